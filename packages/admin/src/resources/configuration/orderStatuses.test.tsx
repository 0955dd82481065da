// The order status form: its outcome and its allowed next statuses are saved with the status, in one update.
import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  OrderStatusListDocument,
  OrderStatusNextStatusOptionsDocument,
  OrderStatusRecordDocument,
  UpdateOrderStatusRecordDocument,
} from '../../graphql/generated.ts';
import { createResourceRouter, ResourceHarness } from '../framework/testing.tsx';
import { orderStatuses } from './orderStatuses.tsx';

configure({ asyncUtilTimeout: 5000 });

const confirmed = {
  __typename: 'OrderStatus' as const,
  id: 'os2',
  version: 4,
  code: 'confirmed',
  name: 'Confirmed',
  colour: '#3b82f6',
  sort: 2,
  isTerminal: false,
  notifyCustomer: true,
  outcome: null,
  nextStatuses: ['cancelled', 'preparing'],
};

const option = (id: string, code: string, name: string) => ({
  __typename: 'OrderStatus' as const,
  id,
  code,
  name,
});
const mocks = (update: MockLink.MockedResponse): MockLink.MockedResponse[] => [
  {
    request: { query: OrderStatusRecordDocument, variables: { id: 'os2' } },
    result: { data: { record: confirmed } },
  },
  {
    request: { query: OrderStatusNextStatusOptionsDocument, variables: {} },
    result: {
      data: {
        list: {
          __typename: 'OrderStatusConnection',
          totalCount: 4,
          nodes: [
            option('os2', 'confirmed', 'Confirmed'),
            option('os3', 'preparing', 'Preparing'),
            option('os4', 'cancelled', 'Cancelled'),
            option('os5', 'lost', 'Lost'),
          ],
        },
      },
    },
  },
  update,
  {
    request: { query: OrderStatusListDocument, variables: () => true },
    result: { data: { list: { __typename: 'OrderStatusConnection', totalCount: 0, nodes: [] } } },
  },
];

const patch = (changes: Record<string, unknown>) => ({
  code: 'confirmed',
  name: 'Confirmed',
  colour: '#3b82f6',
  sort: 2,
  isTerminal: false,
  notifyCustomer: true,
  outcome: null,
  nextStatuses: ['cancelled', 'preparing'],
  ...changes,
});

function renderEdit(update: MockLink.MockedResponse) {
  const path = '/configuration/order-status/edit/os2';
  const router = createResourceRouter(orderStatuses, path);
  render(<ResourceHarness description={orderStatuses} path={path} mocks={mocks(update)} router={router} />);
  return router;
}

describe('the order status form', () => {
  it('saves the outcome and the chosen next statuses with the status, from the version it read', async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({ data: { saved: { __typename: 'OrderStatus', id: 'os2', version: 5 } } }));
    const router = renderEdit({
      request: {
        query: UpdateOrderStatusRecordDocument,
        variables: {
          id: 'os2',
          version: 4,
          patch: patch({ outcome: 'cancelled', nextStatuses: ['preparing', 'lost'] }),
        },
      },
      result: saved,
    });
    const group = await screen.findByRole('group', { name: 'Next statuses' });
    const box = (name: string) => within(group).getByRole('checkbox', { name });
    await within(group).findByRole('checkbox', { name: 'Lost' });
    expect(box('Preparing')).toHaveAttribute('aria-checked', 'true');
    expect(box('Cancelled')).toHaveAttribute('aria-checked', 'true');
    expect(box('Lost')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('combobox', { name: /^Outcome/ })).toHaveTextContent('None (order in progress)');

    await user.click(box('Cancelled'));
    await user.click(box('Lost'));
    await user.click(screen.getByRole('combobox', { name: /^Outcome/ }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/configuration/order-status'));
  });

  it("puts the server's refusal of a next status on that field", async () => {
    const user = userEvent.setup();
    renderEdit({
      request: {
        query: UpdateOrderStatusRecordDocument,
        variables: {
          id: 'os2',
          version: 4,
          patch: patch({ nextStatuses: ['preparing', 'cancelled', 'lost'] }),
        },
      },
      result: {
        errors: [
          {
            message: 'Some fields are not valid',
            extensions: { code: 'VALIDATION', fields: { nextStatuses: 'Does not exist: lost' } },
          },
        ],
      },
    });
    const lost = await screen.findByRole('checkbox', { name: 'Lost' });
    await user.click(lost);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Does not exist: lost')).toBeInTheDocument();
    expect(lost).toHaveAttribute('aria-invalid', 'true');
  });
});
