import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  CreateOrderReturnDocument,
  DecideOrderReturnDocument,
  OrderReturnsDocument,
  ReturnHistoryDocument,
} from '../../graphql/generated.ts';
import { ResourceHarness } from '../framework/testing.tsx';
import { OrderReturns } from './OrderReturns.tsx';

configure({ asyncUtilTimeout: 5000 });

const order = {
  id: 'o1',
  currencyCode: 'KWD',
  items: [
    { id: 'i1', name: 'Phone case', qty: 2, unitPrice: 1_500 },
    { id: 'i2', name: 'USB-C cable', qty: 1, unitPrice: 1_000 },
  ],
};

const ret = (status: string, version: number, refundAmount = 0) => ({
  __typename: 'Return' as const,
  id: 'r1',
  version,
  status,
  reason: 'Does not fit',
  items: [{ orderItemId: 'i1', name: 'Phone case', unitPrice: 1_500, qty: 1 }],
  refundAmount,
  createdAt: '2026-11-24T08:00:00.000Z',
});
const returns = (...nodes: ReturnType<typeof ret>[]): MockLink.MockedResponse => ({
  request: { query: OrderReturnsDocument, variables: { orderId: 'o1' } },
  result: { data: { returns: { __typename: 'ReturnConnection', nodes } } },
});
const history = (
  ...entries: { action: string; diff: Record<string, unknown> }[]
): MockLink.MockedResponse => ({
  request: { query: ReturnHistoryDocument, variables: { id: 'r1' } },
  result: {
    data: {
      history: entries.map((e, i) => ({
        __typename: 'HistoryEntry',
        id: `h${entries.length - i}`,
        actorEmail: 'support@example.com',
        at: '2026-11-24T08:00:00.000Z',
        ...e,
      })),
    },
  },
});
const created = { action: 'create', diff: {} };
const approved = { action: 'status', diff: { status: { from: 'requested', to: 'approved' } } };
const refunded = {
  action: 'status',
  diff: { status: { from: 'approved', to: 'refunded' }, refundAmount: 1_500 },
};

describe("an order's returns", () => {
  it('requests a return for some items with a reason, approves it and refunds it to the wallet', async () => {
    const user = userEvent.setup();
    const decide = vi.fn();
    const mocks: MockLink.MockedResponse[] = [
      returns(),
      {
        request: {
          query: CreateOrderReturnDocument,
          variables: {
            input: { orderId: 'o1', reason: 'Does not fit', items: [{ orderItemId: 'i1', qty: 1 }] },
          },
        },
        result: {
          data: { createReturn: { __typename: 'Return', id: 'r1', version: 1, status: 'requested' } },
        },
      },
      returns(ret('requested', 1)),
      history(created),
      {
        request: {
          query: DecideOrderReturnDocument,
          variables: { id: 'r1', version: 1, input: { status: 'approved' } },
        },
        result: () => {
          decide('approved');
          return {
            data: {
              decideReturn: {
                __typename: 'Return',
                id: 'r1',
                version: 2,
                status: 'approved',
                refundAmount: 0,
              },
            },
          };
        },
      },
      returns(ret('approved', 2)),
      history(approved, created),
      {
        request: {
          query: DecideOrderReturnDocument,
          variables: { id: 'r1', version: 2, input: { status: 'refunded', refundAmount: 1_500 } },
        },
        result: () => {
          decide('refunded');
          return {
            data: {
              decideReturn: {
                __typename: 'Return',
                id: 'r1',
                version: 3,
                status: 'refunded',
                refundAmount: 1_500,
              },
            },
          };
        },
      },
      returns(ret('refunded', 3, 1_500)),
      history(refunded, approved, created),
    ];
    const router = createMemoryRouter([{ path: '/', element: <OrderReturns order={order} /> }]);
    render(<ResourceHarness path="/" mocks={mocks} router={router} />);

    expect(await screen.findByText('No returns for this order')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a return' });
    // Nothing chosen: the dialog says so and sends nothing.
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Does not fit');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await within(dialog).findByText('Choose at least one item')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Phone case: quantity to return \(of 2\)/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));

    const entry = await screen.findByTestId('order-return');
    await within(entry).findByText('1 × Phone case');
    // KWD: three decimals.
    expect(within(entry).getByText(/Worth KWD\s1\.500/)).toBeInTheDocument();
    await user.click(within(entry).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith('approved'));

    await user.click(await within(entry).findByRole('button', { name: 'Refund to wallet' }));
    const refund = await screen.findByRole('dialog', { name: 'Refund to wallet' });
    expect(within(refund).getByLabelText(/Amount refunded/)).toHaveValue('1.500');
    await user.click(within(refund).getByRole('button', { name: 'Refund to wallet' }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith('refunded'));
    expect(await within(entry).findAllByText(/Refunded KWD\s1\.500 to the wallet/)).not.toHaveLength(0);
    const timeline = within(entry).getByRole('list', { name: 'Return history' });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(3));
  }, 60_000);
});
