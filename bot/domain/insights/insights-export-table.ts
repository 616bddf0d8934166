/**
 * The table of a refined insights export (spec part 2 §7), filled a page of hits at a time and
 * encoded by the history export's CSV and XLSX modules. One row per entry in the search's order:
 * Date, Report, Team, Member, States, then one column per question.
 *
 * Question columns: questions are keyed per report (a random key each), so an export over several
 * reports would otherwise repeat 'What did you do yesterday?' once per report. A key gets the
 * column of the first question seen with the same text (spaces and case aside), else its own,
 * headed by that text; a reworded question keeps its key's column. Columns come in the order the
 * hits first ask them. An entry asked the same text twice has both answers in the cell, apart by a
 * blank line.
 */
import type { TInsightsHit } from '../../../shared/insights.ts';
import type { TExportColumn, TExportTable } from '../history/export-table.ts';

const FIXED_COLUMNS: readonly TExportColumn[] = [
  { header: 'Date', kind: 'date' },
  { header: 'Report', kind: 'label' },
  { header: 'Team', kind: 'label' },
  { header: 'Member', kind: 'member' },
  { header: 'States', kind: 'label' },
];

/** The table being filled: add pages of hits, read the size so far, take the table at the end. */
export interface TInsightsExportTable {
  /** Adds the hits not seen before (a page may overlap the previous one); answers how many it added. */
  add(hits: readonly TInsightsHit[]): number;
  readonly rowCount: number;
  /** UTF-8 bytes of every cell so far: what the file will weigh, give or take the encoding. */
  readonly bytes: number;
  table(): TExportTable;
}

/** The fixed cells of a hit's row: Date, Report, Team, Member, States. */
function fixedCellsOf(hit: TInsightsHit): string[] {
  return [hit.report_index, hit.report_name, hit.team_name, hit.member_name, hit.states.join(', ')];
}

/** Why: the export stops before the row that would take its file past the size an email carries. */
export function hitBytes(hit: TInsightsHit): number {
  let bytes = 0;
  for (const field of hit.entry_data.rfields) bytes += Buffer.byteLength(field.value);
  for (const cell of fixedCellsOf(hit)) bytes += Buffer.byteLength(cell);
  return bytes;
}

function normalizedText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** Why: the export walks up to 100,000 hits in chunks; rows are kept as compact cells, not hits. */
export function createInsightsExportTable(): TInsightsExportTable {
  const questionColumns: string[] = [];
  const columnOfText = new Map<string, number>();
  const columnOfKey = new Map<string, number>();
  const rows: Array<{ fixed: string[]; answers: Map<number, string> }> = [];
  const seen = new Set<string>();
  let bytes = 0;

  const columnOf = (key: string, text: string): number => {
    const known = columnOfKey.get(key);
    if (known !== undefined) return known;
    const normalized = normalizedText(text);
    let column = columnOfText.get(normalized);
    if (column === undefined) {
      column = questionColumns.push(text.trim() || 'Question') - 1;
      columnOfText.set(normalized, column);
    }
    columnOfKey.set(key, column);
    return column;
  };

  return {
    add(hits) {
      let added = 0;
      for (const hit of hits) {
        if (seen.has(hit.id)) continue;
        seen.add(hit.id);
        for (const question of hit.report_fields.rfields) columnOf(question.slug, question.key);
        const answers = new Map<number, string>();
        for (const field of hit.entry_data.rfields) {
          const column = columnOf(field.slug, field.key);
          const before = answers.get(column);
          answers.set(column, before === undefined ? field.value : `${before}\n\n${field.value}`);
        }
        bytes += hitBytes(hit);
        rows.push({ fixed: fixedCellsOf(hit), answers });
        added++;
      }
      return added;
    },
    get rowCount() {
      return rows.length;
    },
    get bytes() {
      return bytes;
    },
    table() {
      return {
        columns: [...FIXED_COLUMNS, ...questionColumns.map((header): TExportColumn => ({ header, kind: 'answer' }))],
        rows: rows.map((row) => [
          ...row.fixed,
          ...questionColumns.map((_header, column) => row.answers.get(column) ?? ''),
        ]),
      };
    },
  };
}
