import type { IncomingMessage, ServerResponse } from 'node:http';
import { canAccess } from '@market/domain';
import type { Database } from '../db/index.ts';
import type { Logger } from '../log.ts';
import type { ExportGate } from './exportGate.ts';
import type { Viewer } from '../resources/store.ts';
import { CSV_BOM, cellText, csvLine, csvLines } from '../csv/writer.ts';
import {
  checkReportRequest,
  reportRowsQuery,
  type ReportCell,
  type ReportRequest,
} from '../reports/engine.ts';
import { sendJson, streamTo } from './respond.ts';

/** Rows per page (one short query each). */
const PAGE_ROWS = 1000;

/** A name starting like a formula would run in a spreadsheet (CSV injection): the shared writer escapes it. */
const csvCell = (value: ReportCell): string => cellText(value, typeof value === 'string');

type Parsed<T> = { ok: true; value: T } | { ok: false };

/** `filter` as a JSON object {field: value | [values]} (the report page's URL form) or the GraphQL list. */
function parseFilter(raw: string | null): Parsed<ReportRequest['filter']> {
  if (raw === null || raw === '') return { ok: true, value: null };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false };
  }
  const asValues = (v: unknown) => (Array.isArray(v) ? v : [v]);
  const valid = (v: unknown[]) => v.every((x) => typeof x === 'string');
  if (Array.isArray(value)) {
    const items = value as { field?: unknown; values?: unknown }[];
    if (!items.every((f) => f && typeof f.field === 'string' && Array.isArray(f.values) && valid(f.values)))
      return { ok: false };
    return { ok: true, value: items as { field: string; values: string[] }[] };
  }
  if (typeof value !== 'object' || value === null) return { ok: false };
  const entries = Object.entries(value as Record<string, unknown>).map(([field, v]) => ({
    field,
    values: asValues(v),
  }));
  if (!entries.every((e) => valid(e.values))) return { ok: false };
  return { ok: true, value: entries as { field: string; values: string[] }[] };
}

function parseSort(raw: string | null): Parsed<ReportRequest['sort']> {
  if (raw === null || raw === '') return { ok: true, value: null };
  try {
    const v = JSON.parse(raw) as { column?: unknown; direction?: unknown };
    if (typeof v !== 'object' || v === null || typeof v.column !== 'string') return { ok: false };
    if (v.direction !== undefined && v.direction !== 'ASC' && v.direction !== 'DESC') return { ok: false };
    return {
      ok: true,
      value: { column: v.column, direction: (v.direction as 'ASC' | 'DESC' | undefined) ?? 'ASC' },
    };
  } catch {
    return { ok: false };
  }
}

/**
 * GET /api/export/report?type=…&from=…&to=…&groupBy=…&filter=<json>&sort=<json> — every row of a report as
 * CSV with the report's columns (the key as header), streamed page by page (limited like list exports). Admin only (the
 * `reports` permission): 401 signed out, 403 without it, 400 VALIDATION naming the field for a bad request.
 */
export async function exportReport(
  req: IncomingMessage,
  res: ServerResponse,
  deps: { db: Database; viewer: Viewer | null; gate: ExportGate; logger?: Logger },
): Promise<void> {
  const { db, viewer } = deps;
  if (!viewer) return sendJson(res, 401, { code: 'UNAUTHENTICATED', message: 'Please sign in' });
  if (!canAccess(viewer.role, 'reports'))
    return sendJson(res, 403, { code: 'FORBIDDEN', message: 'You do not have access to this' });
  const url = new URL(req.url ?? '/', 'http://localhost');
  const p = (name: string) => url.searchParams.get(name);
  const bad = (fields: Record<string, string>) =>
    sendJson(res, 400, { code: 'VALIDATION', message: 'Some fields are not valid', fields });
  const filter = parseFilter(p('filter'));
  if (!filter.ok) return bad({ filter: 'Must be a JSON object of field → values' });
  const sort = parseSort(p('sort'));
  if (!sort.ok) return bad({ sort: 'Must be a JSON object {column, direction}' });
  let checked: ReturnType<typeof checkReportRequest>;
  try {
    checked = checkReportRequest({
      type: p('type') ?? '',
      range: { from: p('from') ?? '', to: p('to') ?? '' },
      groupBy: p('groupBy') || null,
      filter: filter.value,
      sort: sort.value,
      first: 1,
    });
  } catch (error) {
    const fields = (error as { extensions?: { fields?: Record<string, string> } }).extensions?.fields;
    // The query string names the range's ends `from` and `to`.
    if (fields)
      return bad(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^range\./, ''), v])));
    throw error;
  }
  const query = reportRowsQuery(checked);

  const release = deps.gate.admit(res, viewer.id);
  if (!release) return;
  try {
    await stream();
  } finally {
    release();
  }

  // Page by page (limit/offset over the report's total order; each page is a short query on the rollups):
  // no connection is held while the client reads, so a paused download never keeps one from GraphQL.
  async function stream(): Promise<void> {
    const { write, aborted } = streamTo(res, deps.gate.limits.stallMs);
    const name = `${checked.sql.description.type}-${checked.range.from}-${checked.range.to}.csv`;
    const n = query.params.length;
    const pageSql = `select * from (${query.sql}) r limit $${n + 1} offset $${n + 2}`;
    try {
      let rows = (await db.query(pageSql, [...query.params, PAGE_ROWS, 0])).rows;
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      });
      // The byte-order mark lets spreadsheet programs read UTF-8 (Arabic names) correctly.
      await write(CSV_BOM + csvLine(checked.columns.map((c) => c.key)));
      for (let offset = 0; rows.length > 0 && !aborted();) {
        await write(csvLines(rows.map((row) => query.cells(row).map(csvCell))));
        if (rows.length < PAGE_ROWS || aborted()) break;
        offset += PAGE_ROWS;
        rows = (await db.query(pageSql, [...query.params, PAGE_ROWS, offset])).rows;
      }
    } catch (error) {
      // Once rows are streaming the status is sent: cut the download so it cannot pass for complete.
      if (res.headersSent) {
        deps.logger?.error({ err: error }, 'report export cut short');
        res.destroy();
        return;
      }
      throw error;
    }
    res.end();
  }
}
