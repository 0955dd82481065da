import type { MockLink } from '@apollo/client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  OrderReturnsDocument,
  OrderStatusOptionsDocument,
  OrderViewDocument,
  ReturnHistoryDocument,
} from '../../graphql/generated.ts';
import { pageStories } from '../framework/stories.tsx';
import OrderViewPage from './OrderViewPage.tsx';

// One order's view page with mocked GraphQL (no server), in the Storybook locale. Fixed times (UTC),
// amounts in cents.

/** Long enough for a lazy chunk and a mocked answer on a loaded two-core machine. */
const WAIT = { timeout: 10_000 };
const again = { maxUsageCount: Number.POSITIVE_INFINITY };

const statuses: MockLink.MockedResponse = {
  request: { query: OrderStatusOptionsDocument },
  result: {
    data: {
      list: {
        __typename: 'OrderStatusConnection',
        totalCount: 4,
        nodes: [
          { __typename: 'OrderStatus', id: 'os1', code: 'pending', name: 'Pending', colour: '#faad14' },
          { __typename: 'OrderStatus', id: 'os2', code: 'confirmed', name: 'Confirmed', colour: '#4b7cf3' },
          { __typename: 'OrderStatus', id: 'os3', code: 'delivered', name: 'Delivered', colour: '#52c41a' },
          { __typename: 'OrderStatus', id: 'os4', code: 'cancelled', name: 'Cancelled', colour: '#f5222d' },
        ],
      },
    },
  },
  ...again,
};

const entry = (
  id: string,
  fromStatus: string | null,
  toStatus: string,
  at: string,
  comment: string | null,
) => ({
  __typename: 'OrderHistoryEntry',
  id,
  fromStatus,
  toStatus,
  actorEmail: fromStatus ? 'support@example.com' : null,
  comment,
  notifyCustomer: fromStatus !== null,
  at,
});

const pending = {
  __typename: 'Order',
  id: 'o1',
  version: 3,
  orderNo: 'ORD-1001',
  status: 'pending',
  nextStatuses: ['confirmed', 'cancelled'],
  paymentStatus: 2,
  customerName: 'Cora Client',
  storeName: 'Delta Electronics',
  merchantName: 'Delta Electronics LLC',
  paymentMethodName: 'Card',
  deliveryMethodName: 'Courier',
  deliveryDate: '2026-11-23',
  timeslot: '10:00-12:00',
  comments: 'Ring twice',
  currencyCode: 'USD',
  subtotal: 4_000,
  deliveryCharges: 500,
  discount: 300,
  couponCode: 'TENOFF',
  rewardPointsUsed: 0,
  rewardDiscount: 0,
  walletUsed: 0,
  grandTotal: 4_200,
  placedAt: '2026-11-22T09:30:00.000Z',
  items: [
    { __typename: 'OrderItem', id: 'i1', name: 'Phone case', qty: 2, unitPrice: 1_500, lineTotal: 3_000 },
    { __typename: 'OrderItem', id: 'i2', name: 'USB-C cable', qty: 1, unitPrice: 1_000, lineTotal: 1_000 },
  ],
  timeline: [entry('h1', null, 'pending', '2026-11-22T09:30:00.000Z', null)],
};

// Delivered: no status moves left, paid (a successful payment moves no further).
const delivered = {
  ...pending,
  version: 7,
  status: 'delivered',
  nextStatuses: [],
  paymentStatus: 3,
  timeline: [
    ...pending.timeline,
    entry('h2', 'pending', 'confirmed', '2026-11-22T09:41:00.000Z', 'Called the customer'),
    entry('h3', 'confirmed', 'delivered', '2026-11-23T11:15:00.000Z', null),
  ],
};

const viewRequest = { query: OrderViewDocument, variables: { id: 'o1' } };

// Returns: none by default; the return stories answer with one in each state and its history.
const returnsRequest = { query: OrderReturnsDocument, variables: { orderId: 'o1' } };
const noReturns: MockLink.MockedResponse = {
  request: returnsRequest,
  result: { data: { returns: { __typename: 'ReturnConnection', nodes: [] } } },
  ...again,
};
const sampleReturn = (status: string, version: number, refundAmount = 0) => ({
  __typename: 'Return',
  id: 'r1',
  version,
  status,
  reason: 'The case does not fit the phone',
  items: [{ orderItemId: 'i1', name: 'Phone case', unitPrice: 1_500, qty: 1 }],
  refundAmount,
  createdAt: '2026-11-24T08:00:00.000Z',
});
const historyEntry = (id: string, action: string, diff: Record<string, unknown>, at: string) => ({
  __typename: 'HistoryEntry',
  id,
  action,
  actorEmail: 'support@example.com',
  diff,
  at,
});
const requestedHistory = [
  historyEntry('a1', 'create', { reason: 'The case does not fit the phone' }, '2026-11-24T08:00:00.000Z'),
];
const approvedHistory = [
  historyEntry('a2', 'status', { status: { from: 'requested', to: 'approved' } }, '2026-11-24T09:00:00.000Z'),
  ...requestedHistory,
];
const refundedHistory = [
  historyEntry(
    'a3',
    'status',
    { status: { from: 'approved', to: 'refunded' }, refundAmount: 1_500 },
    '2026-11-24T10:00:00.000Z',
  ),
  ...approvedHistory,
];
const withReturn = (ret: ReturnType<typeof sampleReturn>, history: unknown[]): MockLink.MockedResponse[] => [
  { request: viewRequest, result: { data: { order: delivered } }, ...again },
  {
    request: returnsRequest,
    result: { data: { returns: { __typename: 'ReturnConnection', nodes: [ret] } } },
    ...again,
  },
  {
    request: { query: ReturnHistoryDocument, variables: { id: 'r1' } },
    result: { data: { history } },
    ...again,
  },
];

const meta = {
  title: 'Pages/Resources/OrderView',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj;

const story = pageStories({
  path: '/ecommerce/orders/view/:id',
  url: '/ecommerce/orders/view/o1',
  element: <OrderViewPage />,
  mocks: [statuses],
});
const storyNoReturns = (mocks: MockLink.MockedResponse[], play: NonNullable<Story['play']>) =>
  story([...mocks, noReturns], play);

/** The order is shown with its statuses' names (the status names are data: the same in Arabic). */
const showsOrder = (statusName: string) =>
  (async ({ canvasElement }) => {
    await waitFor(() => {
      expect(canvasElement.querySelector('h1')?.textContent).toContain('ORD-1001');
      expect(within(canvasElement).getAllByText(statusName)).not.toHaveLength(0);
    }, WAIT);
  }) satisfies Story['play'];

/** A pending order: the next statuses to move it to and the payment moves from Processing. */
export const Loaded = storyNoReturns(
  [{ request: viewRequest, result: { data: { order: pending } }, ...again }],
  async (context) => {
    await showsOrder('Pending')(context);
    await waitFor(
      () => expect(context.canvasElement.querySelector('form [role="combobox"]')).not.toBeNull(),
      WAIT,
    );
  },
);

/** A delivered order: "This order is in a final status.", no payment moves. */
export const Final = storyNoReturns(
  [{ request: viewRequest, result: { data: { order: delivered } }, ...again }],
  async (context) => {
    await showsOrder('Delivered')(context);
    expect(context.canvasElement.querySelector('form')).toBeNull();
  },
);

export const Loading = storyNoReturns(
  [{ request: viewRequest, delay: Number.POSITIVE_INFINITY }],
  async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[role="status"][aria-busy="true"]')).not.toBeNull(),
      WAIT,
    );
  },
);

/** An id the server does not know: "This order does not exist." */
export const NotFound = storyNoReturns(
  [{ request: viewRequest, result: { data: { order: null } }, ...again }],
  async ({ canvasElement }) => {
    await waitFor(() => {
      expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
      expect(canvasElement.querySelector('h1')).not.toBeNull();
      expect(canvasElement.querySelector('[role="alert"], [role="status"]')).not.toBeNull();
    }, WAIT);
  },
);

/** The return section's settled state: the return, its actions and its timeline shown. */
const showsReturn = (status: string) =>
  (async ({ canvasElement }) => {
    await waitFor(() => {
      const ret = canvasElement.querySelector('[data-testid="order-return"]');
      expect(ret).not.toBeNull();
      expect(within(ret as HTMLElement).getAllByText(status)).not.toHaveLength(0);
      expect(ret!.querySelectorAll('ol li').length).toBeGreaterThan(0);
    }, WAIT);
  }) satisfies Story['play'];

/** A return requested for one of two phone cases: Approve and Reject. */
export const ReturnRequested = story(
  withReturn(sampleReturn('requested', 1), requestedHistory),
  async (c) => {
    await showsReturn('Requested')(c);
  },
);

/** Approved: Refund to wallet. */
export const ReturnApproved = story(withReturn(sampleReturn('approved', 2), approvedHistory), async (c) => {
  await showsReturn('Approved')(c);
});

/** Refunded to the customer's wallet, each step in the return's timeline. */
export const ReturnRefunded = story(
  withReturn(sampleReturn('refunded', 3, 1_500), refundedHistory),
  async (c) => {
    await showsReturn('Refunded')(c);
  },
);

/** The refund dialog of an approved return, the returned items' worth filled in. */
export const ReturnRefundDialog = story(
  withReturn(sampleReturn('approved', 2), approvedHistory),
  async (c) => {
    await showsReturn('Approved')(c);
    const ret = c.canvasElement.querySelector<HTMLElement>('[data-testid="order-return"]')!;
    await userEvent.click(within(ret).getByRole('button', { name: /wallet|المحفظة/ }));
    await waitFor(() => expect(document.querySelector('[role="dialog"] input')).not.toBeNull(), WAIT);
  },
);

/** Requesting a return: a quantity per item still returnable, and the reason. */
export const ReturnRequestDialog = story(
  [{ request: viewRequest, result: { data: { order: pending } }, ...again }, noReturns],
  async (c) => {
    await showsOrder('Pending')(c);
    let button: HTMLElement | undefined;
    await waitFor(() => {
      button = within(c.canvasElement).getByRole('button', { name: /Request a return|طلب إرجاع/ });
    }, WAIT);
    await userEvent.click(button!);
    await waitFor(() => expect(document.querySelectorAll('[role="dialog"] input').length).toBe(2), WAIT);
  },
);
