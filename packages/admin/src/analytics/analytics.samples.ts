// Report and dashboard answers for stories and unit tests (never imported by the app): plausible figures
// shaped exactly like the server's, built from the report descriptions.
import type { MockLink } from '@apollo/client/testing';
import { reportColumns, reportDescription, type ReportGrouping } from '@market/domain';
import { GraphQLError } from 'graphql';
import {
  AnalyticsCustomerGroupsDocument,
  AnalyticsDashboardDocument,
  AnalyticsOrderStatusesDocument,
  AnalyticsReportDocument,
} from '../graphql/generated.ts';

const again = { maxUsageCount: Number.POSITIVE_INFINITY };
type Cells = (string | number | null)[];

export interface ReportSample {
  type: string;
  groupBy: ReportGrouping | null;
  rows: Cells[];
  totals: Cells[];
  totalCount?: number;
}

export function reportAnswer({ type, groupBy, rows, totals, totalCount }: ReportSample) {
  const description = reportDescription(type)!;
  return {
    report: {
      __typename: 'Report',
      type,
      groupBy,
      range: { __typename: 'ReportRange', from: '2026-10-24', to: '2026-11-22' },
      columns: reportColumns(description, groupBy).map((c) => ({
        __typename: 'ReportColumn',
        key: c.key,
        kind: c.kind,
        entity: c.entity ?? null,
        currencyKey: c.currencyKey ?? null,
        measure: c.measure ?? null,
      })),
      rows: rows.map((cells) => ({ __typename: 'ReportRow', cells })),
      totals: totals.map((cells) => ({ __typename: 'ReportRow', cells })),
      totalCount: totalCount ?? rows.length,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    },
  };
}

/** `sales-orders` by month: period, currency, orders, items, subtotal, discount, delivery, grand total. */
export const salesOrdersByMonth: ReportSample = {
  type: 'sales-orders',
  groupBy: 'month',
  rows: [
    ['2026-06-01', 'USD', 1_480, 3_912, 9_815_000, 412_500, 296_000, 9_698_500],
    ['2026-07-01', 'USD', 1_622, 4_204, 10_940_250, 455_000, 324_400, 10_809_650],
    ['2026-08-01', 'USD', 1_705, 4_466, 11_502_900, 480_250, 341_000, 11_363_650],
    ['2026-09-01', 'USD', 1_590, 4_120, 10_611_300, 401_800, 318_000, 10_527_500],
    ['2026-10-01', 'USD', 1_812, 4_790, 12_244_700, 530_100, 362_400, 12_077_000],
    ['2026-11-01', 'USD', 1_377, 3_601, 9_302_400, 388_900, 275_400, 9_188_900],
  ],
  totals: [[null, 'USD', 9_586, 25_093, 64_416_550, 2_668_550, 1_917_200, 63_665_200]],
};

/** `merchant-orders`: merchant id and name, currency, orders, items, total, average order value. */
export const merchantOrders: ReportSample = {
  type: 'merchant-orders',
  groupBy: null,
  rows: [
    ['m1', 'Nile Fashion House', 'USD', 1_204, 3_310, 9_512_400, 7_901],
    ['m2', 'Delta Electronics Trading Company', 'USD', 980, 1_420, 8_877_000, 9_058],
    ['m3', 'Cairo Bakeries', 'USD', 2_310, 6_840, 4_920_300, 2_130],
    ['m4', 'Smouha Pharmacy', 'USD', 1_102, 2_004, 3_306_000, 3_000],
    ['m5', 'Alexandria Books', 'USD', 640, 1_280, 1_536_000, 2_400],
  ],
  totals: [['', '', 'USD', 6_236, 14_854, 28_151_700, 4_514]],
};

export const reportMock = (sample: ReportSample): MockLink.MockedResponse => ({
  request: { query: AnalyticsReportDocument, variables: () => true },
  result: { data: reportAnswer(sample) },
  ...again,
});

export const reportLoadingMock: MockLink.MockedResponse = {
  request: { query: AnalyticsReportDocument, variables: () => true },
  delay: Number.POSITIVE_INFINITY,
  ...again,
};

export const reportErrorMock: MockLink.MockedResponse = {
  request: { query: AnalyticsReportDocument, variables: () => true },
  error: new Error('Network error'),
  ...again,
};

/** The server stopped the report's query past its time limit (STATEMENT_TIMEOUT_MS): code TIMEOUT. */
export const reportTimeoutMock: MockLink.MockedResponse = {
  request: { query: AnalyticsReportDocument, variables: () => true },
  result: {
    errors: [
      new GraphQLError('This took too long; narrow the request or try again later', {
        extensions: { code: 'TIMEOUT' },
      }),
    ],
  },
  ...again,
};

export const reportForbiddenMock: MockLink.MockedResponse = {
  request: { query: AnalyticsReportDocument, variables: () => true },
  result: {
    errors: [new GraphQLError('You do not have access to this', { extensions: { code: 'FORBIDDEN' } })],
  },
  ...again,
};

export const filterMocks: MockLink.MockedResponse[] = [
  {
    request: { query: AnalyticsOrderStatusesDocument },
    result: {
      data: {
        orderStatuses: {
          __typename: 'OrderStatusConnection',
          nodes: [
            { __typename: 'OrderStatus', id: 's1', code: 'pending', name: 'Pending' },
            { __typename: 'OrderStatus', id: 's2', code: 'delivered', name: 'Delivered' },
          ],
        },
      },
    },
    ...again,
  },
  {
    request: { query: AnalyticsCustomerGroupsDocument },
    result: {
      data: {
        customerGroups: {
          __typename: 'CustomerGroupConnection',
          nodes: [{ __typename: 'CustomerGroup', id: 'g1', name: 'Retail' }],
        },
      },
    },
    ...again,
  },
];

const days = Array.from({ length: 30 }, (_, i) => {
  const at = Date.UTC(2026, 9, 24) + i * 86_400_000;
  return new Date(at).toISOString().slice(0, 10);
});
/** A deterministic wave, so screenshots never change. */
const wave = (base: number, swing: number, i: number) =>
  Math.round(base + swing * Math.sin(i / 3) + (i % 5) * swing * 0.1);

const kpi = (
  key: string,
  kind: string,
  value: number,
  previous: number,
  base: number,
  currency: string | null = null,
) => ({
  __typename: 'DashboardKpi',
  key,
  kind,
  currency,
  value,
  previous,
  series: days.map((day, i) => ({ __typename: 'DashboardPoint', day, value: wave(base, base / 4, i) })),
});

const share = (
  key: string,
  label: string,
  orders: number,
  revenue: number,
  quantity: number | null = null,
) => ({
  __typename: 'DashboardShare',
  key,
  label,
  orders,
  revenue,
  ...(quantity === null ? {} : { quantity }),
});

export function dashboardAnswer(empty = false) {
  return {
    dashboard: {
      __typename: 'Dashboard',
      currency: 'USD',
      range: { __typename: 'ReportRange', from: days[0], to: days[days.length - 1] },
      previous: { __typename: 'ReportRange', from: '2026-09-24', to: '2026-10-23' },
      kpis: empty
        ? [
            kpi('orders', 'count', 0, 0, 0),
            kpi('revenue', 'money', 0, 0, 0, 'USD'),
            kpi('averageOrderValue', 'money', 0, 0, 0, 'USD'),
            kpi('newCustomers', 'count', 0, 0, 0),
            kpi('activeStores', 'count', 0, 0, 0),
            kpi('pendingOrders', 'count', 0, 0, 0),
            kpi('failedPayments', 'count', 0, 0, 0),
          ]
        : [
            kpi('orders', 'count', 1_812, 1_590, 60),
            kpi('revenue', 'money', 12_077_000, 10_527_500, 402_000, 'USD'),
            kpi('averageOrderValue', 'money', 6_665, 6_621, 6_650, 'USD'),
            kpi('newCustomers', 'count', 412, 455, 14),
            kpi('activeStores', 'count', 86, 81, 70),
            kpi('pendingOrders', 'count', 37, 29, 5),
            kpi('failedPayments', 'count', 12, 18, 1),
          ],
      ordersPerDay: empty
        ? []
        : days.map((day, i) => ({
            __typename: 'DashboardDay',
            day,
            orders: wave(60, 15, i),
            revenue: wave(402_000, 100_000, i),
          })),
      ordersByStatus: empty
        ? []
        : [
            share('delivered', 'Delivered', 1_204, 8_100_000),
            share('confirmed', 'Confirmed', 288, 1_900_000),
            share('pending', 'Pending', 37, 240_000),
            share('out_for_delivery', 'Out for delivery', 151, 1_002_000),
            share('cancelled', 'Cancelled', 132, 835_000),
          ],
      topStores: empty
        ? []
        : [
            share('st1', 'Nile Fashion House', 310, 2_410_000),
            share('st2', 'Delta Electronics', 204, 2_180_500),
            share('st3', 'Cairo Bakeries — Heliopolis branch', 522, 1_120_300),
            share('st4', 'Smouha Pharmacy', 288, 906_000),
            share('st5', 'Alexandria Books', 140, 512_000),
          ],
      topProducts: empty
        ? []
        : [
            share('p1', 'Wireless earbuds', 120, 1_440_000, 130),
            share('p2', 'Linen shirt', 210, 1_050_000, 240),
            share('p3', 'Sourdough loaf', 640, 384_000, 910),
            share('p4', 'Vitamin D3 drops', 180, 270_000, 200),
            share('p5', 'Arabic calligraphy set', 44, 198_000, 46),
          ],
      paymentMethods: empty
        ? []
        : [
            share('card', 'Card', 1_010, 7_010_000),
            share('cod', 'Cash on delivery', 640, 3_902_000),
            share('wallet', 'Wallet', 162, 1_165_000),
          ],
    },
  };
}

export const dashboardMock = (empty = false): MockLink.MockedResponse => ({
  request: { query: AnalyticsDashboardDocument, variables: () => true },
  result: { data: dashboardAnswer(empty) },
  ...again,
});

export const dashboardLoadingMock: MockLink.MockedResponse = {
  request: { query: AnalyticsDashboardDocument, variables: () => true },
  delay: Number.POSITIVE_INFINITY,
  ...again,
};

export const dashboardErrorMock: MockLink.MockedResponse = {
  request: { query: AnalyticsDashboardDocument, variables: () => true },
  error: new Error('Network error'),
  ...again,
};
