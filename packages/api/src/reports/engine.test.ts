import { describe, expect, it } from 'vitest';
import {
  checkReportRequest,
  monthPlan,
  reportQuery,
  rollupSourceFor,
  rollupTables,
  yearTerms,
} from './engine.ts';

describe('month plan of a range (month rollups stand for days)', () => {
  it('reads a whole month as its month row', () => {
    expect(monthPlan({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      months: { first: '2026-01-01', last: '2026-01-01' },
      days: [],
      minus: [],
    });
  });

  it('reads the last 12 months up to today: a few days at the start, the current month minus the days to come', () => {
    expect(monthPlan({ from: '2025-11-28', to: '2026-11-27' })).toEqual({
      months: { first: '2025-12-01', last: '2026-11-01' },
      days: [{ from: '2025-11-28', to: '2025-11-30' }],
      minus: [{ from: '2026-11-28', to: '2026-11-30', day: '2026-11-01' }],
    });
  });

  it('reads a mostly covered month minus its days outside the range, at both ends of one month', () => {
    expect(monthPlan({ from: '2024-02-02', to: '2024-02-28' })).toEqual({
      months: { first: '2024-02-01', last: '2024-02-01' },
      days: [],
      minus: [
        { from: '2024-02-01', to: '2024-02-01', day: '2024-02-02' },
        { from: '2024-02-29', to: '2024-02-29', day: '2024-02-02' },
      ],
    });
  });

  it('reads days when no month is mostly covered', () => {
    expect(monthPlan({ from: '2026-01-10', to: '2026-01-20' })).toBeNull();
    expect(monthPlan({ from: '2026-01-20', to: '2026-02-10' })).toBeNull();
  });

  it('reads the day rollups when grouped by day or week', () => {
    const source = (groupBy: string | null) =>
      rollupSourceFor(
        checkReportRequest({
          type: 'sales-orders',
          range: { from: '2025-11-28', to: '2026-11-27' },
          groupBy,
        }),
      );
    expect(source('day')).toBe(rollupTables);
    expect(source('week')).toBe(rollupTables);
    expect(source('month')('orders')).toContain('from rollup_orders_month');
    expect(source('year')('orders')).toContain('-grand_total as grand_total');
    // Rollups without a month copy are read as they are; the three whose open days are buffered (migration
    // 028) with their buffers.
    expect(source('month')('returns')).toBe('rollup_returns');
    expect(rollupTables('customer_orders')).toBe('rollup_customer_orders_live');
    expect(rollupTables('order_products')).toBe('rollup_order_products_live');
  });

  it('adds to every month and year row it reads the open days of its period, from the day rows and their buffer', () => {
    const sql = rollupSourceFor(
      checkReportRequest({ type: 'customer-orders', range: { from: '2025-11-28', to: '2026-11-27' } }),
    )('customer_orders');
    const periodReads = sql.match(/from rollup_customer_orders_(month|year)\b/g) ?? [];
    const openDays =
      sql.match(
        /from rollup_customer_orders_live\s+where day between greatest\('[-\d]+'::date, \(select before from rollup_seal\)\) and '[-\d]+'::date/g,
      ) ?? [];
    expect(periodReads.length).toBeGreaterThan(1);
    expect(openDays).toHaveLength(periodReads.length);
    // This year's row reaches to 31 December; its open days too, counted where the row is.
    expect(sql).toMatch(
      /select '2026-01-01'::date as day, [^]*?from rollup_customer_orders_live\s+where day between greatest\('2026-01-01'::date, \(select before from rollup_seal\)\) and '2026-12-31'::date/,
    );
  });
});

describe('year terms of a range (year rollups stand for months and days)', () => {
  it("reads the last 12 months up to today as last year's days and month, and this year's row minus what is to come", () => {
    expect(yearTerms({ from: '2025-11-28', to: '2026-11-27' })).toEqual([
      { grain: 'month', from: '2025-12-01', to: '2025-12-01', sign: 1, on: { atLeast: '2025-11-28' } },
      { grain: 'day', from: '2025-11-28', to: '2025-11-30', sign: 1, on: null },
      { grain: 'year', from: '2026-01-01', to: '2026-01-01', sign: 1, on: '2026-01-01' },
      { grain: 'month', from: '2026-12-01', to: '2026-12-01', sign: -1, on: '2026-01-01' },
      { grain: 'day', from: '2026-11-28', to: '2026-11-30', sign: -1, on: '2026-01-01' },
    ]);
  });

  it("subtracts a mostly outside month as its month row less the days inside, counted on the range's first day", () => {
    expect(yearTerms({ from: '2026-01-20', to: '2026-12-31' })).toEqual([
      { grain: 'year', from: '2026-01-01', to: '2026-01-01', sign: 1, on: '2026-01-20' },
      { grain: 'month', from: '2026-01-01', to: '2026-01-01', sign: -1, on: '2026-01-20' },
      { grain: 'day', from: '2026-01-20', to: '2026-01-31', sign: 1, on: '2026-01-20' },
    ]);
  });

  it('reads no year row when each year is only half covered', () => {
    expect(yearTerms({ from: '2025-07-01', to: '2026-06-30' })).toBeNull();
  });

  it('reads year rows only for the rollups that have them, and never when grouped by month', () => {
    const source = (type: string, groupBy: string | null) =>
      rollupSourceFor(checkReportRequest({ type, range: { from: '2026-01-05', to: '2026-11-30' }, groupBy }));
    expect(source('customer-orders', null)('customer_orders')).toContain('from rollup_customer_orders_year');
    expect(source('sales-orders', 'year')('order_products')).toContain('from rollup_order_products_year');
    expect(source('sales-orders', 'year')('orders')).not.toContain('_year');
    expect(source('sales-orders', 'month')('order_products')).not.toContain('_year');
  });
});

describe('which rollup a report reads', () => {
  const sqlOf = (filter: { field: string; values: string[] }[]) => {
    const report = checkReportRequest({
      type: 'sales-orders',
      range: { from: '2025-11-28', to: '2026-11-27' },
      groupBy: 'day',
      filter,
    });
    return reportQuery(report, rollupSourceFor(report)).sql;
  };
  const store = '00000000-0000-4000-8000-000000000001';

  it('answers sales-orders from the per-day rollup (about 11 rows a day) unless a store or merchant is asked for', () => {
    // Its sealed days (migration 027); the open days from rollup_orders and its buffer (028), summed to its keys.
    const perDay =
      /from rollup_order_days\s+where day < \(select before from rollup_seal\)[^]*from rollup_orders_live where day >= \(select before from rollup_seal\) group by day, currency_code, status, payment_status, payment_method_id\) r/;
    expect(sqlOf([])).toMatch(perDay);
    expect(sqlOf([{ field: 'status', values: ['delivered'] }])).toMatch(perDay);
    expect(sqlOf([{ field: 'storeId', values: [store] }])).toContain('rollup_orders_live r');
    expect(sqlOf([{ field: 'storeId', values: [store] }])).not.toContain('rollup_order_days');
    expect(sqlOf([{ field: 'merchantId', values: [store] }])).toContain('rollup_orders_live r');
  });

  it('answers customer-orders from the customer totals (no status) unless a status is asked for', () => {
    const sql = (filter: { field: string; values: string[] }[]) => {
      const report = checkReportRequest({
        type: 'customer-orders',
        range: { from: '2025-11-28', to: '2026-11-27' },
        filter,
      });
      return reportQuery(report, rollupSourceFor(report)).sql;
    };
    // Month and year rows without the status (migration 031); the days are customer_orders' rows either way.
    expect(sql([])).toContain('from rollup_customer_totals_year');
    expect(sql([])).toContain('from rollup_customer_totals_month');
    expect(sql([])).not.toContain('from rollup_customer_orders_year');
    expect(sql([])).toContain('from rollup_customer_orders_live');
    const byStatus = sql([{ field: 'status', values: ['delivered'] }]);
    expect(byStatus).toContain('from rollup_customer_orders_year');
    expect(byStatus).not.toContain('customer_totals');
  });
});
