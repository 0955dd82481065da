import { validator } from '@market/domain';
import type { Queryable, SqlParam } from '../db/index.ts';
import type { ImportColumn, ImportEntityDescription, RowCells } from './entity.ts';
import { ImportFileError, openCsv, type CsvRecord } from './parse.ts';
import type { Found } from './refs.ts';
import { decimalToMinor, moneyProblem, toFlag, toInt, toNumber, toText } from './values.ts';

export const IMPORT_MODES = ['create-only', 'create-or-update'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** One line of the report: a row (1 = header), the column concerned, the cell's value and what is wrong. */
export interface ImportRowError {
  row: number;
  column: string | null;
  value: string | null;
  message: string;
}

export interface ImportHooks {
  /** Between chunks: throws JobCancelled to stop (a commit then rolls back). */
  checkpoint(): Promise<void>;
  /** Bytes of the file read so far, of its size. */
  progress(done: number, total: number): void;
  /** Every row error, in file order (the report file). */
  onError(error: ImportRowError): void;
}

export interface ImportCounts {
  totalRows: number;
  errorCount: number;
  created: number;
  updated: number;
}

export interface ImportRunOptions {
  entity: ImportEntityDescription;
  path: string;
  mode: ImportMode;
  /** The transaction to write in; null for a check (nothing is written). */
  write: Queryable | null;
  /** Where references are looked up (the transaction when writing). */
  q: Queryable;
  hooks: ImportHooks;
  chunkSize?: number;
  /**
   * create-only: write each chunk with COPY (text format) where the database offers it (default true);
   * false writes INSERT … SELECT FROM unnest as create-or-update does (the bench compares the two).
   */
  copy?: boolean;
}

/** Rows validated, resolved and (when writing) inserted per round: one query per lookup per chunk. */
export const CHUNK_ROWS = 2000;

interface Deferred {
  key: string;
  parentKey: string;
  field: string;
}

/**
 * Reads the file and checks every row as its form would; when `write` is a transaction, also writes the
 * rows chunk by chunk, as long as no row so far had an error (the caller rolls back when any had).
 * A file-level problem throws ImportFileError.
 */
export async function runImport(options: ImportRunOptions): Promise<ImportCounts> {
  const { entity, mode, hooks, q } = options;
  const chunkSize = options.chunkSize ?? CHUNK_ROWS;
  const csv = await openCsv(options.path);
  const index = headerIndex(entity, csv.header);

  const columnOfField = new Map<string, string>();
  for (const c of entity.columns) if (c.field) columnOfField.set(c.field, c.name);
  for (const r of entity.references) columnOfField.set(r.field, r.columns[0] ?? '');
  const present = (name: string) => index.has(name);

  // The entity's rules, compiled once for the whole file (the same results as `validate`, less work per row).
  const validateRow = validator(entity.rules);
  const fallbackDecimals = await defaultDecimals(q);
  const cache = new Map<string, Map<string, Found | null>>();
  const seen = new Map<string, number>();
  const deferred: Deferred[] = [];
  const counts: ImportCounts = { totalRows: 0, errorCount: 0, created: 0, updated: 0 };
  const writer = options.write
    ? mode === 'create-only' && options.copy !== false && options.write.copyIn
      ? copyWriter(entity)
      : writeStatement(entity, mode, present, columnOfField)
    : null;

  const report = (e: ImportRowError) => {
    counts.errorCount += 1;
    hooks.onError(e);
  };

  let writing: Promise<void> = Promise.resolve();

  // Per file, not per row: where each column's cell is, each reference's cache and a scratch array for the
  // cells of its key (a lookup's `key` only reads them during the call).
  const cellAt = entity.columns.map((c) => ({ name: c.name, at: index.get(c.name) }));
  const refs = entity.references.map((ref) => {
    let cached = cache.get(ref.lookup.name);
    if (!cached) cache.set(ref.lookup.name, (cached = new Map()));
    return { ref, cached, parts: ref.columns.map(() => '') };
  });
  const selfParts = entity.naturalKey.map(() => '');
  const fieldColumns = entity.columns.filter((c) => c.field);

  const processChunk = async (records: CsvRecord[]) => {
    const rows: { row: number; cells: RowCells; selfKey: string | null }[] = [];
    // Each row's reference keys, refs.length per row, in row order.
    const refKeys: (string | null)[] = [];
    for (const record of records) {
      counts.totalRows += 1;
      if (record.cells.length > csv.header.length) {
        report({
          row: record.row,
          column: null,
          value: null,
          message: `This row has ${record.cells.length} values but the header has ${csv.header.length} columns (a delimiter inside a value must be quoted).`,
        });
        continue;
      }
      const cells: Record<string, string> = {};
      for (const { name, at } of cellAt) cells[name] = at === undefined ? '' : (record.cells[at] ?? '');
      // References and the entity's own keys, resolved in bulk below: one query per lookup for the chunk.
      for (const { ref, parts } of refs) {
        for (let j = 0; j < parts.length; j += 1) parts[j] = cells[ref.columns[j]!] ?? '';
        refKeys.push(ref.lookup.key(parts) ?? (ref.whenBlank ? ref.lookup.key(ref.whenBlank) : null));
      }
      for (let j = 0; j < selfParts.length; j += 1) selfParts[j] = cells[entity.naturalKey[j]!] ?? '';
      rows.push({ row: record.row, cells, selfKey: entity.self.key(selfParts) });
    }

    const wanted = new Map<
      string,
      { lookup: (typeof entity.references)[number]['lookup']; keys: Set<string> }
    >();
    refs.forEach(({ ref, cached }, i) => {
      for (let n = i; n < refKeys.length; n += refs.length) {
        const key = refKeys[n];
        if (key === null || key === undefined || cached.has(key)) continue;
        let entry = wanted.get(ref.lookup.name);
        if (!entry) wanted.set(ref.lookup.name, (entry = { lookup: ref.lookup, keys: new Set() }));
        entry.keys.add(key);
      }
    });
    // A query waits for the write in flight (one connection); awaiting it first also surfaces its error.
    if (wanted.size > 0) await writing;
    for (const [name, { lookup, keys }] of wanted) {
      const found = await lookup.fetch(q, [...keys]);
      const cached = cache.get(name)!;
      for (const key of keys) cached.set(key, found.get(key) ?? null);
    }

    // Each row is converted and validated before the chunk's existing-key lookup, so that (on PostgreSQL)
    // this work overlaps the previous chunk's write, which the lookup would wait for on the connection.
    const checked = rows.map(({ row, cells, selfKey }, n) => {
      const errors: ImportRowError[] = [];
      if (selfKey !== null) {
        const earlier = seen.get(selfKey);
        if (earlier !== undefined) {
          const column = entity.naturalKey[0] ?? null;
          errors.push(
            rowError(
              row,
              cells,
              column,
              `Duplicate ${entity.naturalKey.join(' + ')}: the same as row ${earlier} of this file`,
            ),
          );
        } else seen.set(selfKey, row);
      }
      // Where "already exists" goes once the lookup has answered (after the duplicate, before the rest).
      const existsAt = errors.length;

      const input: Record<string, unknown> = {};
      const found: Record<string, Found | undefined> = {};
      for (let i = 0; i < refs.length; i += 1) {
        const key = refKeys[n * refs.length + i] ?? null;
        if (key === null) continue;
        const { ref, cached } = refs[i]!;
        const hit = cached.get(key) ?? null;
        if (hit) {
          input[ref.field] = hit.id;
          found[ref.field] = hit;
        } else if (ref.sameFile && seen.has(key) && key !== selfKey) {
          if (selfKey !== null) deferred.push({ key: selfKey, parentKey: key, field: ref.field });
        } else {
          const shown = ref.columns.map((c) => cells[c] ?? '').filter((v) => v.trim() !== '');
          errors.push(
            rowError(
              row,
              cells,
              ref.columns[0] ?? null,
              ref.sameFile && key === selfKey
                ? `A ${entity.noun} cannot be its own ${ref.columns[0]}`
                : `No ${ref.lookup.name} "${shown.join(', ') || (ref.whenBlank ?? []).join(', ')}"${ref.sameFile ? ' (in the database or on an earlier row)' : ''}`,
            ),
          );
        }
      }

      const decimals = entity.decimals ? entity.decimals(found, fallbackDecimals) : fallbackDecimals;
      for (const column of fieldColumns) {
        const converted = convertCell(column, cells, decimals);
        if (converted instanceof CellProblem)
          errors.push(rowError(row, cells, column.name, converted.message));
        else if (converted !== undefined) input[column.field!] = converted;
      }
      const extra = entity.rowCheck?.(cells);
      if (extra)
        for (const [column, message] of Object.entries(extra))
          errors.push(rowError(row, cells, column, message));

      const result = validateRow(input);
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.fields)) {
          const column = columnOfField.get(field) ?? null;
          // A cell already reported (not a number, an unknown reference) is not reported twice.
          if (column !== null && errors.some((e) => e.column === column)) continue;
          errors.push(rowError(row, cells, column, message));
        }
      }
      return { row, cells, selfKey, errors, existsAt, value: result.ok ? result.value : null };
    });

    // Only create-only needs to know which keys exist (to refuse them); create-or-update upserts.
    await writing;
    const existing =
      mode === 'create-only'
        ? await entity.self.fetch(
            q,
            rows.map((r) => r.selfKey).filter((k): k is string => k !== null),
          )
        : new Map<string, Found>();

    const values: Record<string, unknown>[] = [];
    for (const { row, cells, selfKey, errors, existsAt, value } of checked) {
      if (mode === 'create-only' && selfKey !== null && existing.has(selfKey)) {
        const column = entity.naturalKey[0] ?? null;
        errors.splice(existsAt, 0, {
          row,
          column,
          value: column ? (cells[column] ?? null) : null,
          message: `A ${entity.noun} with this ${entity.naturalKey.join(' + ')} already exists (mode "create only")`,
        });
      }
      if (errors.length > 0) {
        for (const e of errors) report(e);
      } else if (writer && counts.errorCount === 0) {
        values.push((value ?? {}) as Record<string, unknown>);
      }
    }

    if (options.write && writer && counts.errorCount === 0 && values.length > 0) {
      // Not awaited here: the next chunk is read and checked while the database writes this one. At most
      // one write is in flight (the previous one was awaited above); its failure is thrown at the next chunk
      // or at the end.
      const write = options.write;
      writing = writer(write, values, rows[0]?.row ?? 0).then((written) => {
        counts.created += written.created;
        counts.updated += written.updated;
      });
      writing.catch(() => undefined);
    }
  };

  for await (const chunk of csv.batches(chunkSize)) {
    await processChunk(chunk);
    // After a full chunk, as before the last one: progress, then the cancel point.
    if (chunk.length >= chunkSize) {
      hooks.progress(csv.bytesRead(), csv.size);
      await hooks.checkpoint();
    }
  }
  await writing;
  if (counts.totalRows === 0) throw new ImportFileError('The file has a header but no rows.', 1);

  if (options.write && counts.errorCount === 0 && deferred.length > 0) {
    await linkDeferred(entity, options.write, deferred);
  }
  hooks.progress(csv.size, csv.size);
  return counts;
}

/** Header name → cell index; throws one ImportFileError naming every missing, unknown or repeated column. */
export function headerIndex(entity: ImportEntityDescription, header: string[]): Map<string, number> {
  const known = new Map(entity.columns.map((c) => [c.name.toLowerCase(), c.name]));
  const index = new Map<string, number>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  header.forEach((raw, i) => {
    const name = known.get(raw.trim().toLowerCase());
    if (!name) {
      if (raw.trim() !== '') unknown.push(raw.trim());
      return;
    }
    if (index.has(name)) repeated.push(name);
    else index.set(name, i);
  });
  const missing = entity.columns.filter((c) => c.required && !index.has(c.name)).map((c) => c.name);
  if (missing.length === 0 && unknown.length === 0 && repeated.length === 0) return index;
  const parts: string[] = [];
  if (missing.length) parts.push(`Missing required columns: ${missing.join(', ')}.`);
  if (unknown.length) parts.push(`Unknown columns: ${unknown.join(', ')}.`);
  if (repeated.length) parts.push(`Columns given twice: ${repeated.join(', ')}.`);
  parts.push(`The ${entity.key} columns are: ${entity.columns.map((c) => c.name).join(', ')}.`);
  throw new ImportFileError(parts.join(' '), 1, [...missing, ...unknown, ...repeated]);
}

/** One line of the report for a row; the value is the cell's, when the error names a column. */
function rowError(row: number, cells: RowCells, column: string | null, message: string): ImportRowError {
  return { row, column, value: column ? (cells[column] ?? null) : null, message };
}

/** Why a cell cannot be converted (a value of its own class, so no wrapper object per converted cell). */
class CellProblem {
  constructor(readonly message: string) {}
}

/** The cell as the form would send it (undefined: the form's default), or why it cannot be converted. */
function convertCell(column: ImportColumn, cells: RowCells, decimals: number): unknown {
  const cell = cells[column.name] ?? '';
  if (column.convert) {
    const converted = column.convert(cell, cells, decimals);
    return 'problem' in converted ? new CellProblem(converted.problem) : converted.value;
  }
  switch (column.kind ?? 'text') {
    case 'int':
      return toInt(cell);
    case 'number':
      return toNumber(cell);
    case 'flag':
      return toFlag(cell);
    case 'money': {
      if (cell.trim() === '') return undefined;
      const problem = moneyProblem(cell, decimals);
      return problem ? new CellProblem(problem) : decimalToMinor(cell, decimals);
    }
    case 'date':
      return toText(cell)?.trim();
    default:
      return toText(cell);
  }
}

async function defaultDecimals(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ d: number }>(
    'select decimal_places as d from currencies where is_default limit 1',
  );
  return rows[0] ? Number(rows[0].d) : 2;
}

function toParam(value: unknown): SqlParam {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  return value as SqlParam;
}

type Writer = (
  tx: Queryable,
  values: Record<string, unknown>[],
  firstRow: number,
) => Promise<{ created: number; updated: number }>;

/**
 * One multi-row statement per chunk: INSERT … SELECT FROM unnest(column arrays), so a chunk of 2,000 rows is
 * one round trip with one parameter per column. create-or-update adds ON CONFLICT (natural key) DO UPDATE of
 * the columns the file has (a column left out of the file keeps the record's value).
 */
function writeStatement(
  entity: ImportEntityDescription,
  mode: ImportMode,
  present: (column: string) => boolean,
  columnOfField: Map<string, string>,
): Writer {
  const { table, conflict, columns } = entity.write;
  const names = columns.map((c) => c.column);
  const arrays = columns.map((c, i) => `$${i + 1}::${c.type}[]`);
  const updated = columns.filter((c) => present(columnOfField.get(c.field) ?? ''));
  const onConflict =
    mode === 'create-or-update'
      ? `on conflict ${conflict} do update set ${
          updated.length
            ? updated.map((c) => `${c.column} = excluded.${c.column}`).join(', ')
            : 'updated_at = now()'
        }`
      : '';
  const insert = `insert into ${table} as t (${names.join(', ')}) select * from unnest(${arrays.join(', ')})`;
  // create-only: every row is new (existing keys were refused as errors; a key created meanwhile by
  // someone else fails the statement), so the plain insert's count is the chunk's. The upsert counts
  // inserted (xmax = 0) against updated rows in the statement.
  const sql =
    mode === 'create-or-update'
      ? `with w as (${insert} ${onConflict} returning (xmax = 0) as inserted)
    select count(*) filter (where inserted)::int as created, count(*) filter (where not inserted)::int as updated from w`
      : insert;
  return async (tx, values) => {
    const params = columns.map((c) => values.map((v) => toParam(v[c.field])));
    const { rows } = await tx.query<{ created: number; updated: number }>(
      sql,
      params as unknown as SqlParam[],
    );
    if (mode !== 'create-or-update') return { created: values.length, updated: 0 };
    return { created: Number(rows[0]?.created ?? 0), updated: Number(rows[0]?.updated ?? 0) };
  };
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value as a cell of COPY's text format: \N for null, backslash, tab and line breaks escaped. */
export function copyCell(value: unknown): string {
  if (value === undefined || value === null) return '\\N';
  if (typeof value === 'string')
    return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] ?? c) : value;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return String(value as number);
}

/**
 * create-only: each chunk as one `COPY table (columns) FROM` in text format, in the import's transaction
 * (every row is new: existing keys were refused as errors, and a key created meanwhile by someone else
 * fails the statement, as the INSERT would). The rows go through the same constraints, indexes and
 * foreign keys as with INSERT; COPY saves the statement's per-row array and executor work.
 */
function copyWriter(entity: ImportEntityDescription): Writer {
  const { table, columns } = entity.write;
  const into = `${table} (${columns.map((c) => c.column).join(', ')})`;
  return async (tx, values) => {
    let text = '';
    for (const v of values) {
      for (let i = 0; i < columns.length; i += 1) {
        if (i > 0) text += '\t';
        text += copyCell(v[columns[i]!.field]);
      }
      text += '\n';
    }
    await tx.copyIn!(into, [text]);
    return { created: values.length, updated: 0 };
  };
}

/** Rows whose reference named an earlier row of the file (a category's parent): linked once all exist. */
async function linkDeferred(entity: ImportEntityDescription, tx: Queryable, deferred: Deferred[]) {
  const byField = new Map<string, Deferred[]>();
  for (const d of deferred) byField.set(d.field, [...(byField.get(d.field) ?? []), d]);
  for (const [field, list] of byField) {
    const column = entity.write.columns.find((c) => c.field === field)?.column;
    const key = entity.write.columns.find((c) => c.field === entity.naturalKeyField)?.column;
    if (!column || !key) continue;
    await tx.query(
      `update ${entity.write.table} t set ${column} = p.id
         from unnest($1::text[], $2::text[]) v(k, parent)
         join ${entity.write.table} p on p.${key} = v.parent
        where t.${key} = v.k`,
      [list.map((d) => d.key), list.map((d) => d.parentKey)],
    );
  }
}
