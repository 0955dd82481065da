import { describe, expect, it } from 'vitest';
import { checkReportRequest, monthPlan, rollupSourceFor, rollupTables } from './engine.ts';

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
    // Rollups without a month copy are read as they are.
    expect(source('month')('returns')).toBe('rollup_returns');
  });
});
