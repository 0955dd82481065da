import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { customerWallets } from './wallets.tsx';

const account = (id: string, ownerName: string, balance: number) => ({
  __typename: 'WalletAccount' as const,
  id,
  version: 1,
  ownerType: 'customer',
  ownerId: `c-${id}`,
  ownerName,
  currencyCode: 'USD',
  balance,
  balanceFloor: 0,
  updatedAt: '2026-03-14T10:40:00.000Z',
});

// The customer wallet list in every state (merchant and admin wallets are the same screen with another
// owner type). An account opens WalletAccountPage, not the shared edit form, so no Edit stories.
const stories = resourceStories(customerWallets, {
  rows: [
    account('w1', 'Cora Client', 125_000),
    account('w2', 'Dan Diner', 4_250),
    account('w3', 'Eve Eater', 0),
  ],
  record: account('w1', 'Cora Client', 125_000),
});

const meta = {
  title: 'Pages/Resources/CustomerWallets',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

export const ListFilled = stories.ListFilled;
export const ListLoading = stories.ListLoading;
export const ListEmpty = stories.ListEmpty;
export const ListNoMatch = stories.ListNoMatch;
export const ListError = stories.ListError;
export const ListForbidden = stories.ListForbidden;
