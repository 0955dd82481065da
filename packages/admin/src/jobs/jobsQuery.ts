import type { JobsListVars } from './operations.ts';

const STATUSES = new Set(['queued', 'running', 'succeeded', 'failed', 'cancelled']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The jobs page's state in its URL: filters, page and the open job. */
export interface JobsQuery {
  type: string;
  status: string;
  who: string;
  from: string;
  to: string;
  page: number;
  job: string;
}

/** Reads the URL, dropping what is not valid (an unknown status, a malformed date, page 0). */
export function readJobsQuery(params: URLSearchParams): JobsQuery {
  const status = params.get('status') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const page = Number(params.get('page') ?? '1');
  return {
    type: params.get('type') ?? '',
    status: STATUSES.has(status) ? status : '',
    who: params.get('who') === 'me' ? 'me' : '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    job: params.get('job') ?? '',
  };
}

/**
 * The server filter: `who=me` is the viewer's own jobs; days are whole days in the viewer's time zone (from
 * the first to the last millisecond of `to`).
 */
export function jobsFilter(query: JobsQuery, viewerId?: string | null): JobsListVars['filter'] {
  const filter: NonNullable<JobsListVars['filter']> = {};
  if (query.type) filter.type = query.type;
  if (query.status) filter.status = query.status;
  if (query.who === 'me' && viewerId) filter.createdById = viewerId;
  if (query.from) filter.createdAt_gte = new Date(`${query.from}T00:00:00`).toISOString();
  if (query.to) filter.createdAt_lte = new Date(`${query.to}T23:59:59.999`).toISOString();
  return Object.keys(filter).length > 0 ? filter : null;
}
