import type { IncomingMessage, ServerResponse } from 'node:http';
import { EXPORT_JOB_OFFER, EXPORT_NEEDS_FILTER, canAccess } from '@market/domain';
import type { Database } from '../db/index.ts';
import { CSV_BOM, cellText, csvLine, csvLines } from '../csv/writer.ts';
import type { ExportGate } from './exportGate.ts';
import type { Viewer } from '../resources/store.ts';
import type { ResourceStore } from '../resources/store.ts';
import { RESOURCE_SPECS } from '../resources/specs/index.ts';
import type { FieldSpec } from '../resources/spec.ts';
import { sendJson, streamTo } from './respond.ts';
import type { Logger } from '../log.ts';
import type { Metrics } from '../metrics.ts';

/** Rows fetched per page (one short query each): big enough to stream fast, small enough to keep memory flat. */
const PAGE_ROWS = 1000;

/** A cell of the list export: text fields are escaped against formulas by the shared writer. */
export const exportCell = (value: unknown, field: FieldSpec): string =>
  cellText(value, field.type === 'String');

function parseJsonParam(url: URL, name: string): { ok: true; value: unknown } | { ok: false } {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * GET /api/export/:list?filter=<json>&sort=<json> — the list as CSV, with the list query's filters and sort
 * (`filter` as the GraphQL `<Type>Filter`, `sort` as `{field, direction}`). Streamed page by page with
 * back-pressure, so memory stays flat and no database connection waits on a slow client; a client that stops
 * reading is cut off after `gate.limits.stallMs`. Concurrent exports are limited by `gate` (429). An export of more than `unfilteredLimit`
 * rows is refused (422 EXPORT_NEEDS_FILTER), filtered or not. Filters are the list's GraphQL filters only
 * (`filterKeys`), checked the same way, so no secret column can be probed.
 */
export async function exportList(
  req: IncomingMessage,
  res: ServerResponse,
  deps: {
    db: Database;
    store: ResourceStore;
    viewer: Viewer | null;
    list: string;
    unfilteredLimit: number;
    gate: ExportGate;
    metrics?: Metrics;
    logger?: Logger;
  },
): Promise<void> {
  const { db, store, viewer } = deps;
  // The label stays one of the lists (bounded), whatever path was asked for.
  const list = RESOURCE_SPECS.some((s) => s.list === deps.list) ? deps.list : 'unknown';
  const count = (outcome: string) => deps.metrics?.exports.inc({ list, outcome });
  if (!viewer) return sendJson(res, 401, { code: 'UNAUTHENTICATED', message: 'Please sign in' });
  const spec = RESOURCE_SPECS.find((s) => s.list === list);
  if (!spec) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'No such list' });
  if (![spec.permission, ...(spec.readers ?? [])].some((r) => canAccess(viewer.role, r)))
    return sendJson(res, 403, { code: 'FORBIDDEN', message: 'You do not have access to this' });

  const url = new URL(req.url ?? '/', 'http://localhost');
  const filter = parseJsonParam(url, 'filter');
  const sort = parseJsonParam(url, 'sort');
  const bad = (field: string, message: string) => {
    count('invalid');
    sendJson(res, 400, {
      code: 'VALIDATION',
      message: 'Some fields are not valid',
      fields: { [field]: message },
    });
  };
  if (!filter.ok || (filter.value !== null && !isPlainObject(filter.value)))
    return bad('filter', 'Must be a JSON object');
  if (!sort.ok || (sort.value !== null && !isPlainObject(sort.value)))
    return bad('sort', 'Must be a JSON object');
  const filterValue = filter.value as Record<string, unknown> | null;
  const sortValue = sort.value as { field: string; direction?: 'ASC' | 'DESC' } | null;

  let query: ReturnType<ResourceStore['exportQuery']>;
  try {
    query = store.exportQuery(spec, {
      filter: filterValue,
      sort: sortValue,
    });
  } catch (error) {
    const fields = (error as { extensions?: { fields?: Record<string, string> } }).extensions?.fields;
    if (fields) {
      count('invalid');
      return sendJson(res, 400, { code: 'VALIDATION', message: 'Some fields are not valid', fields });
    }
    throw error;
  }
  const release = deps.gate.admit(res, viewer.id);
  if (!release) {
    count('busy');
    return;
  }
  try {
    await run();
  } finally {
    release();
  }

  async function run(): Promise<void> {
    // The export is paged, never a cursor: one short query for the matching ids (the result's size, its
    // order and its snapshot), then one short query per page of ids. Between pages no connection is held,
    // so a client that reads slowly or not at all never keeps one from GraphQL.
    // The limit is about the size of the result, whatever narrowed it: a filter that matches everything
    // (createdAt after 2000) must not lift it. The id query stops at limit + 1 rows.
    let ids: string[];
    try {
      const { rows } = await db.query<{ id: string }>(query.idsSql(deps.unfilteredLimit + 1), query.params);
      ids = rows.map((r) => r.id);
    } catch (error) {
      // A filter value of the wrong shape (not an id, not a date) is the caller's mistake, not ours.
      const code = (error as { code?: string }).code;
      if (code === '22P02' || code === '22007' || code === '22008' || code === '22003')
        return bad('filter', 'A value has the wrong format');
      throw error;
    }
    if (ids.length > deps.unfilteredLimit) {
      count('too_large');
      // The refusal offers the export job of the same list, filter and sort, which has no size limit.
      return sendJson(res, 422, {
        ...EXPORT_NEEDS_FILTER,
        limit: deps.unfilteredLimit,
        exportJob: {
          ...EXPORT_JOB_OFFER,
          entity: list,
          filter: filterValue,
          sort: sortValue,
        },
      });
    }

    const { write, aborted } = streamTo(res, deps.gate.limits.stallMs);
    const day = new Date().toISOString().slice(0, 10);
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${list}-${day}.csv"`,
      'cache-control': 'no-store',
    });
    try {
      // The byte-order mark lets spreadsheet programs read UTF-8 (Arabic names) correctly.
      await write(CSV_BOM + csvLine(query.columns.map(([name]) => name)));
      for (let at = 0; at < ids.length && !aborted(); at += PAGE_ROWS) {
        const page = ids.slice(at, at + PAGE_ROWS);
        const { rows } = await db.query(query.rowsByIdSql, [page]);
        const byId = new Map(rows.map((row) => [row.id as string, row]));
        const cells: string[][] = [];
        for (const id of page) {
          const row = byId.get(id);
          // Deleted since the export started: left out, as if the export had run a moment later.
          if (row) cells.push(query.columns.map(([name, f]) => exportCell(row[name], f)));
        }
        await write(csvLines(cells));
      }
    } catch (error) {
      // Once rows are streaming the status is sent: cut the download so it cannot pass for complete.
      count('cut');
      deps.logger?.error({ err: error }, 'export cut short');
      res.destroy();
      return;
    }
    count(aborted() ? 'abandoned' : 'ok');
    res.end();
  }
}
