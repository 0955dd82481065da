import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  PostWalletAdjustmentDocument,
  WalletAccountListDocument,
  WalletAccountRecordDocument,
  WalletPostingsDocument,
} from '../../graphql/generated.ts';
import { fakeSupport } from '../../shell/testing.tsx';
import { ListPage } from '../framework/index.ts';
import { ResourceHarness } from '../framework/testing.tsx';
import { CustomerWalletAccount, customerWallets } from './wallets.tsx';

configure({ asyncUtilTimeout: 5000 });

const WALLET = '6f1c1a52-5d0e-4a53-9d5e-2f9c6b1e7a10';

const account = (balance: number) => ({
  __typename: 'WalletAccount' as const,
  id: WALLET,
  version: 1,
  ownerType: 'customer',
  ownerId: 'c1',
  ownerName: 'Cora Client',
  currencyCode: 'USD',
  balance,
  balanceFloor: 0,
  updatedAt: '2026-11-22T10:00:00.000Z',
});
const accountMock = (balance: number): MockLink.MockedResponse => ({
  request: { query: WalletAccountRecordDocument, variables: { id: WALLET } },
  result: { data: { record: account(balance) } },
});
const postingsMock: MockLink.MockedResponse = {
  request: {
    query: WalletPostingsDocument,
    variables: { filter: { accountId: WALLET }, first: 25, offset: 0 },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      walletPostings: {
        __typename: 'WalletPostingConnection',
        totalCount: 1,
        nodes: [
          {
            __typename: 'WalletPosting',
            id: 'p1',
            amount: 500,
            journalType: 'cashback',
            note: 'Cashback CASH5',
            createdAt: '2026-11-22T10:00:00.000Z',
          },
        ],
      },
    },
  },
};

function renderAccount(mocks: MockLink.MockedResponse[], user?: typeof fakeSupport, id: string = WALLET) {
  const path = `/wallet/customer-wallet/edit/${id}`;
  const router = createMemoryRouter(
    [{ path: '/wallet/customer-wallet/edit/:id?', element: <CustomerWalletAccount /> }],
    { initialEntries: [path] },
  );
  render(
    <ResourceHarness
      description={customerWallets}
      path={path}
      mocks={mocks}
      router={router as never}
      user={user}
    />,
  );
}

describe('wallet screens', () => {
  it('list only their owner type’s accounts', async () => {
    const router = createMemoryRouter(
      [{ path: '/wallet/customer-wallet', element: <ListPage description={customerWallets} /> }],
      { initialEntries: ['/wallet/customer-wallet'] },
    );
    render(
      <ResourceHarness
        description={customerWallets}
        path="/wallet/customer-wallet"
        router={router as never}
        mocks={[
          {
            request: {
              query: WalletAccountListDocument,
              variables: {
                first: 25,
                offset: 0,
                filter: { ownerType: 'customer' },
                sort: { field: 'balance', direction: 'DESC' },
              },
            },
            result: {
              data: {
                list: { __typename: 'WalletAccountConnection', totalCount: 1, nodes: [account(1234)] },
              },
            },
          },
        ]}
      />,
    );
    expect(await screen.findByText('Cora Client')).toBeInTheDocument();
    expect(screen.getByText('$12.34')).toBeInTheDocument();
  });

  it('posts a debit once with its idempotency key, however often Post is pressed', async () => {
    const user = userEvent.setup();
    const posted = vi.fn((input: { amount: number; idempotencyKey: string }) => ({
      data: {
        postWalletAdjustment: {
          __typename: 'WalletAdjustment',
          journalId: 'j1',
          accountId: WALLET,
          amount: input.amount,
          balance: 300,
          replayed: false,
        },
      },
    }));
    renderAccount([
      accountMock(500),
      postingsMock,
      {
        request: { query: PostWalletAdjustmentDocument, variables: () => true },
        delay: 200,
        result: (variables: { input: { amount: number; idempotencyKey: string } }) => posted(variables.input),
      } as MockLink.MockedResponse,
      accountMock(300),
    ]);
    expect(await screen.findByRole('heading', { name: 'Customer wallet: Cora Client' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Debit' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Goodwill correction');
    const post = screen.getByRole('button', { name: 'Post' });
    await user.dblClick(post);
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(posted.mock.calls[0]![0]).toMatchObject({ amount: -200, reason: 'Goodwill correction' });
    expect(posted.mock.calls[0]![0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Posted. New balance: $3.00')).toBeInTheDocument();
  });

  it('asks for a reason and a non-zero amount before posting anything', async () => {
    const user = userEvent.setup();
    renderAccount([accountMock(500), postingsMock]);
    await user.click(await screen.findByRole('button', { name: 'Post' }));
    expect(await screen.findAllByText('Field cannot be blank')).toHaveLength(2);
  });

  it('says an account opened without an id does not exist, asking nothing of the server', async () => {
    // No mocks: a query sent would fail the load and show "could not be loaded" instead.
    renderAccount([], undefined, '');
    expect(await screen.findByText('This wallet does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('is forbidden to support', async () => {
    renderAccount([accountMock(500), postingsMock], fakeSupport);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });
});
