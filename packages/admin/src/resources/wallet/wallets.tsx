import { walletAdjustmentRules, type Resource } from '@market/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { WalletAccountListDocument, WalletAccountRecordDocument } from '../../graphql/generated.ts';
import { titles } from '../../shell/titles.ts';
import { Amount } from '../framework/Amount.tsx';
import { DateTimeCell } from '../framework/cells.tsx';
import { defineResource, resourceScreens } from '../framework/index.ts';
import { walletAccountPage } from './WalletAccountPage.tsx';

/**
 * The three wallet screens list one owner type's ledger accounts each. A balance is derived from
 * postings and never edited: an account opens its postings and the manual credit/debit form
 * (WalletAccountPage), not the shared edit form.
 */
export const walletDocuments = /* GraphQL */ `
  fragment WalletAccountFields on WalletAccount @standardDocuments {
    id
    version
    ownerType
    ownerId
    ownerName
    currencyCode
    balance
    balanceFloor
    updatedAt
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.wallets.singular', defaultMessage: 'wallet' },
  owner: { id: 'resource.wallets.owner', defaultMessage: 'Owner' },
  currency: { id: 'resource.wallets.currency', defaultMessage: 'Currency' },
  balance: { id: 'resource.wallets.balance', defaultMessage: 'Balance' },
  updatedAt: { id: 'resource.wallets.updatedAt', defaultMessage: 'Last posting' },
  search: { id: 'resource.wallets.search', defaultMessage: 'Search by owner' },
});

function walletScreen(
  resource: Resource,
  ownerType: 'customer' | 'merchant' | 'platform',
  path: string,
  title: MessageDescriptor,
) {
  return defineResource({
    resource,
    listName: 'walletAccounts',
    entityType: 'WalletAccount',
    path,
    documents: { list: WalletAccountListDocument, get: WalletAccountRecordDocument },
    fixedFilter: { ownerType },
    columns: [
      { id: 'ownerName', header: messages.owner },
      { id: 'currencyCode', header: messages.currency },
      {
        id: 'balance',
        header: messages.balance,
        sortable: true,
        align: 'end',
        cell: (row) => <Amount value={row.balance} currency={row.currencyCode} />,
      },
      {
        id: 'updatedAt',
        header: messages.updatedAt,
        fit: true,
        cell: (row) => <DateTimeCell value={row.updatedAt} />,
      },
    ],
    filters: [{ name: 'ownerName_contains', label: messages.search, kind: 'text' }],
    // No form fields: the account page posts adjustments, checked by this rule.
    fields: [],
    rules: walletAdjustmentRules,
    rowLabel: (row) => `${row.ownerName} (${row.currencyCode})`,
    defaultSort: { field: 'balance', direction: 'desc' },
    messages: { title, singular: messages.singular },
  });
}

export const customerWallets = walletScreen(
  'customer-wallet',
  'customer',
  '/wallet/customer-wallet',
  titles.customerWallet,
);
export const merchantWallets = walletScreen(
  'merchant-wallet',
  'merchant',
  '/wallet/merchant-wallet',
  titles.merchantWallet,
);
export const adminWallets = walletScreen(
  'admin-wallet',
  'platform',
  '/wallet/admin-wallet',
  titles.adminWallet,
);

export const CustomerWalletList = resourceScreens(customerWallets).List;
export const MerchantWalletList = resourceScreens(merchantWallets).List;
export const AdminWalletList = resourceScreens(adminWallets).List;

export const CustomerWalletAccount = walletAccountPage(customerWallets);
export const MerchantWalletAccount = walletAccountPage(merchantWallets);
export const AdminWalletAccount = walletAccountPage(adminWallets);
