import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  AnalyticsDashboardDocument,
  LiveOrderCreatedDocument,
  LiveOrderUpdatedDocument,
} from '../graphql/generated.ts';
import { ResourceHarness } from '../resources/framework/testing.tsx';
import { dashboardAnswer } from './analytics.samples.ts';
import DashboardPage, { changePercent } from './DashboardPage.tsx';

configure({ asyncUtilTimeout: 10_000 });

const RANGE = { from: '2026-10-24', to: '2026-11-22' };

function withOrders(orders: number) {
  const answer = dashboardAnswer();
  answer.dashboard.kpis[0] = { ...answer.dashboard.kpis[0]!, value: orders };
  return answer;
}

const placed = {
  __typename: 'Order',
  id: 'o1',
  version: 1,
  orderNo: 'ORD-1',
  status: 'pending',
  paymentStatus: 1,
  customerName: 'Lina',
  storeName: 'Store',
  grandTotal: 1000,
  currencyCode: 'USD',
  placedAt: '2026-11-22T10:00:00.000Z',
};

describe('DashboardPage', () => {
  it('compares with the previous period, with no change when there was nothing before', () => {
    expect(changePercent(110, 100)).toBe(10);
    expect(changePercent(90, 120)).toBe(-25);
    expect(changePercent(5, 0)).toBeUndefined();
  });

  it('refetches its figures when an order is placed, without reloading the page', async () => {
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: AnalyticsDashboardDocument, variables: { range: RANGE } },
        result: { data: withOrders(4_321) },
      },
      {
        request: { query: AnalyticsDashboardDocument, variables: { range: RANGE } },
        result: { data: withOrders(4_322) },
      },
      // One order placed a moment after the page opened.
      {
        request: { query: LiveOrderCreatedDocument },
        result: { data: { orderCreated: placed } },
        delay: 300,
      },
      { request: { query: LiveOrderUpdatedDocument }, delay: Number.POSITIVE_INFINITY },
    ];
    const router = createMemoryRouter(
      [{ path: '/dashboard', element: <DashboardPage today="2026-11-22" /> }],
      {
        initialEntries: ['/dashboard'],
      },
    );
    render(<ResourceHarness path="/dashboard" mocks={mocks} router={router} />);
    expect(await screen.findByText('4,321')).toBeInTheDocument();
    expect(await screen.findByText('4,322')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  }, 40_000);
});
