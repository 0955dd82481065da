import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, cellText, csvLine, csvLines, csvRecords } from '../src/csv/writer.ts';

/** A deterministic generator (the same cells on every run), so a failure names a reproducible case. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

// Characters that matter to CSV (quote, delimiter, CR, LF, semicolon, apostrophe, formula starts, spaces)
// and some that do not (letters, Arabic, an emoji).
const ALPHABET = ['"', ',', '\r', '\n', ';', "'", '=', '+', '-', '@', '\t', ' ', 'a', 'Z', '0', 'م', '😀'];

describe('csvLines', () => {
  // csv-stringify leaves a lone CR or LF unquoted once `record_delimiter` is set, unless
  // `quote_record_delimiter` is also set; such a file no longer reads back row by row, so the comparison is
  // with that option, and every file is also read back with csv-parse.
  const oracle = (rows: string[][]) =>
    stringify(rows, { record_delimiter: 'windows', quote_record_delimiter: true });

  it('writes what csv-stringify writes (RFC 4180, CRLF) for generated cells, and reads back the same', () => {
    const next = random(42);
    const rows: string[][] = [];
    for (let r = 0; r < 2000; r += 1) {
      const row: string[] = [];
      const width = 1 + Math.floor(next() * 6);
      for (let c = 0; c < width; c += 1) {
        let cell = '';
        const length = Math.floor(next() * 8);
        for (let k = 0; k < length; k += 1) cell += ALPHABET[Math.floor(next() * ALPHABET.length)];
        row.push(cell);
      }
      rows.push(row);
    }
    const text = csvLines(rows);
    expect(text).toBe(oracle(rows));
    expect(parse(text, { relax_column_count: true })).toEqual(rows);
    for (const row of rows.slice(0, 200)) expect(csvLine(row)).toBe(oracle([row]));
    const width = Math.max(...rows.map((r) => r.length));
    const columns = Array.from({ length: width }, (_, i) => i);
    expect(csvRecords(rows, columns, (row, i) => row[i] ?? '')).toBe(
      oracle(rows.map((row) => columns.map((i) => row[i] ?? ''))),
    );
  });

  it('quotes cells with quotes, commas and line breaks, doubling the quotes; leaves others as they are', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\r\nlines', 'cr\r', 'lf\n', '', 'semi;colon'])).toBe(
      'plain,"a,b","say ""hi""","two\r\nlines","cr\r","lf\n",,semi;colon\r\n',
    );
    expect(csvLines([])).toBe('');
  });

  it('keeps the formula escape of text cells (numbers stay numbers) and the BOM constant', () => {
    const row = [
      cellText('=SUM(A1)'),
      cellText('+1'),
      cellText('-5'),
      cellText(-5),
      cellText('@x'),
      cellText('ok'),
    ];
    expect(csvLine(row)).toBe("'=SUM(A1),'+1,'-5,-5,'@x,ok\r\n");
    expect(CSV_BOM).toBe('\ufeff');
  });
});
