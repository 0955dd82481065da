// A report answer as the page shows it: rows keyed by column, each cell read by its column's kind, and
// the chart the description calls for. Pure, so the page and its tests share it.
import type { ReportColumnKind, ReportGrouping } from '@market/domain';
import { currencyDecimals } from '@market/ui';
import { formatMoney, formatNumber } from '../i18n/format.ts';

export interface AnswerColumn {
  key: string;
  kind: ReportColumnKind;
  entity?: string | null;
  currencyKey?: string | null;
  measure?: string | null;
}

export type Cell = string | number | null;
export type KeyedRow = Record<string, Cell>;

/** Rows of cells in column order → rows keyed by column key. */
export function keyRows(columns: readonly AnswerColumn[], rows: readonly { cells: readonly Cell[] }[]) {
  return rows.map((row) => {
    const keyed: KeyedRow = {};
    columns.forEach((column, i) => (keyed[column.key] = row.cells[i] ?? null));
    return keyed;
  });
}

/** Id columns only serve links and filters: the table shows the name beside them instead. */
export const shownColumns = (columns: readonly AnswerColumn[]) => columns.filter((c) => c.kind !== 'id');

export const isMeasure = (column: AnswerColumn) =>
  column.kind === 'count' || column.kind === 'money' || column.kind === 'percent' || column.kind === 'points';

/** A cell as text in `locale`: money from minor units with its currency's decimal places. */
export function formatCell(
  column: AnswerColumn,
  row: KeyedRow,
  locale: string,
  groupBy: ReportGrouping | null,
) {
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'money': {
      const currency = String(row[column.currencyKey ?? 'currency'] ?? '');
      if (!/^[A-Z]{3}$/.test(currency)) return formatNumber(Number(value), locale);
      return formatMoney(Number(value), currency, locale, currencyDecimals(currency));
    }
    case 'count':
    case 'points':
      return formatNumber(Number(value), locale, 0);
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
        Number(value),
      );
    case 'period':
      return formatPeriod(String(value), groupBy, locale);
    default:
      return String(value);
  }
}

/** A period's first day as the grouping reads: a day, "Week of …", a month, a year. */
export function formatPeriod(day: string, groupBy: ReportGrouping | null, locale: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  const options: Intl.DateTimeFormatOptions =
    groupBy === 'year'
      ? { year: 'numeric', timeZone: 'UTC' }
      : groupBy === 'month'
        ? { year: 'numeric', month: 'long', timeZone: 'UTC' }
        : { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(at);
}

export interface ChartPlan {
  /** `time`: per-period rows over time; `bar`: the top rows of a per-entity report. */
  shape: 'time' | 'bar';
  /** A count (or points) measure on the primary axis, and a money measure on the secondary one. */
  count: AnswerColumn | null;
  money: AnswerColumn | null;
  /** The column that names a bar (per-entity reports). */
  name: AnswerColumn | null;
}

/**
 * Which figures a report's chart draws: over time when rows are per period, else a bar of its rows by
 * the measure it sorts by (or its first). One count beside the last money sum (grand total, refunded…).
 */
export function chartPlan(columns: readonly AnswerColumn[], sortKey: string): ChartPlan {
  const period = columns.some((c) => c.kind === 'period');
  const measures = columns.filter(isMeasure);
  if (period) {
    const count = measures.find((c) => c.kind === 'count' || c.kind === 'points') ?? null;
    const moneySums = measures.filter((c) => c.kind === 'money' && c.measure === 'sum');
    return { shape: 'time', count, money: moneySums[moneySums.length - 1] ?? null, name: null };
  }
  const sorted = measures.find((c) => c.key === sortKey);
  const measure = sorted ?? measures[0] ?? null;
  // The name beside the entity's id (the store's after its merchant's when grouped by store).
  const lastId = columns.map((c) => c.kind).lastIndexOf('id');
  const name =
    columns.slice(lastId + 1).find((c) => c.kind === 'text') ?? columns.find((c) => c.kind === 'text');
  return {
    shape: 'bar',
    count: measure && measure.kind !== 'money' ? measure : null,
    money: measure && measure.kind === 'money' ? measure : null,
    name: name ?? null,
  };
}

/** The currency a chart draws in: money is never added across currencies, so one is picked (the first). */
export function chartCurrency(rows: readonly KeyedRow[]): string | null {
  const found = rows.find((r) => typeof r.currency === 'string' && r.currency !== '');
  return found ? String(found.currency) : null;
}

/** Per-period rows of one currency summed per period (a period may have a row per delivery method…). */
export function timePoints(rows: readonly KeyedRow[], plan: ChartPlan, currency: string | null) {
  const byDay = new Map<string, Record<string, number>>();
  for (const row of rows) {
    if (currency !== null && row.currency !== undefined && row.currency !== currency) continue;
    const day = String(row.period ?? '');
    if (!day) continue;
    const values = byDay.get(day) ?? {};
    for (const column of [plan.count, plan.money]) {
      if (column) values[column.key] = (values[column.key] ?? 0) + Number(row[column.key] ?? 0);
    }
    byDay.set(day, values);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, values]) => ({ date, values }));
}
