import { Transform, type TransformCallback } from 'node:stream';
import pg from 'pg';
import type { Queryable, SqlParam } from '../db/index.ts';
import type { FieldSpec } from '../resources/spec.ts';

/**
 * The export job's fast path on PostgreSQL: the rows as the server's own `COPY (…) TO STDOUT (FORMAT csv)`,
 * each cell written in SQL exactly as the cursor path's writer writes it (`csvRecords` + `exportCell`), so
 * the file's bytes are the same (test/exportCopy.test.ts compares the two) while no row is parsed in
 * JavaScript: the server formats and quotes, the job only turns record ends LF into CRLF on the way to the
 * file. Without it the job was ~2× `psql \copy` of the same query, bound by parsing every value.
 *
 * Cell by cell, for the column's type as PostgreSQL reports it:
 * - text, varchar, char: NULL and '' as an empty unquoted cell (COPY would quote ''), and for a free-text
 *   field (`String`) a cell that starts with = + - @ tab or CR prefixed with an apostrophe;
 * - uuid, smallint, integer, bigint, date: COPY's text is the writer's (date: DateStyle ISO; bigint: the
 *   same digits as the number the pool parses, below 2^53);
 * - timestamptz: `toISOString()`'s form, `YYYY-MM-DDTHH:MM:SS.mmmZ` in UTC, milliseconds truncated as
 *   JavaScript's Date truncates (years 1–9999);
 * - boolean: true / false.
 * Any other type (numeric, float, json, arrays…) keeps the export on the cursor path, as does a single
 * column (COPY quotes a lone `\.`).
 */

const TEXT_OIDS = new Set([25, 1043, 1042]);
const BPCHAR = 1042;
const PLAIN_OIDS = new Set([2950, 21, 23, 20, 1082]);
const TIMESTAMPTZ = 1184;
const BOOL = 16;

/** The result's columns (name and type), from a statement that reads no rows. */
export interface ResultColumn {
  name: string;
  dataTypeID: number;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The SQL of one cell, or null when its type has no exact form here. */
function cellSql(column: ResultColumn, field: FieldSpec): string | null {
  const value = `x.${ident(column.name)}`;
  if (TEXT_OIDS.has(column.dataTypeID)) {
    // concat() keeps a char(n)'s padding, as its text does (a cast to text would trim it).
    const text = column.dataTypeID === BPCHAR ? `concat(${value})` : value;
    const cell =
      field.type === 'String'
        ? `case when ascii(${text}) in (61, 43, 45, 64, 9, 13) then '''' || ${text} else ${text} end`
        : text;
    return `nullif(${cell}, '')`;
  }
  if (PLAIN_OIDS.has(column.dataTypeID)) return value;
  if (column.dataTypeID === TIMESTAMPTZ)
    return `to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  if (column.dataTypeID === BOOL) return `case when ${value} then 'true' when not ${value} then 'false' end`;
  return null;
}

/** A parameter as an SQL literal (COPY takes no parameters), quoted by pg's own escapeLiteral. */
function literal(value: SqlParam): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('not a finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return pg.escapeLiteral(arrayText(value));
  return pg.escapeLiteral(value);
}

/** An array parameter as PostgreSQL's array text, as pg sends it: `{"a","b\\"c",NULL}`. */
function arrayText(values: readonly (string | number | null)[]): string {
  const items = values.map((v) =>
    v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/[\\"]/g, '\\$&')}"`,
  );
  return `{${items.join(',')}}`;
}

/** `$n` placeholders of the statement replaced by their values as literals. */
export function inlineParams(sql: string, params: readonly SqlParam[]): string {
  return sql.replace(/\$(\d+)(?!\d)/g, (match, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= params.length) throw new Error(`no parameter ${match}`);
    return literal(params[index] ?? null);
  });
}

/**
 * The COPY statement for an export, or null when a column keeps it on the cursor path. `columns` are the
 * export's columns in file order; `result` the statement's result columns (from `limit 0`).
 */
export function copyExportSql(
  sql: string,
  params: readonly SqlParam[],
  columns: readonly [string, FieldSpec][],
  result: readonly ResultColumn[],
): string | null {
  if (columns.length < 2) return null;
  const types = new Map(result.map((c) => [c.name, c]));
  const cells: string[] = [];
  for (const [name, field] of columns) {
    const column = types.get(name);
    if (!column) return null;
    const cell = cellSql(column, field);
    if (cell === null) return null;
    cells.push(cell);
  }
  // The inner statement's order is kept: the outer one only computes cells from each of its rows.
  return `copy (select ${cells.join(', ')} from (${inlineParams(sql, params)}) x) to stdout with (format csv)`;
}

/** The result's column names and types, without reading a row. */
export async function resultColumns(
  q: Queryable,
  sql: string,
  params: readonly SqlParam[],
): Promise<ResultColumn[]> {
  if (!q.describe) return [];
  return q.describe(`select * from (${sql}) x limit 0`, params);
}

const LF = 0x0a;
const QUOTE = 0x22;

/**
 * COPY's CSV (records ending LF) as the writer's (records ending CRLF): an LF inside a quoted cell stays
 * as it is, as the writer leaves it. Counts the records that went through (`records`).
 */
export class CrlfRecords extends Transform {
  records = 0;
  private quoted = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const ends: number[] = [];
    let quoted = this.quoted;
    let at = 0;
    let quote = chunk.indexOf(QUOTE, 0);
    while (at < chunk.length) {
      if (quoted) {
        // Inside quotes: the next quote closes them (a doubled quote closes and opens again).
        if (quote < 0) {
          at = chunk.length;
          break;
        }
        quoted = false;
        at = quote + 1;
        quote = chunk.indexOf(QUOTE, at);
        continue;
      }
      const lf = chunk.indexOf(LF, at);
      if (lf < 0) {
        if (quote >= 0) {
          quoted = true;
          at = quote + 1;
          quote = chunk.indexOf(QUOTE, at);
          continue;
        }
        break;
      }
      if (quote >= 0 && quote < lf) {
        quoted = true;
        at = quote + 1;
        quote = chunk.indexOf(QUOTE, at);
        continue;
      }
      ends.push(lf);
      at = lf + 1;
    }
    this.quoted = quoted;
    this.records += ends.length;
    if (ends.length === 0) {
      done(null, chunk);
      return;
    }
    const out = Buffer.allocUnsafe(chunk.length + ends.length);
    let from = 0;
    let to = 0;
    for (const lf of ends) {
      to += chunk.copy(out, to, from, lf);
      out[to++] = 0x0d;
      out[to++] = LF;
      from = lf + 1;
    }
    chunk.copy(out, to, from);
    done(null, out);
  }
}
