// The Finance menu group: the three wallets, in menu order (shell/manifest.ts says what an entry holds).
// Their screens are all in wallets.tsx.
import { defineMessages } from 'react-intl';
import { defineArea, page } from '../../shell/manifest.ts';

export const walletMessages = defineMessages({
  finance: { id: 'menu.finance', defaultMessage: 'Finance' },
  customerWallet: { id: 'menu.customerWallet', defaultMessage: 'Customer wallet' },
  merchantWallet: { id: 'menu.merchantWallet', defaultMessage: 'Merchant wallet' },
  adminWallet: { id: 'menu.adminWallet', defaultMessage: 'Admin wallet' },
});
const t = walletMessages;

export const walletArea = defineArea({
  key: 'group-finance',
  title: t.finance,
  folder: 'resources/wallet',
  menu: [
    page('customerWallet', {
      path: '/wallet/customer-wallet',
      resource: 'customer-wallet',
      title: t.customerWallet,
      icon: 'Wallet',
      editable: true,
      module: 'wallets',
      list: 'CustomerWalletList',
      edit: 'CustomerWalletAccount',
    }),
    page('merchantWallet', {
      path: '/wallet/merchant-wallet',
      resource: 'merchant-wallet',
      title: t.merchantWallet,
      icon: 'Banknote',
      editable: true,
      module: 'wallets',
      list: 'MerchantWalletList',
      edit: 'MerchantWalletAccount',
    }),
    page('adminWallet', {
      path: '/wallet/admin-wallet',
      resource: 'admin-wallet',
      title: t.adminWallet,
      icon: 'Coins',
      editable: true,
      module: 'wallets',
      list: 'AdminWalletList',
      edit: 'AdminWalletAccount',
    }),
  ],
});
