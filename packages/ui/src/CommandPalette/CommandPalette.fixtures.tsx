// Admin pages as the palette lists them, shared with the Shell stories (not public API).
import {
  BadgePercent,
  Boxes,
  CreditCard,
  LayoutDashboard,
  Settings,
  ShoppingCart,
  Store,
  Users,
  Wallet,
} from 'lucide-react';
import type { CommandPaletteGroup } from './CommandPalette.types.ts';

export const adminPages: CommandPaletteGroup[] = [
  {
    key: 'sales',
    heading: 'Sales',
    items: [
      { key: 'dashboard', title: 'Dashboard', url: '/', icon: <LayoutDashboard />, keywords: ['home'] },
      {
        key: 'orders',
        title: 'Orders',
        url: '/orders',
        icon: <ShoppingCart />,
        keywords: ['purchases', 'sales'],
        description: 'Sales',
      },
      {
        key: 'coupons',
        title: 'Coupons',
        url: '/coupons',
        icon: <BadgePercent />,
        keywords: ['discount', 'promo code'],
        description: 'Marketing',
      },
    ],
  },
  {
    key: 'marketplace',
    heading: 'Marketplace',
    items: [
      { key: 'stores', title: 'Stores', url: '/stores', icon: <Store />, keywords: ['shops', 'merchants'] },
      { key: 'catalogue', title: 'Catalogue', url: '/products', icon: <Boxes />, keywords: ['products'] },
      { key: 'customers', title: 'Customers', url: '/customers', icon: <Users />, keywords: ['buyers'] },
    ],
  },
  {
    key: 'finance',
    heading: 'Finance',
    items: [
      { key: 'wallets', title: 'Wallets', url: '/wallets', icon: <Wallet />, keywords: ['balance'] },
      { key: 'payouts', title: 'Payouts', url: '/payouts', icon: <CreditCard />, keywords: ['transfers'] },
    ],
  },
  {
    key: 'administration',
    heading: 'Administration',
    items: [
      { key: 'settings', title: 'Settings', url: '/settings', icon: <Settings />, keywords: ['preferences'] },
    ],
  },
];
