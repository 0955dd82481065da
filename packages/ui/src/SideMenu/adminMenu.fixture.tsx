// The admin back-office menu used by the menu stories (and free for other stories to reuse).
import {
  ChartColumn,
  Images,
  LayoutDashboard,
  LifeBuoy,
  Package,
  Radio,
  Settings,
  Shapes,
  ShoppingCart,
  Store,
  Tags,
  TicketPercent,
  UserRound,
  Users,
  Wallet,
  Boxes,
  Filter,
  Layers,
  Megaphone,
  Briefcase,
} from 'lucide-react';
import type { MenuItem } from './SideMenu.types.ts';

const icon = (Icon: typeof Package) => <Icon aria-hidden="true" />;

export const adminMenu: MenuItem[] = [
  { key: 'dashboard', title: 'Dashboard', url: '#/dashboard', icon: icon(LayoutDashboard) },
  {
    key: 'catalog',
    title: 'Catalog',
    category: true,
    children: [
      {
        key: 'products',
        title: 'Products',
        icon: icon(Package),
        children: [
          { key: 'products-all', title: 'All products', url: '#/products' },
          { key: 'products-new', title: 'Add product', url: '#/products/new' },
        ],
      },
      { key: 'categories', title: 'Categories', url: '#/categories', icon: icon(Tags) },
      { key: 'filters', title: 'Filters', url: '#/filters', icon: icon(Filter) },
      { key: 'help', title: 'Help', url: '#/help', icon: icon(LifeBuoy), target: '_blank' },
    ],
  },
  {
    key: 'stores-group',
    title: 'Stores',
    category: true,
    children: [
      { key: 'stores', title: 'Stores', url: '#/stores', icon: icon(Store) },
      { key: 'store-types', title: 'Store types', url: '#/store-types', icon: icon(Shapes) },
      {
        key: 'store-type-collections',
        title: 'Store-type collections',
        url: '#/store-type-collections',
        icon: icon(Layers),
      },
    ],
  },
  {
    key: 'ecommerce',
    title: 'E-commerce',
    category: true,
    children: [
      { key: 'orders', title: 'Orders', url: '#/orders', icon: icon(ShoppingCart), count: 12 },
      { key: 'orders-live', title: 'Now (live)', url: '#/orders/live', icon: icon(Radio) },
    ],
  },
  {
    key: 'marketing',
    title: 'Marketing',
    category: true,
    children: [
      { key: 'coupons', title: 'Coupons', url: '#/coupons', icon: icon(TicketPercent) },
      { key: 'sliders', title: 'Sliders', url: '#/sliders', icon: icon(Images) },
      { key: 'campaigns', title: 'Campaigns', url: '#/campaigns', icon: icon(Megaphone), disabled: true },
    ],
  },
  {
    key: 'users',
    title: 'Users',
    category: true,
    children: [
      { key: 'customers', title: 'Customers', url: '#/customers', icon: icon(Users), count: 532 },
      { key: 'merchants', title: 'Merchants', url: '#/merchants', icon: icon(Briefcase) },
      { key: 'staff', title: 'Staff', url: '#/staff', icon: icon(UserRound) },
    ],
  },
  {
    key: 'wallet',
    title: 'Wallet',
    icon: icon(Wallet),
    children: [
      { key: 'wallet-transactions', title: 'Transactions', url: '#/wallet/transactions' },
      { key: 'wallet-payouts', title: 'Payouts', url: '#/wallet/payouts' },
    ],
  },
  {
    key: 'configuration',
    title: 'Configuration',
    icon: icon(Settings),
    children: [
      { key: 'config-general', title: 'General', url: '#/configuration/general' },
      { key: 'config-payments', title: 'Payment methods', url: '#/configuration/payments' },
      { key: 'config-shipping', title: 'Shipping zones', url: '#/configuration/shipping' },
    ],
  },
  {
    key: 'reports',
    title: 'Reports',
    icon: icon(ChartColumn),
    children: [
      { key: 'reports-sales', title: 'Sales', url: '#/reports/sales' },
      { key: 'reports-merchants', title: 'Merchant payouts', url: '#/reports/merchants' },
    ],
  },
  { key: 'misc', title: 'Miscellaneous', url: '#/misc', icon: icon(Boxes) },
];

/** A short menu for stories that must fit a small canvas. */
export const shortMenu: MenuItem[] = [
  adminMenu[0]!,
  {
    key: 'ecommerce',
    title: 'E-commerce',
    category: true,
    children: [
      { key: 'orders', title: 'Orders', url: '#/orders', icon: icon(ShoppingCart), count: 12 },
      { key: 'orders-live', title: 'Now (live)', url: '#/orders/live', icon: icon(Radio) },
    ],
  },
  {
    key: 'users',
    title: 'Users',
    category: true,
    children: [
      { key: 'customers', title: 'Customers', url: '#/customers', icon: icon(Users), count: 532 },
      { key: 'merchants', title: 'Merchants', url: '#/merchants', icon: icon(Briefcase) },
    ],
  },
  adminMenu.find((item) => item.key === 'wallet')!,
  adminMenu.find((item) => item.key === 'configuration')!,
];
