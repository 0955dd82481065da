import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  ChangeOrderPaymentStatusDocument,
  ChangeOrderStatusDocument,
  OrderListDocument,
  BulkChangeOrderStatusDocument,
  OrderStatusOptionsDocument,
  OrderViewDocument,
} from '../../graphql/generated.ts';
import { fakeSupport } from '../../shell/testing.tsx';
import { ListPage, listVariables, readListState } from '../framework/index.ts';
import { ResourceHarness } from '../framework/testing.tsx';
import { summarizeBulkStatus } from './OrderBulkStatus.tsx';
import OrderViewPage from './OrderViewPage.tsx';
import { orders } from './orders.tsx';

// The shared 2-core machine is often busy: give lazy pages and mocked answers time to arrive.
configure({ asyncUtilTimeout: 5000 });

const statuses: MockLink.MockedResponse = {
  request: { query: OrderStatusOptionsDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      list: {
        __typename: 'OrderStatusConnection',
        totalCount: 3,
        nodes: [
          { __typename: 'OrderStatus', id: 's1', code: 'pending', name: 'Pending', colour: '#faad14' },
          { __typename: 'OrderStatus', id: 's2', code: 'confirmed', name: 'Confirmed', colour: '#4b7cf3' },
          { __typename: 'OrderStatus', id: 's3', code: 'cancelled', name: 'Cancelled', colour: '#f5222d' },
        ],
      },
    },
  },
};

const order = (version: number, status = 'pending', paymentStatus = 2) => ({
  __typename: 'Order' as const,
  id: 'o1',
  version,
  orderNo: 'ORD-1001',
  status,
  nextStatuses: status === 'pending' ? ['confirmed', 'cancelled'] : [],
  paymentStatus,
  customerName: 'Cora Client',
  storeName: 'Store 1',
  merchantName: 'Acme Foods',
  paymentMethodName: 'Card',
  deliveryMethodName: 'Courier',
  deliveryDate: '2026-11-23',
  timeslot: '10:00-12:00',
  comments: 'Ring twice',
  currencyCode: 'USD',
  subtotal: 4000,
  deliveryCharges: 500,
  discount: 300,
  couponCode: 'TENOFF',
  rewardPointsUsed: 0,
  rewardDiscount: 0,
  walletUsed: 0,
  grandTotal: 4200,
  placedAt: '2026-11-22T09:30:00.000Z',
  items: [
    { __typename: 'OrderItem' as const, id: 'i1', name: 'Pizza', qty: 2, unitPrice: 2000, lineTotal: 4000 },
  ],
  timeline: [
    {
      __typename: 'OrderHistoryEntry' as const,
      id: 'h1',
      fromStatus: null,
      toStatus: 'pending',
      actorEmail: 'admin@example.com',
      comment: null,
      notifyCustomer: false,
      at: '2026-11-22T09:30:00.000Z',
    },
  ],
});

const viewMock = (version: number, status?: string, paymentStatus?: number): MockLink.MockedResponse => ({
  request: { query: OrderViewDocument, variables: { id: 'o1' } },
  result: { data: { order: order(version, status, paymentStatus) } },
});

function renderView(mocks: MockLink.MockedResponse[], user = undefined as typeof fakeSupport | undefined) {
  const router = createMemoryRouter(
    [
      { path: '/ecommerce/orders/view/:id', element: <OrderViewPage /> },
      { path: '/ecommerce/orders/edit/:id', element: <p>edit page</p> },
    ],
    { initialEntries: ['/ecommerce/orders/view/o1'] },
  );
  render(
    <ResourceHarness
      description={orders}
      path="/ecommerce/orders/view/o1"
      mocks={[statuses, ...mocks]}
      router={router as never}
      user={user}
    />,
  );
}

describe('orders list', () => {
  it('sends payment status as a number and a day range as that day’s boundaries', () => {
    const state = readListState(
      new URLSearchParams('paymentStatus=4&placedAt_gte=2026-11-01&placedAt_lte=2026-11-30&status=confirmed'),
      orders.filters,
      orders.defaultSort,
    );
    const { filter, sort } = listVariables(state, orders.filters);
    expect(filter).toEqual({
      paymentStatus: 4,
      status: 'confirmed',
      placedAt_gte: new Date('2026-11-01T00:00:00').toISOString(),
      placedAt_lte: new Date('2026-11-30T23:59:59.999').toISOString(),
    });
    expect(sort).toEqual({ field: 'placedAt', direction: 'DESC' });
  });

  it('ignores a payment status or a day the URL cannot mean', () => {
    const state = readListState(
      new URLSearchParams('paymentStatus=9&placedAt_gte=yesterday'),
      orders.filters,
    );
    expect(listVariables(state, orders.filters).filter).toBeNull();
  });

  it('offers no Add button, shows the status name in its colour, and opens an order’s view page', async () => {
    const user = userEvent.setup();
    const row = order(1);
    const router = createMemoryRouter(
      [
        { path: '/ecommerce/orders', element: <ListPage description={orders} /> },
        { path: '/ecommerce/orders/view/:id', element: <p>view page</p> },
      ],
      { initialEntries: ['/ecommerce/orders'] },
    );
    render(
      <ResourceHarness
        description={orders}
        path="/ecommerce/orders"
        router={router as never}
        mocks={[
          statuses,
          {
            request: {
              query: OrderListDocument,
              variables: {
                first: 25,
                offset: 0,
                filter: null,
                sort: { field: 'placedAt', direction: 'DESC' },
              },
            },
            result: {
              data: {
                list: {
                  __typename: 'OrderConnection',
                  totalCount: 1,
                  totalCountIsEstimate: false,
                  nodes: [
                    {
                      __typename: 'Order',
                      id: row.id,
                      version: 1,
                      orderNo: row.orderNo,
                      customerName: row.customerName,
                      storeName: row.storeName,
                      merchantName: row.merchantName,
                      status: 'pending',
                      paymentStatus: 4,
                      grandTotal: 4200,
                      currencyCode: 'USD',
                      placedAt: row.placedAt,
                    },
                  ],
                },
              },
            },
          },
        ]}
      />,
    );
    expect(await screen.findByText('ORD-1001')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('$42.00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add order/ })).not.toBeInTheDocument();
    // The status by its configured name, in its configured colour, never the code.
    const badge = await screen.findByText('Pending');
    expect(badge.parentElement).toHaveAttribute('data-coloured');
    expect(badge.parentElement!.style.background).toContain('rgb(250, 173, 20)');
    expect(screen.queryByText('pending')).not.toBeInTheDocument();
    await user.click(screen.getByText('ORD-1001'));
    expect(await screen.findByText('view page')).toBeInTheDocument();
  });
});

describe('orders bulk status change', () => {
  const listRow = (id: string, orderNo: string, status: string, version = 1) => ({
    __typename: 'Order' as const,
    id,
    version,
    orderNo,
    customerName: 'Cora Client',
    storeName: 'Store 1',
    merchantName: 'Acme Foods',
    status,
    paymentStatus: 2,
    grandTotal: 4200,
    currencyCode: 'USD',
    placedAt: '2026-11-22T09:30:00.000Z',
  });

  it('moves the selected orders in one request and says which were refused and why', async () => {
    const user = userEvent.setup();
    const rows = [listRow('o1', 'ORD-1', 'pending', 3), listRow('o2', 'ORD-2', 'delivered', 5)];
    const bulk = vi.fn(() => ({
      data: {
        bulkChangeOrderStatus: {
          __typename: 'BulkOrderStatusChange',
          changed: 1,
          results: [
            { __typename: 'BulkOrderStatusResult', id: 'o1', ok: true, code: null, fromStatus: null },
            {
              __typename: 'BulkOrderStatusResult',
              id: 'o2',
              ok: false,
              code: 'NOT_ALLOWED',
              fromStatus: 'delivered',
            },
          ],
        },
      },
    }));
    const deliveredStatus = {
      ...statuses,
      result: {
        data: {
          list: {
            __typename: 'OrderStatusConnection',
            totalCount: 3,
            nodes: [
              { __typename: 'OrderStatus', id: 's1', code: 'pending', name: 'Pending', colour: '#faad14' },
              {
                __typename: 'OrderStatus',
                id: 's2',
                code: 'confirmed',
                name: 'Confirmed',
                colour: '#4b7cf3',
              },
              {
                __typename: 'OrderStatus',
                id: 's4',
                code: 'delivered',
                name: 'Delivered',
                colour: '#52c41a',
              },
            ],
          },
        },
      },
    };
    render(
      <ResourceHarness
        description={orders}
        path="/ecommerce/orders"
        mocks={[
          deliveredStatus,
          {
            request: { query: OrderListDocument, variables: () => true },
            maxUsageCount: Number.POSITIVE_INFINITY,
            result: {
              data: {
                list: {
                  __typename: 'OrderConnection',
                  totalCount: 2,
                  totalCountIsEstimate: false,
                  nodes: rows,
                },
              },
            },
          },
          {
            request: {
              query: BulkChangeOrderStatusDocument,
              variables: { ids: ['o1', 'o2'], toStatus: 'confirmed', versions: [3, 5] },
            },
            result: bulk,
          },
        ]}
      />,
    );
    await user.click(await screen.findByRole('checkbox', { name: /ORD-1/ }));
    await user.click(screen.getByRole('checkbox', { name: /ORD-2/ }));
    await user.click(screen.getByRole('combobox', { name: 'New status' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('1 changed, 1 not allowed from Delivered')).toBeInTheDocument();
    expect(bulk).toHaveBeenCalledTimes(1);
    // The refused order stays selected.
    expect(screen.getByRole('checkbox', { name: /ORD-2/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /ORD-1/ })).not.toBeChecked();
    // Two selections, a Radix select and a mutation: more than the default on the shared two-core machine.
  }, 45_000);

  it('summarizes per reason, with the configured names of the statuses', () => {
    const format = (d: { defaultMessage?: unknown }, values: Record<string, string | number>) =>
      String(d.defaultMessage)
        .replace(/\{count, plural, one \{# changed\} other \{# changed\}\}/, `${values.count} changed`)
        .replace('{count}', String(values.count))
        .replace('{status}', String(values.status));
    const text = summarizeBulkStatus(
      [
        ...Array.from({ length: 12 }, (_, i) => ({ id: `ok${i}`, ok: true })),
        { id: 'a', ok: false, code: 'NOT_ALLOWED', fromStatus: 'delivered' },
        { id: 'b', ok: false, code: 'NOT_ALLOWED', fromStatus: 'delivered' },
        { id: 'c', ok: false, code: 'CONFLICT' },
      ],
      format as never,
      (code) => ({ delivered: 'Delivered' })[code] ?? code,
    );
    expect(text).toBe('12 changed, 2 not allowed from Delivered, 1 changed by someone else meanwhile');
  });
});

describe('order view', () => {
  it('shows the items, the totals with the coupon, and the timeline', async () => {
    renderView([viewMock(3)]);
    expect(await screen.findByRole('heading', { name: 'Order ORD-1001' })).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getByText('Pizza')).toBeInTheDocument();
    expect(within(items).getAllByText('$40.00')).toHaveLength(1);
    expect(screen.getByText('-$3.00 (TENOFF)')).toBeInTheDocument();
    expect(screen.getByText('$42.00')).toBeInTheDocument();
    expect(screen.getByText('Ring twice')).toBeInTheDocument();
    expect(screen.getByText(/admin@example.com/)).toBeInTheDocument();
  });

  it('changes the status with the version it was read at, a comment and the customer notification', async () => {
    const user = userEvent.setup();
    const changed = vi.fn(() => ({
      data: { changeOrderStatus: { __typename: 'Order', id: 'o1', version: 4, status: 'confirmed' } },
    }));
    renderView([
      viewMock(3),
      {
        request: {
          query: ChangeOrderStatusDocument,
          variables: {
            id: 'o1',
            version: 3,
            input: { toStatus: 'confirmed', comment: 'Called the customer', notifyCustomer: true },
          },
        },
        result: changed,
      },
      viewMock(4, 'confirmed'),
    ]);
    await screen.findByRole('heading', { name: 'Order ORD-1001' });
    await user.click(screen.getByRole('combobox', { name: 'New status' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Called the customer');
    await user.click(screen.getByRole('checkbox', { name: 'Notify customer' }));
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('This order is in a final status.')).toBeInTheDocument();
  });

  it('refuses a stale status change, says so and shows the order as it is now', async () => {
    const user = userEvent.setup();
    renderView([
      viewMock(3),
      {
        request: {
          query: ChangeOrderStatusDocument,
          variables: {
            id: 'o1',
            version: 3,
            input: { toStatus: 'cancelled', comment: null, notifyCustomer: false },
          },
        },
        result: {
          errors: [{ message: 'changed', extensions: { code: 'CONFLICT' } } as never],
        },
      },
      viewMock(5, 'confirmed'),
    ]);
    await screen.findByRole('heading', { name: 'Order ORD-1001' });
    await user.click(screen.getByRole('combobox', { name: 'New status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText(/Someone else changed this order meanwhile/)).toBeInTheDocument();
    expect(await screen.findByText('This order is in a final status.')).toBeInTheDocument();
  });

  it('offers only the allowed payment moves and records one', async () => {
    const user = userEvent.setup();
    const paid = vi.fn(() => ({
      data: { changePaymentStatus: { __typename: 'Order', id: 'o1', version: 4, paymentStatus: 4 } },
    }));
    renderView([
      viewMock(3, 'pending', 2),
      {
        request: {
          query: ChangeOrderPaymentStatusDocument,
          variables: { id: 'o1', version: 3, input: { paymentStatus: 4 } },
        },
        result: paid,
      },
      viewMock(4, 'pending', 4),
    ]);
    await screen.findByRole('heading', { name: 'Order ORD-1001' });
    expect(screen.getByRole('button', { name: 'Mark as Success' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Pending' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as Failed' }));
    await waitFor(() => expect(paid).toHaveBeenCalledTimes(1));
    // From Failed only a retry (Processing) is allowed.
    expect(await screen.findByRole('button', { name: 'Mark as Processing' })).toBeInTheDocument();
  });

  it('is open to support too (orders are a support screen)', async () => {
    renderView([viewMock(3)], fakeSupport);
    expect(await screen.findByRole('heading', { name: 'Order ORD-1001' })).toBeInTheDocument();
  });
});
