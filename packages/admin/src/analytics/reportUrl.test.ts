import { REPORTS, reportColumns, reportDescription } from '@market/domain';
import { describe, expect, it } from 'vitest';
import { columnMessages, filterMessages } from './messages.ts';
import { presetRange, readRange, writeRange } from './range.ts';
import { chartCurrency, chartPlan, timePoints } from './reportTable.ts';
import {
  offsetCursor,
  readReportState,
  reportExportUrl,
  reportVariables,
  writeReportState,
} from './reportUrl.ts';

const TODAY = '2026-03-15';
const q = (text: string) => new URLSearchParams(text);

describe('range presets', () => {
  it('computes each preset from today, both ends included', () => {
    expect(presetRange('today', TODAY)).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(presetRange('last-7-days', TODAY)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange('last-30-days', TODAY)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(presetRange('this-month', TODAY)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('last-month', TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('this-year', TODAY)).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    // January's last month is the previous year's December.
    expect(presetRange('last-month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('reads fixed days before a preset, and falls back on days that are no range', () => {
    expect(readRange(q('from=2026-01-02&to=2026-01-09&range=today'), TODAY)).toEqual({
      choice: 'custom',
      range: { from: '2026-01-02', to: '2026-01-09' },
    });
    expect(readRange(q('range=this-year'), TODAY).choice).toBe('this-year');
    expect(readRange(q('from=2026-02-30&to=2026-03-01'), TODAY).choice).toBe('last-30-days');
    expect(readRange(q('from=2026-03-09&to=2026-03-01'), TODAY).choice).toBe('last-30-days');
    expect(readRange(q('range=forever'), TODAY).choice).toBe('last-30-days');
  });

  it('writes a preset by name and custom days as from/to', () => {
    const params = q('from=2026-01-01&to=2026-01-31&locale=ar-EG');
    writeRange(params, { choice: 'last-month' });
    expect(params.toString()).toBe('locale=ar-EG&range=last-month');
    writeRange(params, { choice: 'custom', range: { from: '2026-02-01', to: '2026-02-10' } });
    expect(params.toString()).toBe('locale=ar-EG&from=2026-02-01&to=2026-02-10');
  });
});

describe('report state in the address', () => {
  it('is null for an unknown type', () => {
    expect(readReportState(q('type=nope'), TODAY)).toBeNull();
    expect(readReportState(q(''), TODAY)).toBeNull();
  });

  it('defaults to the first grouping, the default order and page 1', () => {
    const state = readReportState(q('type=sales-orders'), TODAY)!;
    expect(state.groupBy).toBe('day');
    expect(state.sort).toBeNull();
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(50);
    expect(state.range).toEqual(presetRange('last-30-days', TODAY));
    expect(writeReportState(state).toString()).toBe('type=sales-orders&range=last-30-days');
  });

  it('round-trips grouping, filters, sort and page, keeping other parameters', () => {
    const text =
      'locale=ar-EG&type=sales-orders&from=2026-01-01&to=2026-02-28&groupBy=month&status=delivered,pending&storeId=s1&sort=orders&dir=asc&page=3&pageSize=100';
    const state = readReportState(q(text), TODAY)!;
    expect(state).toMatchObject({
      choice: 'custom',
      range: { from: '2026-01-01', to: '2026-02-28' },
      groupBy: 'month',
      filters: { status: ['delivered', 'pending'], storeId: ['s1'] },
      sort: { key: 'orders', direction: 'ASC' },
      page: 3,
      pageSize: 100,
    });
    const written = writeReportState(state, q(text));
    expect(readReportState(written, TODAY)).toEqual(state);
    expect(written.get('locale')).toBe('ar-EG');
  });

  it('ignores a grouping, filter or sort the report does not have', () => {
    const state = readReportState(
      q('type=customer-orders&groupBy=month&storeId=s1&sort=nope&page=-2&pageSize=7'),
      TODAY,
    )!;
    expect(state.groupBy).toBeNull();
    expect(state.filters).toEqual({});
    expect(state.sort).toBeNull();
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(50);
  });

  it('asks the server for the page shown, and exports the same query without paging', () => {
    const state = readReportState(
      q('type=sales-commission&groupBy=merchant&merchantId=m1&page=2&pageSize=25'),
      TODAY,
    )!;
    expect(reportVariables(state)).toEqual({
      type: 'sales-commission',
      range: state.range,
      groupBy: 'merchant',
      filter: [{ field: 'merchantId', values: ['m1'] }],
      sort: null,
      first: 25,
      after: offsetCursor(25),
    });
    expect(atob(offsetCursor(25))).toBe('offset:25');
    const url = new URL(reportExportUrl(state), 'http://x');
    expect(url.pathname).toBe('/api/export/report');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'sales-commission',
      from: state.range.from,
      to: state.range.to,
      groupBy: 'merchant',
      filter: JSON.stringify({ merchantId: ['m1'] }),
    });
  });
});

describe('report words', () => {
  it('has a translated name for every column and filter of every report', () => {
    for (const report of REPORTS) {
      for (const column of report.columns) expect(columnMessages[column.key], column.key).toBeDefined();
      for (const filter of report.filters) expect(filterMessages[filter.key], filter.key).toBeDefined();
    }
    expect(reportDescription('sales-orders')).toBeDefined();
  });
});

describe('the chart a report draws', () => {
  const columnsOf = (type: string, groupBy: Parameters<typeof reportColumns>[1]) =>
    reportColumns(reportDescription(type)!, groupBy);

  it('draws per-period rows over time: a count beside the last money sum', () => {
    const plan = chartPlan(columnsOf('sales-orders', 'month'), 'period');
    expect(plan).toMatchObject({ shape: 'time', count: { key: 'orders' }, money: { key: 'grandTotal' } });
  });

  it('draws per-entity rows as bars of the sorted measure, named by the entity', () => {
    expect(chartPlan(columnsOf('sales-coupon', null), 'discount')).toMatchObject({
      shape: 'bar',
      money: { key: 'discount' },
      name: { key: 'code' },
    });
    expect(chartPlan(columnsOf('sales-commission', 'store'), 'orders')).toMatchObject({
      count: { key: 'orders' },
      name: { key: 'store' },
    });
  });

  it('sums a period over its rows of one currency', () => {
    const plan = chartPlan(columnsOf('sales-shipping', 'day'), 'period');
    const rows = [
      { period: '2026-01-02', currency: 'USD', orders: 2, deliveryCharges: 500 },
      { period: '2026-01-01', currency: 'USD', orders: 1, deliveryCharges: 300 },
      { period: '2026-01-01', currency: 'USD', orders: 4, deliveryCharges: 200 },
      { period: '2026-01-01', currency: 'EGP', orders: 9, deliveryCharges: 9_000 },
    ];
    expect(timePoints(rows, plan, chartCurrency(rows))).toEqual([
      { date: '2026-01-01', values: { orders: 5, deliveryCharges: 500 } },
      { date: '2026-01-02', values: { orders: 2, deliveryCharges: 500 } },
    ]);
  });
});
