import { stringify } from 'csv-stringify/sync';

/**
 * The one CSV writer of the server (list exports, report exports, export jobs, import reports): RFC 4180
 * quoting by csv-stringify, CRLF line ends, and text cells that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) prefixed with an apostrophe (CSV injection).
 * Files start with a UTF-8 byte-order mark so spreadsheet programs read Arabic names correctly.
 */
export const CSV_BOM = '\ufeff';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A value as the text of one cell; `text` says whether it is free text (escaped against formulas). */
export function cellText(value: unknown, text = true): string {
  if (value === null || value === undefined) return '';
  let out: string;
  if (value instanceof Date) out = value.toISOString();
  else if (typeof value === 'object') out = JSON.stringify(value);
  else out = String(value);
  // Numbers (a negative amount) are not formulas; text and JSON may be.
  if (text && typeof value !== 'number' && typeof value !== 'bigint' && FORMULA_START.test(out))
    out = `'${out}`;
  return out;
}

/** Rows of already formatted cells as CSV lines (each ending CRLF). */
export function csvLines(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  return stringify(rows as string[][], { record_delimiter: 'windows' });
}

/** One CSV line from already formatted cells. */
export function csvLine(cells: readonly string[]): string {
  return csvLines([cells]);
}
