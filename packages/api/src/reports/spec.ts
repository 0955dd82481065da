import type { ReportDescription, ReportGrouping } from '@market/domain';

/** The rollup tables; each has a `base_rollup_*` view that computes the same rows from the base tables. */
export type Rollup =
  | 'orders'
  | 'order_products'
  | 'customer_orders'
  | 'returns'
  | 'product_returns'
  | 'coupons'
  | 'signups'
  | 'wallet'
  | 'reward_points';

/** `rollup_<name>` when answering, `base_rollup_<name>` when checking against the base tables. */
export type RollupSource = (name: Rollup) => string;

/**
 * How a report is answered in SQL. Placeholders `:from` and `:to` are the range's first and last day
 * (dates); the source's rows are called `r` and carry a `day` column unless `dayWhere` says otherwise.
 */
export interface ReportSql {
  description: ReportDescription;
  /** FROM … (joins included) over the rollups. */
  from(t: RollupSource, groupBy: ReportGrouping | null): string;
  /** Which source rows the range takes; default `r.day between :from and :to`. */
  dayWhere?: string;
  /** A further condition on source rows. */
  where?: string;
  /** Key columns (everything that is not a measure): column key → SQL expression; grouped by. */
  keys(groupBy: ReportGrouping | null): Record<string, string>;
  /** Measures that add up: column key → aggregate over `r`. */
  sums: Record<string, string>;
  /** Measures computed from the sums (quoted column keys), on rows and on the totals. */
  derived?: Record<string, string>;
  /** Filter key → the source column it restricts, and that column's type. */
  filters: Record<string, { column: string; type: 'text' | 'uuid' }>;
  /** A group is a row only when this holds (rollup rows can net to zero after a change). */
  nonEmpty: string;
}

/** The period a day falls in, as the period's first day. */
export const periodKey = (groupBy: ReportGrouping | null, day = 'r.day'): string =>
  `to_char(date_trunc('${groupBy ?? 'day'}', ${day}::timestamp), 'YYYY-MM-DD')`;
