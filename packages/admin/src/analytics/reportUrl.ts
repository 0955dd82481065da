// Everything a report page shows is in its address, so a link shares it and Back returns to it:
// `/reports?type=sales-orders&range=last-30-days&groupBy=month&status=delivered&sort=orders&dir=asc&page=2`.
// Filters use their description's key as the parameter (several values comma-separated); parameters a
// report does not know (e.g. the shell's `locale`) are left alone.
import {
  reportDescription,
  type ReportDescription,
  type ReportGrouping,
  type ReportRange,
} from '@market/domain';
import { readRange, writeRange, type RangeChoice } from './range.ts';

export const REPORT_PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_REPORT_PAGE_SIZE = 50;

export interface ReportSort {
  key: string;
  direction: 'ASC' | 'DESC';
}

export interface ReportState {
  report: ReportDescription;
  choice: RangeChoice;
  range: ReportRange;
  /** One of the report's groupings, or null for a report without any. */
  groupBy: ReportGrouping | null;
  /** Filter key → the values it lets through (only the report's own filters). */
  filters: Record<string, string[]>;
  /** Null: the report's default order. */
  sort: ReportSort | null;
  page: number;
  pageSize: number;
}

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The report an address asks for, or null when `type` names none. Unknown values fall back to defaults. */
export function readReportState(params: URLSearchParams, today: string): ReportState | null {
  const report = reportDescription(params.get('type') ?? '');
  if (!report) return null;
  const { choice, range } = readRange(params, today);
  const asked = params.get('groupBy');
  const groupBy =
    report.groupings.find((g) => g === asked) ?? (report.groupings.length > 0 ? report.groupings[0]! : null);
  const filters: Record<string, string[]> = {};
  for (const filter of report.filters) {
    const values = (params.get(filter.key) ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '');
    if (values.length > 0) filters[filter.key] = values;
  }
  const sortKey = params.get('sort');
  const sort: ReportSort | null =
    sortKey && report.columns.some((c) => c.key === sortKey)
      ? { key: sortKey, direction: params.get('dir') === 'asc' ? 'ASC' : 'DESC' }
      : null;
  const sizeAsked = positive(params.get('pageSize'), DEFAULT_REPORT_PAGE_SIZE);
  const pageSize = (REPORT_PAGE_SIZES as readonly number[]).includes(sizeAsked)
    ? sizeAsked
    : DEFAULT_REPORT_PAGE_SIZE;
  return { report, choice, range, groupBy, filters, sort, page: positive(params.get('page'), 1), pageSize };
}

/**
 * The address parameters of a report state, starting from `base` (whose other parameters stay). Defaults
 * are left out, so the menu's `?type=sales-orders` and the page's first address are the same.
 */
export function writeReportState(state: ReportState, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  params.set('type', state.report.type);
  writeRange(params, state);
  for (const key of ['groupBy', 'sort', 'dir', 'page', 'pageSize']) params.delete(key);
  for (const filter of state.report.filters) params.delete(filter.key);
  if (state.groupBy !== null && state.groupBy !== state.report.groupings[0])
    params.set('groupBy', state.groupBy);
  for (const filter of state.report.filters) {
    const values = state.filters[filter.key];
    if (values && values.length > 0) params.set(filter.key, values.join(','));
  }
  if (state.sort) {
    params.set('sort', state.sort.key);
    params.set('dir', state.sort.direction === 'ASC' ? 'asc' : 'desc');
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_REPORT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/** The report's GraphQL variables for a state (the CSV export sends the same query). */
export function reportVariables(state: ReportState) {
  const filter = Object.entries(state.filters).map(([field, values]) => ({ field, values }));
  return {
    type: state.report.type,
    range: state.range,
    groupBy: state.groupBy,
    filter: filter.length > 0 ? filter : null,
    sort: state.sort ? { column: state.sort.key, direction: state.sort.direction } : null,
    first: state.pageSize,
    after: state.page > 1 ? offsetCursor((state.page - 1) * state.pageSize) : null,
  };
}

/**
 * The server's report cursors are opaque to clients in general, but a report page jumps to page N: the
 * cursor after row `offset` is `offset:<n>` in base64url (packages/api/src/reports/engine.ts).
 */
export function offsetCursor(offset: number): string {
  return btoa(`offset:${offset}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The address of a report over a range (the dashboard's charts link to theirs). */
export function reportLink(type: string, range: ReportRange, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ type, from: range.from, to: range.to, ...extra });
  return `/reports?${params.toString()}`;
}

/**
 * The CSV export's address: the report's query, without paging, in the server's form
 * (`filter` and `sort` as JSON, as `GET /api/export/report` reads them).
 */
export function reportExportUrl(state: ReportState): string {
  const params = new URLSearchParams({ type: state.report.type, from: state.range.from, to: state.range.to });
  if (state.groupBy) params.set('groupBy', state.groupBy);
  if (Object.keys(state.filters).length > 0) params.set('filter', JSON.stringify(state.filters));
  if (state.sort)
    params.set('sort', JSON.stringify({ column: state.sort.key, direction: state.sort.direction }));
  return `/api/export/report?${params.toString()}`;
}
