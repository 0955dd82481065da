import type { ReferenceEntity } from '../permissions.ts';

/**
 * Analytics rules shared by the server (which answers them from rollup tables) and the admin (which renders
 * any report from its description): report types, groupings, column kinds, filters and range rules.
 */

/** How a column's values read: counts and money are integers (money in minor units of the row's currency). */
export const REPORT_COLUMN_KINDS = [
  'period',
  'text',
  'id',
  'currency',
  'count',
  'money',
  'percent',
  'points',
] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

/** Periods a time-based report groups by; days are days in the marketplace's time zone. */
export const REPORT_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Groupings a report may offer: a period, or one entity per row. */
export const REPORT_GROUPINGS = [...REPORT_PERIODS, 'merchant', 'store'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** The menu's sections of the Reports group. */
export const REPORT_SECTIONS = ['sales', 'merchants', 'products', 'customers'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** Entities a report row can name (id columns), beyond the searchable references. */
export type ReportEntity = ReferenceEntity | 'Product' | 'Coupon' | 'DeliveryMethod' | 'CustomerGroup';

export interface ReportColumnDescription {
  key: string;
  kind: ReportColumnKind;
  /** For `id` columns: what the id is of (the admin links to it, pickers filter by it). */
  entity?: ReportEntity;
  /** For `money` columns: the column holding the row's currency code. */
  currencyKey?: string;
  /**
   * For measures: `sum` adds up over rows (totals row, periods); `ratio` and `balance` are figures of their
   * own (a rate, a balance at the end of the range) that the totals row recomputes from its sums.
   */
  measure?: 'sum' | 'ratio' | 'balance';
  /** Shown only with these groupings (e.g. the store columns when grouped by store). */
  onlyFor?: readonly ReportGrouping[];
}

/** What a filter picks: an order status code, a return status, or records of an entity (by id). */
export type ReportFilterKind = 'orderStatus' | 'returnStatus' | 'reference';

export interface ReportFilterDescription {
  key: string;
  kind: ReportFilterKind;
  entity?: ReportEntity;
}

export interface ReportDescription {
  type: string;
  section: ReportSection;
  /** The first is the default. Rows are per period for `day`…`year`, per entity otherwise. */
  groupings: readonly ReportGrouping[];
  /** Columns of the default grouping; a grouping may lead with other key columns (see `reportColumns`). */
  columns: readonly ReportColumnDescription[];
  filters: readonly ReportFilterDescription[];
  defaultSort: { key: string; direction: 'ASC' | 'DESC' };
}

export const PERIOD_GROUPINGS: readonly ReportGrouping[] = REPORT_PERIODS;

export const periodColumn: ReportColumnDescription = { key: 'period', kind: 'period' };
export const currencyColumn: ReportColumnDescription = { key: 'currency', kind: 'currency' };
export const moneyMeasure = (key: string): ReportColumnDescription => ({
  key,
  kind: 'money',
  currencyKey: 'currency',
  measure: 'sum',
});
export const countMeasure = (key: string): ReportColumnDescription => ({
  key,
  kind: 'count',
  measure: 'sum',
});
export const idColumn = (key: string, entity: ReportEntity): ReportColumnDescription => ({
  key,
  kind: 'id',
  entity,
});
export const textColumn = (key: string): ReportColumnDescription => ({ key, kind: 'text' });
