/**
 * The one CSV writer of the server (list exports, report exports, export jobs, import reports): RFC 4180
 * quoting, CRLF line ends, and text cells that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) prefixed with an apostrophe (CSV injection).
 * Files start with a UTF-8 byte-order mark so spreadsheet programs read Arabic names correctly.
 */
export const CSV_BOM = '\ufeff';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A value as the text of one cell; `text` says whether it is free text (escaped against formulas). */
export function cellText(value: unknown, text = true): string {
  // Strings and numbers first: they are nearly every cell of an export.
  if (typeof value === 'string') return text && FORMULA_START.test(value) ? `'${value}` : value;
  // Numbers (a negative amount) are not formulas; text and JSON may be.
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value === null || value === undefined) return '';
  let out: string;
  if (value instanceof Date) out = value.toISOString();
  else if (typeof value === 'object') out = JSON.stringify(value);
  else out = String(value);
  if (text && FORMULA_START.test(out)) out = `'${out}`;
  return out;
}

/** A cell needs quotes when it holds a quote, the delimiter or a line break (RFC 4180 2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell of RFC 4180: as is, or in quotes with its quotes doubled. */
function csvField(cell: string): string {
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * Rows of already formatted cells as CSV lines (each ending CRLF). Written out here rather than through
 * csv-stringify: exports write every cell of up to millions of rows, and csv-stringify's per-cell option
 * handling was the export job's first cost. The output is the same as csv-stringify's with
 * `record_delimiter: 'windows'` (test/csvWriter.test.ts compares the two on generated cells).
 */
export function csvLines(rows: readonly (readonly string[])[]): string {
  let out = '';
  for (const row of rows) {
    for (let i = 0; i < row.length; i += 1) {
      if (i > 0) out += ',';
      out += csvField(row[i] ?? '');
    }
    out += '\r\n';
  }
  return out;
}

/**
 * Records as CSV lines (each ending CRLF), each cell made by `cell(record, column)`: the same text as
 * `csvLines(records.map((r) => columns.map((c) => cell(r, c))))` without the arrays in between.
 */
export function csvRecords<R, C>(
  records: readonly R[],
  columns: readonly C[],
  cell: (record: R, column: C) => string,
): string {
  let out = '';
  for (const record of records) {
    for (let i = 0; i < columns.length; i += 1) {
      if (i > 0) out += ',';
      out += csvField(cell(record, columns[i] as C));
    }
    out += '\r\n';
  }
  return out;
}

/** One CSV line from already formatted cells. */
export function csvLine(cells: readonly string[]): string {
  return csvLines([cells]);
}
