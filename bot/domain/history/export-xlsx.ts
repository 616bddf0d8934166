/**
 * The XLSX encoding of the export table (exceljs): one worksheet named after the report, a bold
 * header row frozen in place with a filter, columns sized to their content, answers wrapped.
 * Every cell is written as a typed string, dates included (text YYYY-MM-DD, the same as the CSV),
 * so a value starting with '=' is shown, never run: no formula injection is possible and no guard
 * changes the text.
 */
import type { TExportColumnKind, TExportTable } from './export-table.ts';

/** Excel refuses longer cells. Answers are capped far below (20,000 characters), but be safe. */
const EXCEL_CELL_LIMIT = 32_767;
const SHEET_NAME_LIMIT = 31;

const WIDTHS: Record<TExportColumnKind, { min: number; max: number }> = {
  date: { min: 12, max: 12 },
  member: { min: 14, max: 32 },
  email: { min: 14, max: 40 },
  status: { min: 14, max: 14 },
  flag: { min: 16, max: 16 },
  answer: { min: 24, max: 60 },
  label: { min: 14, max: 40 },
};

/**
 * A worksheet name Excel accepts for `name`: none of \ / ? * [ ] : or control characters, no
 * apostrophe at either end, at most 31 characters, not empty, and not 'History' (reserved).
 */
export function sheetNameOf(name: string): string {
  let cleaned = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\\/?*[\]:\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim();
  if (cleaned.length > SHEET_NAME_LIMIT) {
    cleaned = cleaned.slice(0, SHEET_NAME_LIMIT);
    // Do not leave half of a surrogate pair (an emoji) at the end.
    if (/[\uD800-\uDBFF]$/.test(cleaned)) cleaned = cleaned.slice(0, -1);
    cleaned = cleaned.trimEnd().replace(/'+$/, '').trimEnd();
  }
  if (cleaned === '') return 'Report';
  if (cleaned.toLowerCase() === 'history') return 'History report';
  return cleaned;
}

/** The width of a column: its longest line (header included), within the kind's bounds. */
function widthOf(kind: TExportColumnKind, texts: readonly string[]): number {
  let longest = 0;
  for (const text of texts) for (const line of text.split('\n')) longest = Math.max(longest, line.length);
  const { min, max } = WIDTHS[kind];
  return Math.min(max, Math.max(min, longest + 2));
}

/** The table as an XLSX workbook's bytes. */
export async function encodeXlsx(table: TExportTable, reportName: string): Promise<Buffer> {
  // exceljs is loaded on the first export, not at start (~0.2 s, ~20 MB).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Rollcall';
  const sheet = workbook.addWorksheet(sheetNameOf(reportName), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  const cap = (text: string) => (text.length > EXCEL_CELL_LIMIT ? text.slice(0, EXCEL_CELL_LIMIT) : text);
  sheet.columns = table.columns.map((column, index) => ({
    width: widthOf(column.kind, [column.header, ...table.rows.map((row) => row[index] ?? '')]),
    style:
      column.kind === 'answer'
        ? { alignment: { wrapText: true, vertical: 'top' } }
        : { alignment: { vertical: 'top' } },
  }));
  const header = sheet.addRow(table.columns.map((column) => cap(column.header)));
  header.font = { bold: true };
  header.alignment = { vertical: 'top', wrapText: true };
  for (const row of table.rows) sheet.addRow(row.map(cap));
  if (table.columns.length > 0)
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
