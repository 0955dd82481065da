import { describe, expect, it } from 'vitest';
import { checkReportRequest, rollupSourceFor, rollupTables, wholeMonths } from './engine.ts';

describe('whole months of a range (read from the month rollups)', () => {
  it.each([
    ['2026-01-01', '2026-01-31', { first: '2026-01-01', end: '2026-02-01' }],
    ['2025-11-28', '2026-11-27', { first: '2025-12-01', end: '2026-11-01' }],
    ['2025-12-31', '2026-03-01', { first: '2026-01-01', end: '2026-03-01' }],
    ['2024-02-01', '2024-02-29', { first: '2024-02-01', end: '2024-03-01' }],
    ['2026-01-02', '2026-01-31', null],
    ['2026-01-01', '2026-01-30', null],
    ['2026-10-29', '2026-11-27', null],
  ])('%s – %s', (from, to, months) => {
    expect(wholeMonths({ from, to })).toEqual(months);
  });

  it('reads the day rollups when grouped by day or week, or when no month is whole', () => {
    const source = (groupBy: string | null, from = '2025-11-28') =>
      rollupSourceFor(
        checkReportRequest({ type: 'sales-orders', range: { from, to: '2026-11-27' }, groupBy }),
      );
    expect(source('day')).toBe(rollupTables);
    expect(source('week')).toBe(rollupTables);
    expect(source('month', '2026-10-29')).toBe(rollupTables);
    expect(source('month')('orders')).toContain('from rollup_orders_month where day >= ');
    expect(source('year')('orders')).toContain(`'2025-12-01'::date`);
    // Rollups without a month copy are read as they are.
    expect(source('month')('returns')).toBe('rollup_returns');
  });
});
