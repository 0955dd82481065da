import type { MockLink } from '@apollo/client/testing';
import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  LiveBoardOrdersDocument,
  LiveBoardStatusesDocument,
  LiveOrderCreatedDocument,
  LiveOrderUpdatedDocument,
} from '../../graphql/generated.ts';
import { pageStories } from '../framework/stories.tsx';
import LiveBoardPage from './LiveBoardPage.tsx';

// Today's open orders with mocked GraphQL (no server), in the Storybook locale. The board's clock is
// fixed (its `now`), so the age of every order is the same in every screenshot; times are UTC, the
// visual test's time zone. Amounts in cents.

/** Long enough for a lazy chunk and a mocked answer on a loaded two-core machine. */
const WAIT = { timeout: 10_000 };
const again = { maxUsageCount: Number.POSITIVE_INFINITY };
const NOW = Date.parse('2026-11-22T12:00:00.000Z');

const status = (
  id: string,
  code: string,
  name: string,
  colour: string,
  isTerminal: boolean,
  nextStatuses: string[],
) => ({
  __typename: 'OrderStatus',
  id,
  code,
  name,
  colour,
  isTerminal,
  nextStatuses,
});

const statuses: MockLink.MockedResponse = {
  request: { query: LiveBoardStatusesDocument },
  result: {
    data: {
      list: {
        __typename: 'OrderStatusConnection',
        totalCount: 5,
        nodes: [
          status('os1', 'pending', 'Pending', '#f59e0b', false, ['confirmed', 'cancelled']),
          status('os2', 'confirmed', 'Confirmed', '#3b82f6', false, ['out_for_delivery']),
          status('os3', 'out_for_delivery', 'Out for delivery', '#8b5cf6', false, ['delivered']),
          status('os4', 'delivered', 'Delivered', '#16a34a', true, []),
          status('os5', 'cancelled', 'Cancelled', '#dc2626', true, []),
        ],
      },
    },
  },
  ...again,
};

const order = (
  id: string,
  orderNo: string,
  orderStatus: string,
  paymentStatus: number,
  customerName: string,
  storeName: string,
  grandTotal: number,
  placedAt: string,
) => ({
  __typename: 'Order',
  id,
  version: 1,
  orderNo,
  status: orderStatus,
  paymentStatus,
  customerName,
  storeName,
  grandTotal,
  currencyCode: 'USD',
  placedAt,
});

// Ages 4, 18, 42 and 115 minutes (neutral, warning and late badges) across three columns.
const openOrders = [
  order('o5', 'ORD-1005', 'pending', 1, 'Lina Farouk', 'Smouha Pharmacy', 1_850, '2026-11-22T11:56:00.000Z'),
  order('o4', 'ORD-1004', 'pending', 2, 'Omar Hassan', 'Nile Fashion', 12_500, '2026-11-22T11:42:00.000Z'),
  order(
    'o3',
    'ORD-1003',
    'confirmed',
    3,
    'Cora Client',
    'Delta Electronics',
    4_200,
    '2026-11-22T11:18:00.000Z',
  ),
  order(
    'o2',
    'ORD-1002',
    'out_for_delivery',
    3,
    'Karim Adel',
    'Cairo Bakeries',
    960,
    '2026-11-22T10:05:00.000Z',
  ),
];

/** Any filter: the day and the open statuses it asks for are the page's business (unit-tested). */
const ordersAnswer = (nodes: typeof openOrders): MockLink.MockedResponse => ({
  request: { query: LiveBoardOrdersDocument, variables: () => true },
  result: { data: { orders: { __typename: 'OrderConnection', totalCount: nodes.length, nodes } } },
  ...again,
});

// Nothing happens live in a story: the subscriptions wait forever.
const quietSubscriptions: MockLink.MockedResponse[] = [
  { request: { query: LiveOrderCreatedDocument }, delay: Number.POSITIVE_INFINITY, ...again },
  { request: { query: LiveOrderUpdatedDocument }, delay: Number.POSITIVE_INFINITY, ...again },
];

const meta = {
  title: 'Pages/LiveBoard',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

const story = pageStories({
  path: '/ecommerce/now',
  url: '/ecommerce/now',
  element: <LiveBoardPage now={NOW} />,
  mocks: quietSubscriptions,
});

/** Pending (2), confirmed (1) and out for delivery (1), each card with its age and next statuses. */
export const Filled = story([statuses, ordersAnswer(openOrders)], async ({ canvasElement }) => {
  await waitFor(() => {
    expect(canvasElement.querySelectorAll('section h2')).toHaveLength(3);
    expect(canvasElement.querySelectorAll('section li')).toHaveLength(openOrders.length);
  }, WAIT);
});

/** No open order today: "No open orders today". */
export const Empty = story([statuses, ordersAnswer([])], async ({ canvasElement }) => {
  await waitFor(() => {
    expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    expect(canvasElement.querySelector('main h2')).not.toBeNull();
  }, WAIT);
});

export const Loading = story(
  [{ request: { query: LiveBoardStatusesDocument }, delay: Number.POSITIVE_INFINITY }],
  async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[role="status"][aria-busy="true"]')).not.toBeNull(),
      WAIT,
    );
  },
);
