import { once } from 'node:events';
import { RESOURCE_SPECS } from '../resources/specs/index.ts';
import { validationError } from '../resources/errors.ts';
import { ResourceStore } from '../resources/store.ts';
import type { Database, Queryable } from '../db/index.ts';
import { CSV_BOM, csvLine, csvRecords } from '../csv/writer.ts';
import { exportCell } from '../http/export.ts';
import { copyExportSql, CrlfRecords, resultColumns } from './exportCopy.ts';
import type { JobContext, JobDefinition } from './types.ts';

export const EXPORT_JOB_TYPE = 'export';
/** Rows per fetch from the cursor (as the direct export). */
export const EXPORT_FETCH_ROWS = 2000;

export interface ExportParams {
  entity: string;
  filter: Record<string, unknown> | null;
  sort: { field: string; direction?: 'ASC' | 'DESC' } | null;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// exportQuery only builds SQL from the description and the filter allow-list; it never reads the database.
const sqlBuilder = new ResourceStore(null as unknown as Database);

function exportQuery(params: ExportParams) {
  const spec = RESOURCE_SPECS.find((s) => s.list === params.entity);
  if (!spec) throw validationError({ entity: 'No such list' });
  return {
    spec,
    query: sqlBuilder.exportQuery(spec, { filter: params.filter, sort: params.sort }),
  };
}

/** Parameters as the direct export takes them: the list, its GraphQL filter, its sort; checked the same way. */
export function parseExportParams(raw: unknown): ExportParams {
  if (!isPlainObject(raw)) throw validationError({ entity: 'Choose a list' });
  const { entity, filter = null, sort = null } = raw;
  if (typeof entity !== 'string' || entity === '') throw validationError({ entity: 'Choose a list' });
  if (filter !== null && !isPlainObject(filter)) throw validationError({ filter: 'Must be a JSON object' });
  if (sort !== null && !isPlainObject(sort)) throw validationError({ sort: 'Must be a JSON object' });
  const params: ExportParams = {
    entity,
    filter: filter as ExportParams['filter'],
    sort: sort as ExportParams['sort'],
  };
  // Unknown filters, sort fields and values of the wrong type are refused here, before anything is queued.
  exportQuery(params);
  return params;
}

/**
 * Checks the filter's values against the database's types (an id that is not a uuid, a date that is not a
 * date) without reading rows, so a bad value is a VALIDATION error at start rather than a failed job.
 */
export async function checkExportValues(db: Queryable, params: ExportParams): Promise<void> {
  const { query } = exportQuery(params);
  try {
    await db.query(`explain ${query.countSql(1)}`, query.params);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '22P02' || code === '22007' || code === '22008' || code === '22003')
      throw validationError({ filter: 'A value has the wrong format' });
    throw error;
  }
}

/**
 * On PostgreSQL, when every column has an exact SQL form (exportCopy.ts): the rows as COPY's CSV, records
 * ending CRLF, written to the file; a cancel stops the statement at the next chunk. Resolves with the rows
 * written, or null when the export needs the cursor path.
 */
async function copyRows(
  ctx: JobContext<ExportParams>,
  tx: Queryable,
  query: ExportQuery,
  write: (chunk: Buffer) => Promise<void>,
  progress: (done: number) => Promise<void>,
): Promise<number | null> {
  if (!tx.copyOut) return null;
  const sql = copyExportSql(
    query.sql,
    query.params,
    query.columns,
    await resultColumns(tx, query.sql, query.params),
  );
  if (!sql) return null;
  // The cells' text as the pool's parsers give it: dates in ISO, timestamps turned to UTC in the SQL.
  await tx.query(`set local datestyle = 'ISO, YMD'`);
  const { rows: pid } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
  await ctx.checkpoint();
  const copy = tx.copyOut(sql);
  const records = new CrlfRecords();
  // Settles when COPY has ended or failed: the connection is free again only then.
  let over = false;
  const settled = new Promise<void>((resolve) => {
    const end = () => {
      over = true;
      resolve();
    };
    copy.once('end', end);
    copy.once('error', end);
  });
  let failure: unknown = null;
  // A failed statement ends the records too (a pipe does not pass errors on), so the loop below stops.
  copy.once('error', (error) => {
    failure ??= error;
    records.destroy(error);
  });
  copy.pipe(records);
  try {
    for await (const chunk of records) {
      await ctx.checkpoint();
      await write(chunk as Buffer);
      await progress(records.records);
    }
  } catch (error) {
    // The statement's own failure, or ours (a cancel, a write that failed) — taken before the cancel below
    // fails the statement too.
    const cause = failure ?? error;
    // Stopped: the server stops the statement; what it still sends is read and dropped until then, so the
    // transaction can roll back.
    copy.unpipe(records);
    copy.resume();
    if (!over) await ctx.db.query('select pg_cancel_backend($1)', [pid[0]?.pid ?? 0]).catch(() => undefined);
    await settled;
    throw cause;
  }
  await settled;
  if (failure) throw failure;
  return records.records;
}

type ExportQuery = ReturnType<typeof exportQuery>['query'];

/**
 * Export job: the list's rows, as the direct export writes them (same columns and cells, the shared CSV
 * writer), with progress. On PostgreSQL the server writes the CSV itself (`COPY … TO STDOUT`, see
 * exportCopy.ts) in a transaction on the job's own connection; otherwise (PGlite, or a column without an
 * exact SQL form) rows come from a database cursor in chunks: on PostgreSQL the cursor lives in that
 * transaction, on PGlite (one connection) a WITH HOLD cursor is fetched chunk by chunk outside a
 * transaction so other requests are served between the chunks.
 */
export const exportJob: JobDefinition<ExportParams> = {
  type: EXPORT_JOB_TYPE,
  maxAttempts: 3,
  parseParams: parseExportParams,
  async run(ctx) {
    const { query } = exportQuery(ctx.params);
    const { rows: counted } = await ctx.db.query<{ n: number }>(
      query.countSql(Number.MAX_SAFE_INTEGER),
      query.params,
    );
    const total = Number(counted[0]?.n ?? 0);
    await ctx.progress(0, total);
    await ctx.log(`Exporting ${total} rows of ${ctx.params.entity}`);
    const day = new Date().toISOString().slice(0, 10);
    const file = await ctx.createFile(`${ctx.params.entity}-${day}.csv`);
    const write = async (chunk: string | Buffer) => {
      if (!file.stream.write(chunk)) await once(file.stream, 'drain');
    };
    await write(CSV_BOM + csvLine(query.columns.map(([name]) => name)));
    const cursor = `export_${ctx.jobId.replace(/-/g, '')}`;
    let done = 0;
    const progress = async (rows: number) => {
      done = rows;
      await ctx.progress(done, Math.max(total, done));
    };
    const fetchSql = `fetch ${EXPORT_FETCH_ROWS} from ${cursor}`;
    const pump = async (q: Queryable) => {
      await ctx.checkpoint();
      let next = q.query(fetchSql);
      for (;;) {
        const { rows } = await next;
        if (rows.length === 0) break;
        // The next chunk is fetched while this one is turned into CSV and written (on PostgreSQL the
        // database works meanwhile); a cancel stops before the chunk after it is written.
        await ctx.checkpoint();
        next = q.query(fetchSql);
        next.catch(() => undefined);
        await write(csvRecords(rows, query.columns, (row, [name, f]) => exportCell(row[name], f)));
        await progress(done + rows.length);
      }
    };
    if (ctx.db.kind === 'postgres') {
      await ctx.db.transaction(async (tx) => {
        const copied = await copyRows(ctx, tx, query, write, progress);
        if (copied !== null) return;
        await tx.query(`declare ${cursor} no scroll cursor for ${query.sql}`, query.params);
        await pump(tx);
        await tx.query(`close ${cursor}`);
      });
    } else {
      await ctx.db.query(`declare ${cursor} no scroll cursor with hold for ${query.sql}`, query.params);
      try {
        await pump(ctx.db);
      } finally {
        await ctx.db.query(`close ${cursor}`).catch(() => undefined);
      }
    }
    file.stream.end();
    const { bytes } = await file.finish();
    await ctx.log(`Wrote ${done} rows (${bytes} bytes)`);
    return { summary: { rows: done, bytes } };
  },
};
