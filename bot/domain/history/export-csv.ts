/**
 * The CSV encoding of the export table: UTF-8 with a byte-order mark (so Excel reads accents and
 * emoji right), CRLF line ends, every record ending in CRLF, fields quoted as RFC 4180 says (a
 * field holding a comma, a double quote, CR or LF is put in double quotes, and its quotes doubled).
 *
 * Formula injection guard (OWASP "CSV injection"): a spreadsheet opening a CSV runs any cell that
 * starts with = + - or @ as a formula, and a leading tab or CR can hide one. Such a cell, in any
 * column, is written with a single quote in front ("'=1+1"), which spreadsheets show as text. The
 * cost: an answer that is a Markdown list ('- item') reads "'- item" in the CSV; the XLSX export
 * needs no guard (its cells are typed strings) and keeps the text as it was written.
 */
import type { TExportTable } from './export-table.ts';

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell made safe to open in a spreadsheet: a leading = + - @ tab or CR gets a ' in front. */
export function guardFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** One RFC 4180 field. */
export function csvField(cell: string): string {
  const guarded = guardFormula(cell);
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** The table as CSV bytes: the header line, then one line per row. */
export function encodeCsv(table: TExportTable): Buffer {
  const lines = [table.columns.map((column) => column.header), ...table.rows].map(
    (cells) => `${cells.map(csvField).join(',')}\r\n`,
  );
  return Buffer.from(BOM + lines.join(''), 'utf8');
}
