import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ResourceHarness } from '../resources/framework/testing.tsx';
import { fakeAdmin } from '../session/testing.ts';
import {
  filterMocks,
  merchantOrders,
  reportErrorMock,
  reportMock,
  salesOrdersByMonth,
} from './analytics.samples.ts';
import ReportPage from './ReportPage.tsx';

configure({ asyncUtilTimeout: 8000 });

function renderReport(url: string, mocks: MockLink.MockedResponse[], user = fakeAdmin) {
  const router = createMemoryRouter([{ path: '/reports', element: <ReportPage today="2026-11-22" /> }], {
    initialEntries: [url],
  });
  render(<ResourceHarness path={url} mocks={[...filterMocks, ...mocks]} router={router} user={user} />);
  return router;
}

describe('ReportPage', () => {
  it('renders a per-period report from its description: translated headers, money, totals row', async () => {
    renderReport('/reports?type=sales-orders&groupBy=month', [reportMock(salesOrdersByMonth)]);
    // The columns come with the answer.
    await screen.findAllByText('June 2026');
    const table = screen.getByRole('table', { name: 'Sales: Orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      expect.stringContaining('Period'),
      expect.stringContaining('Currency'),
      expect.stringContaining('Orders'),
      expect.stringContaining('Items'),
      expect.stringContaining('Subtotal'),
      expect.stringContaining('Discounts'),
      expect.stringContaining('Delivery charges'),
      expect.stringContaining('Grand total'),
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    // The totals lead, then one row per month.
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('Total');
    expect(rows[0]).toHaveTextContent('9,586');
    expect(rows[0]).toHaveTextContent('$636,652.00');
    expect(rows[1]).toHaveTextContent('June 2026');
    expect(rows[1]).toHaveTextContent('$96,985.00');
    expect(screen.getByRole('heading', { level: 1, name: 'Sales: Orders' })).toBeInTheDocument();
  });

  it('renders a per-entity report with its name column and a bar chart of the top rows', async () => {
    renderReport('/reports?type=merchant-orders', [reportMock(merchantOrders)]);
    const table = await screen.findByRole('table', { name: 'Merchants: Orders' });
    expect(await within(table).findByText('Delta Electronics Trading Company')).toBeInTheDocument();
    expect(within(table).queryByText('m2')).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Average order value');
    expect(await screen.findByRole('figure', { name: /Top 10 by Grand total/ })).toBeInTheDocument();
  });

  it('puts sorting and grouping in the address, back at page 1', async () => {
    const router = renderReport('/reports?type=sales-orders&groupBy=month&page=2', [
      reportMock(salesOrdersByMonth),
    ]);
    await screen.findAllByText('June 2026');
    const table = screen.getByRole('table', { name: 'Sales: Orders' });
    await userEvent.click(within(table).getByRole('button', { name: /Grand total/ }));
    let params = new URLSearchParams(router.state.location.search);
    expect(params.get('sort')).toBe('grandTotal');
    expect(params.get('page')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Week' }));
    params = new URLSearchParams(router.state.location.search);
    expect(params.get('groupBy')).toBe('week');
    expect(params.get('sort')).toBeNull();
    // Two rounds of clicks and answers: more than the default on a loaded two-core machine.
  }, 40_000);

  it('offers a retry when the report fails', async () => {
    renderReport('/reports?type=sales-orders', [reportErrorMock]);
    expect((await screen.findAllByRole('button', { name: 'Retry' })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('The report could not be loaded').length).toBeGreaterThan(0);
  });

  it('is refused to support', async () => {
    renderReport('/reports?type=sales-orders', [reportMock(salesOrdersByMonth)], {
      ...fakeAdmin,
      role: 'support',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });
});
