import {
  formatReportDay,
  parseReportDay,
  RETURN_STATUSES,
  reportColumns,
  reportRangeErrors,
  type ReportColumnDescription,
  type ReportGrouping,
  type ReportRange,
} from '@market/domain';
import type { Queryable, SqlParam } from '../db/index.ts';
import { validationError } from '../resources/errors.ts';
import type { ReportFilterSql, ReportSql, Rollup, RollupSource } from './spec.ts';
import { reportSql } from './types/index.ts';

export const REPORT_PAGE_DEFAULT = 50;
export const REPORT_PAGE_MAX = 200;
/** Values one filter may list. */
const FILTER_VALUES_MAX = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReportRequest {
  type: string;
  range: ReportRange;
  groupBy?: string | null;
  filter?: readonly { field: string; values: readonly string[] }[] | null;
  sort?: { column: string; direction?: 'ASC' | 'DESC' | null } | null;
  first?: number | null;
  after?: string | null;
}

/** A request checked against its report's description: every name known, every value of the right form. */
export interface CheckedReport {
  sql: ReportSql;
  range: ReportRange;
  groupBy: ReportGrouping | null;
  columns: ReportColumnDescription[];
  filters: (ReportFilterSql & { key: string; values: string[] })[];
  sort: { column: string; direction: 'ASC' | 'DESC' };
  first: number;
  offset: number;
}

export type ReportCell = string | number | null;

export interface ReportAnswer {
  columns: ReportColumnDescription[];
  rows: ReportCell[][];
  /** One totals row per currency (one row when the report has no money). */
  totals: ReportCell[][];
  totalCount: number;
  offset: number;
  hasNextPage: boolean;
}

export const encodeReportCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

function decodeCursor(after: string): number | null {
  const m = /^offset:(\d{1,9})$/.exec(Buffer.from(after, 'base64url').toString());
  return m ? Number(m[1]) : null;
}

/** Checks a request; throws VALIDATION naming each bad field (`type`, `range.to`, `filter.storeId`, …). */
export function checkReportRequest(request: ReportRequest): CheckedReport {
  const sql = reportSql(request.type);
  if (!sql) throw validationError({ type: `Unknown report type: ${request.type}` });
  const { description } = sql;
  const fields: Record<string, string> = { ...reportRangeErrors(request.range) };

  let groupBy: ReportGrouping | null = description.groupings[0] ?? null;
  if (request.groupBy != null) {
    const wanted = description.groupings.find((g) => g === request.groupBy);
    if (wanted) groupBy = wanted;
    else
      fields.groupBy =
        description.groupings.length > 0
          ? `Must be one of: ${description.groupings.join(', ')}`
          : 'This report has no groupings';
  }

  const filters: CheckedReport['filters'] = [];
  for (const f of request.filter ?? []) {
    const name = `filter.${f.field}`;
    const known = description.filters.find((d) => d.key === f.field);
    const target = sql.filters[f.field];
    if (!known || !target) {
      fields[name] =
        `Unknown filter; this report filters by: ${description.filters.map((d) => d.key).join(', ') || 'nothing'}`;
      continue;
    }
    const values = [...new Set(f.values)];
    if (values.length === 0 || values.length > FILTER_VALUES_MAX)
      fields[name] = `Give 1 to ${FILTER_VALUES_MAX} values`;
    else if (target.type === 'uuid' && values.some((v) => !UUID.test(v))) fields[name] = 'Must be ids';
    else if (
      known.kind === 'returnStatus' &&
      values.some((v) => !(RETURN_STATUSES as readonly string[]).includes(v))
    )
      fields[name] = `Must be among: ${RETURN_STATUSES.join(', ')}`;
    else if (values.some((v) => v.length === 0 || v.length > 100))
      fields[name] = 'Values must be 1 to 100 characters';
    else filters.push({ ...target, key: f.field, values });
  }

  const columns = reportColumns(description, groupBy);
  let sort = { column: description.defaultSort.key, direction: description.defaultSort.direction };
  if (request.sort) {
    if (!columns.some((c) => c.key === request.sort!.column))
      fields['sort.column'] = `Must be one of: ${columns.map((c) => c.key).join(', ')}`;
    else sort = { column: request.sort.column, direction: request.sort.direction ?? 'ASC' };
  }
  const first = request.first ?? REPORT_PAGE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > REPORT_PAGE_MAX)
    fields.first = `Must be between 1 and ${REPORT_PAGE_MAX}`;
  let offset = 0;
  if (request.after != null) {
    const decoded = decodeCursor(request.after);
    if (decoded === null) fields.after = 'Not a cursor of this report';
    else offset = decoded;
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return { sql, range: request.range, groupBy, columns, filters, sort, first, offset };
}

/**
 * The dashboard's day rollups and sales-shipping's hold the sealed days only (migrations 027, 029, 030); their
 * open days are rollup_orders' rows of those days (with its buffer, 028) summed to their keys, read with the
 * seal's date in the same statement.
 */
const OPEN_DAYS: Partial<Record<Rollup, { keys: string; measures: string[] }>> = {
  order_days: {
    keys: 'currency_code, status, payment_status, payment_method_id',
    measures: ['orders', 'grand_total', 'items', 'subtotal', 'discount', 'delivery_charges'],
  },
  store_days: { keys: 'store_id, currency_code', measures: ['orders'] },
  delivery_days: { keys: 'delivery_method_id, currency_code', measures: ['orders', 'delivery_charges'] },
};

/**
 * The three day rollups that writes to open days buffer (migration 028) are read through views that add the
 * buffered rows: a key may then come more than once, and every reader sums.
 */
const BUFFERED: ReadonlySet<Rollup> = new Set<Rollup>(['orders', 'customer_orders', 'order_products']);
/** Rollups with month and year rows but no day rows of their own: their days are another rollup's rows. */
const DAYS_FROM: Partial<Record<Rollup, Rollup>> = { customer_totals: 'customer_orders' };
const dayRows = (rollup: Rollup) => {
  const name = DAYS_FROM[rollup] ?? rollup;
  return BUFFERED.has(name) ? `rollup_${name}_live` : `rollup_${name}`;
};

export const rollupTables: RollupSource = (name: Rollup) => {
  // Stores that sold, per day (029): on open days, the stores whose rollup_orders rows of the day add up to
  // orders.
  if (name === 'active_store_days')
    return `(select day, currency_code, stores from rollup_active_store_days
        where day < (select before from rollup_seal)
      union all select day, currency_code, count(*)::int as stores from (
        select day, currency_code, store_id from ${dayRows('orders')} where day >= (select before from rollup_seal)
        group by day, currency_code, store_id having sum(orders) <> 0) s group by day, currency_code)`;
  const open = OPEN_DAYS[name];
  if (!open) return dayRows(name);
  return `(select day, ${open.keys}, ${open.measures.join(', ')} from rollup_${name}
        where day < (select before from rollup_seal)
      union all select day, ${open.keys}, ${open.measures.map((m) => `sum(${m})::bigint as ${m}`).join(', ')}
        from ${dayRows('orders')} where day >= (select before from rollup_seal) group by day, ${open.keys})`;
};
export const baseViews: RollupSource = (name: Rollup) => `base_rollup_${name}`;

/** The rollups with a month-grain copy (migration 022): the key columns and the measures both grains share. */
const MONTH_ROLLUPS: Partial<Record<Rollup, { keys: string; measures: string[] }>> = {
  orders: {
    keys: 'store_id, merchant_id, status, delivery_method_id, currency_code',
    measures: ['orders', 'items', 'subtotal', 'discount', 'delivery_charges', 'grand_total'],
  },
  order_products: {
    keys: 'product_id, store_id, status, currency_code',
    measures: ['lines', 'qty', 'total'],
  },
  customer_orders: {
    keys: 'customer_id, status, currency_code',
    measures: ['orders', 'items', 'grand_total'],
  },
  // Migration 031: customer_orders' month and year rows with the status added up.
  customer_totals: {
    keys: 'customer_id, currency_code',
    measures: ['orders', 'items', 'grand_total'],
  },
};

/** The rollups that also have a year-grain copy (migration 024), with the month copy's keys and measures. */
const YEAR_ROLLUPS: ReadonlySet<Rollup> = new Set<Rollup>([
  'order_products',
  'customer_orders',
  'customer_totals',
]);

const DAY_MS = 86_400_000;
// Days here come from a checked range, so they parse.
const dayAt = (day: string, days: number) => formatReportDay(parseReportDay(day)! + days * DAY_MS);
const daysFrom = (a: string, b: string) => (parseReportDay(b)! - parseReportDay(a)!) / DAY_MS + 1;
/** The first day of the month `months` after the one `day` (YYYY-MM-DD) falls in. */
const monthStart = (day: string, months = 0) => {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/** How a range is read when month rows may stand for days: which rows are added, which subtracted. */
export interface MonthPlan {
  /** Month rows of these months (first days, both ends included), counted on day `max(month, from)`. */
  months: { first: string; last: string } | null;
  /** Day rows added: these spans of days (both ends included). */
  days: { from: string; to: string }[];
  /** Day rows subtracted (days of a month read whole that lie outside the range), counted on `day`. */
  minus: { from: string; to: string; day: string }[];
}

/**
 * Plans a range month by month (days are already days in the marketplace's time zone, so calendar arithmetic
 * on them is exact): a month the range covers is read as its month row; a partly covered month is read as its
 * days in the range, or — when fewer days lie outside — as its month row minus the days outside the range (a
 * range ending today subtracts days that have no rows yet). Null when no month row is worth reading.
 */
export function monthPlan(range: ReportRange): MonthPlan | null {
  const plan: MonthPlan = { months: null, days: [], minus: [] };
  for (let month = monthStart(range.from); month <= range.to; month = monthStart(month, 1)) {
    const last = dayAt(monthStart(month, 1), -1);
    const from = range.from > month ? range.from : month;
    const to = range.to < last ? range.to : last;
    const inside = daysFrom(from, to);
    if (inside * 2 <= daysFrom(month, last) && inside < daysFrom(month, last)) {
      plan.days.push({ from, to });
      continue;
    }
    plan.months = { first: plan.months?.first ?? month, last: month };
    if (from > month) plan.minus.push({ from: month, to: dayAt(from, -1), day: from });
    if (to < last) plan.minus.push({ from: dayAt(to, 1), to: last, day: from });
  }
  return plan.months ? plan : null;
}

/**
 * One part of how a range is read: the rows of one grain (`day` rows, `month` rows on their months' first days,
 * `year` rows on 1 January) with `day` between `from` and `to`, added (`sign` 1) or subtracted (−1), each
 * counted on `on`: its own day (null), the later of its day and a day (`{ atLeast }`), or a fixed day.
 */
export interface ReadTerm {
  grain: 'day' | 'month' | 'year';
  from: string;
  to: string;
  sign: 1 | -1;
  on: null | string | { atLeast: string };
}

/** `monthPlan` as terms: month rows counted on a day of the range, days added and days subtracted. */
function monthTerms(span: ReportRange): ReadTerm[] {
  const plan = monthPlan(span);
  if (!plan?.months) return [{ grain: 'day', from: span.from, to: span.to, sign: 1, on: null }];
  return [
    { grain: 'month', from: plan.months.first, to: plan.months.last, sign: 1, on: { atLeast: span.from } },
    ...plan.days.map((p) => ({ grain: 'day' as const, ...p, sign: 1 as const, on: null })),
    ...plan.minus.map((p) => ({
      grain: 'day' as const,
      from: p.from,
      to: p.to,
      sign: -1 as const,
      on: p.day,
    })),
  ];
}

/** Roughly how many rows terms read, in months' worth: a year's rows about two months', days by the day. */
function termsCost(terms: ReadTerm[]): number {
  return terms.reduce((sum, t) => {
    if (t.grain === 'year') return sum + 2;
    if (t.grain === 'month') return sum + Math.round(daysFrom(t.from, t.to) / 30.4) + 1;
    return sum + daysFrom(t.from, t.to) / 30;
  }, 0);
}

/**
 * Plans a range year by year: a calendar year is read as its year row minus the months and days of that year
 * outside the range (themselves planned month by month, with the signs turned round) when that reads less
 * than its part of the range month by month (`monthTerms`); every term of a year read whole is counted on the
 * year's first day in the range, so year periods and the range condition hold. Null when no year row is
 * worth reading. A range ending today subtracts months and days that have no rows yet.
 */
export function yearTerms(range: ReportRange): ReadTerm[] | null {
  const terms: ReadTerm[] = [];
  let years = false;
  for (let y = Number(range.from.slice(0, 4)); y <= Number(range.to.slice(0, 4)); y++) {
    const first = `${String(y).padStart(4, '0')}-01-01`;
    const last = `${String(y).padStart(4, '0')}-12-31`;
    const inside = { from: range.from > first ? range.from : first, to: range.to < last ? range.to : last };
    const asMonths = monthTerms(inside);
    const outside = [
      inside.from > first ? { from: first, to: dayAt(inside.from, -1) } : null,
      inside.to < last ? { from: dayAt(inside.to, 1), to: last } : null,
    ].filter((o) => o !== null);
    const asYear: ReadTerm[] = [
      { grain: 'year', from: first, to: first, sign: 1, on: inside.from },
      ...outside.flatMap((o) =>
        monthTerms(o).map((t) => ({
          ...t,
          sign: t.sign === 1 ? (-1 as const) : (1 as const),
          on: inside.from,
        })),
      ),
    ];
    if (termsCost(asYear) < termsCost(asMonths)) {
      terms.push(...asYear);
      years = true;
    } else terms.push(...asMonths);
  }
  return years ? terms : null;
}

/**
 * Where a report reads its rollups: the day tables, except that a report not grouped by day or week reads
 * month rows where `monthPlan` says so, and one grouped by year or not at all reads year rows where
 * `yearTerms` says so (same keys and measures; each row is counted on a day inside the range and in its
 * month — its year for year rows — so month and year periods and the range condition hold). Days are inlined
 * as date literals made here from the checked range.
 */
export function rollupSourceFor(report: Pick<CheckedReport, 'range' | 'groupBy'>): RollupSource {
  if (report.groupBy === 'day' || report.groupBy === 'week') return rollupTables;
  const byMonth = monthPlan(report.range) ? monthTerms(report.range) : null;
  const byYear = report.groupBy === 'month' ? null : yearTerms(report.range);
  if (!byMonth && !byYear) return rollupTables;
  const d = (day: string) => `'${day}'::date`;
  return (name) => {
    const grain = MONTH_ROLLUPS[name];
    const terms = grain && byYear && YEAR_ROLLUPS.has(name) ? byYear : grain ? byMonth : null;
    if (!grain || !terms) return rollupTables(name);
    const measures = grain.measures.join(', ');
    const negated = grain.measures.map((m) => `-${m} as ${m}`).join(', ');
    return `(${terms
      .flatMap((t) => {
        const on =
          t.on === null ? 'day' : typeof t.on === 'string' ? d(t.on) : `greatest(day, ${d(t.on.atLeast)})`;
        const values = t.sign === 1 ? measures : negated;
        if (t.grain === 'day')
          return `select ${on} as day, ${grain.keys}, ${values} from ${dayRows(name)}
        where day between ${d(t.from)} and ${d(t.to)}`;
        // Month and year rows hold the sealed days only (migration 027); the open days of their periods come
        // from the day rows, counted where the period's row is, with the date read in the same statement.
        const last = t.grain === 'month' ? dayAt(monthStart(t.to, 1), -1) : `${t.to.slice(0, 4)}-12-31`;
        // Truncated as a timestamp without time zone: the same day, without a time zone lookup per row.
        const period = `date_trunc('${t.grain}', day::timestamp)::date`;
        const openOn =
          t.on === null
            ? period
            : typeof t.on === 'string'
              ? d(t.on)
              : `greatest(${period}, ${d(t.on.atLeast)})`;
        return [
          `select ${on} as day, ${grain.keys}, ${values} from rollup_${name}_${t.grain}
        where day between ${d(t.from)} and ${d(t.to)}`,
          `select ${openOn} as day, ${grain.keys}, ${values} from ${dayRows(name)}
        where day between greatest(${d(t.from)}, (select before from rollup_seal)) and ${d(last)}`,
        ];
      })
      .join('\n      union all ')})`;
  };
}

const q = (key: string) => `"${key}"`;

/**
 * The report's grouped rows as SQL (`g`, derived measures included), with its sort order and parameters.
 * With `namesOnPage`, the grouped rows carry no looked-up names (`labels`) but their plain keys as `k:<key>`
 * columns, so that names can be looked up for one page only (`pageQuery`).
 */
function groupedQuery(report: CheckedReport, t: RollupSource, namesOnPage = false) {
  const { sql: spec, groupBy } = report;
  const params: SqlParam[] = [report.range.from, report.range.to];
  const bind = (text: string) => text.replace(/:from\b/g, '$1::date').replace(/:to\b/g, '$2::date');
  const keyList = Object.entries({ ...spec.keys(groupBy), ...spec.groupOnly });
  const labels = Object.entries(spec.labels?.(groupBy) ?? {});
  const where = [bind(spec.dayWhere ?? 'r.day between :from and :to')];
  if (spec.where) where.push(spec.where);
  for (const f of report.filters) {
    params.push(f.values);
    const values = `$${params.length}::${f.type}[]`;
    where.push(f.sql ? f.sql(values) : `${f.column} = any(${values})`);
  }
  const sums = Object.entries(spec.sums);
  const derived = Object.entries(spec.derived ?? {});
  const hasCurrency = keyList.some(([k]) => k === 'currency');
  const periods = new Set(report.columns.filter((c) => c.kind === 'period').map((c) => c.key));
  // Grouped on the plain key columns first; keys become text and names are looked up afterwards.
  const inner = `select ${[...keyList.map(([k, e]) => `${e} as ${q(k)}`), ...sums.map(([k, e]) => `${bind(e)} as ${q(k)}`)].join(', ')}
    from ${bind(spec.from(t, groupBy, new Set(report.filters.map((f) => f.key))))}
    where ${where.join(' and ')}
    group by ${keyList.map(([, e]) => e).join(', ')}
    having ${bind(spec.nonEmpty)}`;
  const keyColumns = keyList.map(([k]) =>
    periods.has(k) ? `to_char(k.${q(k)}, 'YYYY-MM-DD') as ${q(k)}` : `k.${q(k)}::text as ${q(k)}`,
  );
  const grouped = namesOnPage
    ? `select ${[...keyColumns, ...keyList.map(([k]) => `k.${q(k)} as ${q(`k:${k}`)}`), ...sums.map(([k]) => `k.${q(k)}`)].join(', ')}
    from (${inner}) k`
    : `select ${[...keyColumns, ...labels.map(([k, e]) => `${e} as ${q(k)}`), ...sums.map(([k]) => `k.${q(k)}`)].join(', ')}
    from (${inner}) k ${spec.join?.(groupBy) ?? ''}`;
  const withDerived = (from: string) =>
    `select *${derived.map(([k, e]) => `, ${e} as ${q(k)}`).join('')} from ${from}`;
  // The keys tell every row apart: names after them never decide the order.
  const orderOf = (row = '') =>
    [
      `${row}${q(report.sort.column)} ${report.sort.direction} nulls last`,
      ...[...keyList, ...(namesOnPage ? [] : labels)].map(([k]) => `${row}${q(k)} asc nulls first`),
    ].join(', ');
  return { params, grouped, withDerived, sums, hasCurrency, order: orderOf(), orderOf, keyList, labels };
}

/**
 * Whether names can be looked up for the requested page only: the report's joins keep every grouped row
 * (`labelsKeepRows`) and it is not sorted by a name. A per-customer report over a year has thousands of
 * grouped rows, and looking each one's name up cost more than grouping them.
 */
function namesOnPage(report: CheckedReport, options: ReportQueryOptions) {
  const labels = report.sql.labels?.(report.groupBy) ?? {};
  return !options.namesOnEveryRow && report.sql.labelsKeepRows === true && !(report.sort.column in labels);
}

export interface ReportQueryOptions {
  /** Look names up for every grouped row before paging, even where the page alone would do (for checks). */
  namesOnEveryRow?: boolean;
}

/** The report's SQL: one page of grouped rows (`g`), their count and their totals per currency (`t`). */
export function reportQuery(
  report: CheckedReport,
  t: RollupSource,
  options: ReportQueryOptions = {},
): { sql: string; params: SqlParam[] } {
  const paged = namesOnPage(report, options);
  const { params, grouped, withDerived, sums, hasCurrency, order, orderOf, keyList, labels } = groupedQuery(
    report,
    t,
    paged,
  );
  // Without derived measures the grouped rows are `g` itself: a `g` that only restated them was a second
  // copy of every grouped row (5,000 for customer-orders), written and read once more.
  const hasDerived = Object.keys(report.sql.derived ?? {}).length > 0;
  const groupedName = hasDerived ? 'g0' : 'g';
  const totals0 = `select ${[
    hasCurrency ? q('currency') : null,
    ...sums.map(([k]) => `sum(${q(k)}) as ${q(k)}`),
  ]
    .filter(Boolean)
    .join(', ')} from ${groupedName} ${hasCurrency ? `group by ${q('currency')}` : ''} having count(*) > 0`;
  params.push(report.first + 1, report.offset);
  const limit = `$${params.length - 1}`;
  const offset = `$${params.length}`;
  const page = `select * from g order by ${order} limit ${limit} offset ${offset}`;
  // Names for the page's rows only: the join sees the plain keys (`k`) it sees otherwise.
  const label = new Map(labels);
  const rows = paged
    ? `select ${report.columns.map((c) => (label.has(c.key) ? `${label.get(c.key)} as ${q(c.key)}` : `onpage.${q(c.key)}`)).join(', ')}
        from (${page}) onpage
        cross join lateral (select ${keyList.map(([k]) => `onpage.${q(`k:${k}`)} as ${q(k)}`).join(', ')}) k
        ${report.sql.join?.(report.groupBy) ?? ''}
        order by ${orderOf('onpage.')}`
    : page;
  return {
    sql: `with ${hasDerived ? `g0 as (${grouped}), g as (${withDerived('g0')})` : `g as (${grouped})`},
      t as (${withDerived(`(${totals0}) t0`)})
      select (select count(*)::int from g) as count,
             (select coalesce(json_agg(p), '[]') from (${rows}) p) as rows,
             (select coalesce(json_agg(x), '[]') from (select * from t ${hasCurrency ? `order by ${q('currency')}` : ''}) x) as totals`,
    params,
  };
}

/** Every row of the report in its sort order (the CSV export streams it through a cursor). */
export function reportRowsQuery(report: CheckedReport, t: RollupSource = rollupSourceFor(report)) {
  const { params, grouped, withDerived, order } = groupedQuery(report, t);
  return {
    sql: `with g0 as (${grouped}) select * from (${withDerived('g0')}) g order by ${order}`,
    params,
    cells: (row: Record<string, unknown>) => report.columns.map((c) => cell(c, row[c.key])),
  };
}

function cell(column: ReportColumnDescription, value: unknown): ReportCell {
  if (value === null || value === undefined) return null;
  if (
    column.kind === 'percent' ||
    column.kind === 'count' ||
    column.kind === 'money' ||
    column.kind === 'points'
  )
    return Number(value);
  return String(value);
}

/** Answers a checked report from the rollups (or, for checks, from the base tables). */
export async function runReport(
  db: Queryable,
  report: CheckedReport,
  t: RollupSource = rollupSourceFor(report),
  options: ReportQueryOptions = {},
): Promise<ReportAnswer> {
  const { sql, params } = reportQuery(report, t, options);
  const row = (await db.query<{ count: number; rows: unknown; totals: unknown }>(sql, params)).rows[0]!;
  const parse = (v: unknown) =>
    (typeof v === 'string' ? (JSON.parse(v) as unknown) : v) as Record<string, unknown>[];
  const toCells = (r: Record<string, unknown>) => report.columns.map((c) => cell(c, r[c.key]));
  const rows = parse(row.rows).map(toCells);
  const hasNextPage = rows.length > report.first;
  return {
    columns: report.columns,
    rows: hasNextPage ? rows.slice(0, report.first) : rows,
    totals: parse(row.totals).map(toCells),
    totalCount: Number(row.count),
    offset: report.offset,
    hasNextPage,
  };
}
