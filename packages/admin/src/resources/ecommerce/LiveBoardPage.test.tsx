import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  ChangeOrderStatusDocument,
  LiveBoardOrdersDocument,
  LiveBoardStatusesDocument,
  LiveOrderCreatedDocument,
  LiveOrderUpdatedDocument,
} from '../../graphql/generated.ts';
import { ResourceHarness } from '../framework/testing.tsx';
import LiveBoardPage from './LiveBoardPage.tsx';
import { startOfDay } from './liveBoard.ts';
import { orders } from './orders.tsx';

configure({ asyncUtilTimeout: 5000 });

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const live = (id: string, version: number, status: string, placedAt: string) => ({
  __typename: 'Order' as const,
  id,
  version,
  orderNo: `ORD-${id}`,
  status,
  paymentStatus: 1,
  customerName: `Customer ${id}`,
  storeName: 'Store 1',
  grandTotal: 2500,
  currencyCode: 'USD',
  placedAt,
});

const statuses: MockLink.MockedResponse = {
  request: { query: LiveBoardStatusesDocument },
  result: {
    data: {
      list: {
        __typename: 'OrderStatusConnection',
        totalCount: 3,
        nodes: [
          {
            __typename: 'OrderStatus',
            id: 's1',
            code: 'pending',
            name: 'Pending',
            colour: '#999999',
            isTerminal: false,
            nextStatuses: ['preparing'],
          },
          {
            __typename: 'OrderStatus',
            id: 's2',
            code: 'preparing',
            name: 'Preparing',
            colour: '#4b7cf3',
            isTerminal: false,
            nextStatuses: ['delivered'],
          },
          {
            __typename: 'OrderStatus',
            id: 's3',
            code: 'delivered',
            name: 'Delivered',
            colour: '#22aa55',
            isTerminal: true,
            nextStatuses: [],
          },
        ],
      },
    },
  },
};

const board = (nodes: ReturnType<typeof live>[]): MockLink.MockedResponse => ({
  request: {
    query: LiveBoardOrdersDocument,
    variables: { filter: { placedAt_gte: startOfDay(NOW), status_in: ['pending', 'preparing'] } },
  },
  result: { data: { orders: { __typename: 'OrderConnection', totalCount: nodes.length, nodes } } },
});

function renderBoard(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter([{ path: '/ecommerce/now', element: <LiveBoardPage now={NOW} /> }], {
    initialEntries: ['/ecommerce/now'],
  });
  render(
    <ResourceHarness description={orders} path="/ecommerce/now" mocks={mocks} router={router as never} />,
  );
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('the live board page', () => {
  it('shows today’s open orders by status with their age, and a new order as it arrives', async () => {
    renderBoard([
      statuses,
      board([live('a', 1, 'pending', '2026-11-22T11:40:00.000Z')]),
      {
        request: { query: LiveOrderCreatedDocument },
        delay: 100,
        result: { data: { orderCreated: live('b', 1, 'pending', '2026-11-22T11:58:00.000Z') } },
      },
      {
        request: { query: LiveOrderUpdatedDocument },
        delay: Number.POSITIVE_INFINITY,
        result: { data: null },
      },
    ]);
    expect(await screen.findByText('ORD-a')).toBeInTheDocument();
    expect(within(column('Pending')).getByText('20 min')).toBeInTheDocument();
    expect(await screen.findByText('ORD-b')).toBeInTheDocument();
    expect(within(column('Pending')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('advances an order with the version it shows', async () => {
    const user = userEvent.setup();
    const moved = vi.fn(() => ({
      data: { changeOrderStatus: { __typename: 'Order', id: 'a', version: 2, status: 'preparing' } },
    }));
    renderBoard([
      statuses,
      board([live('a', 1, 'pending', '2026-11-22T11:40:00.000Z')]),
      {
        request: { query: LiveOrderCreatedDocument },
        delay: Number.POSITIVE_INFINITY,
        result: { data: null },
      },
      {
        request: { query: LiveOrderUpdatedDocument },
        delay: Number.POSITIVE_INFINITY,
        result: { data: null },
      },
      {
        request: {
          query: ChangeOrderStatusDocument,
          variables: {
            id: 'a',
            version: 1,
            input: { toStatus: 'preparing', comment: null, notifyCustomer: false },
          },
        },
        result: moved,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Move ORD-a to Preparing' }));
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(column('Preparing')).getByText('ORD-a')).toBeInTheDocument());
  });
});
