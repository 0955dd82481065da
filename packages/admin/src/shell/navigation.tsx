// The menus: the pages of shell/pages.ts grouped, ordered and given icons. The role-filtered side,
// top and flyout menus and the command palette all derive from MENU.
import type { Resource, Role } from '@market/domain';
import {
  ArrowLeftRight,
  Banknote,
  Bell,
  Building2,
  ChartColumn,
  CircleHelp,
  Coins,
  CreditCard,
  FileText,
  Filter,
  FolderTree,
  GalleryHorizontal,
  History,
  Images,
  Languages,
  LayoutDashboard,
  Layers,
  ListChecks,
  Map,
  MapPin,
  Package,
  Presentation,
  Radio,
  Rocket,
  Settings,
  Shapes,
  ShieldCheck,
  ShoppingCart,
  SlidersHorizontal,
  Smartphone,
  SquareTerminal,
  Store,
  Tags,
  TicketPercent,
  Timer,
  Truck,
  UserRound,
  Users,
  UsersRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { type MessageDescriptor } from 'react-intl';
import { PAGES, titles, type PageDescription, type PageKey } from './pages.ts';

export interface MenuEntry {
  key: string;
  title: MessageDescriptor;
  url?: string;
  icon?: LucideIcon;
  children?: MenuEntry[];
  /** A group heading, not a link. */
  category?: boolean;
  /** Shown only to roles the matrix lets use this resource. */
  resource?: Resource;
  /** Shown only to these roles (on top of the resource check); no list shows it to all. */
  roles?: Role[];
  /** A count badge. */
  count?: number;
  target?: string;
  disabled?: boolean;
}

/** A menu link to a page's list. */
const link = (key: PageKey, icon?: LucideIcon, extra: Partial<MenuEntry> = {}): MenuEntry => {
  const page: PageDescription = PAGES[key];
  return { key, title: page.title, url: page.path, resource: page.resource, icon, ...extra };
};

const group = (key: string, title: MessageDescriptor, children: MenuEntry[]): MenuEntry => ({
  key,
  title,
  category: true,
  children,
});

/** The report types of the spec, each a link to /reports?type=<type>. */
export const REPORT_TYPES = {
  reportsSales: [
    ['sales-orders', titles.salesOrders],
    ['sales-returns', titles.salesReturns],
    ['sales-shipping', titles.salesShipping],
    ['sales-coupon', titles.salesCoupon],
    ['sales-commission', titles.salesCommission],
  ],
  reportsMerchants: [
    ['merchant-signup', titles.merchantSignup],
    ['merchant-orders', titles.merchantOrders],
    ['merchant-returns', titles.merchantReturns],
  ],
  reportsProducts: [
    ['products-purchased', titles.productsPurchased],
    ['product-returns', titles.productReturns],
  ],
  reportsCustomers: [
    ['customer-signup', titles.customerSignup],
    ['customer-orders', titles.customerOrders],
    ['customer-returns', titles.customerReturns],
    ['customer-credit', titles.customerCredit],
    ['customer-reward-points', titles.customerRewardPoints],
  ],
} as const satisfies Record<string, readonly (readonly [string, MessageDescriptor])[]>;

const reportIcons: Record<keyof typeof REPORT_TYPES, LucideIcon> = {
  reportsSales: ChartColumn,
  reportsMerchants: Building2,
  reportsProducts: Package,
  reportsCustomers: UsersRound,
};

const reportParents: MenuEntry[] = (Object.keys(REPORT_TYPES) as (keyof typeof REPORT_TYPES)[]).map(
  (parent) => ({
    key: parent,
    title: titles[parent],
    icon: reportIcons[parent],
    resource: 'reports',
    children: REPORT_TYPES[parent].map(([type, title]) => ({
      key: `report-${type}`,
      title,
      url: `${PAGES.reports.path}?type=${type}`,
      resource: 'reports' as const,
    })),
  }),
);

/** The customers badge is a fixed figure in the spec (532), not a live count. */
export const CUSTOMERS_BADGE = 532;

export const MENU: MenuEntry[] = [
  group('group-dashboard', titles.dashboard, [link('dashboard', LayoutDashboard)]),
  group('group-catalog', titles.catalog, [
    link('products', Package),
    link('categories', Tags),
    {
      key: 'filters-group',
      title: titles.filtersGroup,
      icon: Filter,
      children: [link('filters'), link('filterGroups')],
    },
    {
      key: 'help-group',
      title: titles.helpGroup,
      icon: CircleHelp,
      children: [link('help'), link('helpCategories')],
    },
    link('settingsGeneral', SlidersHorizontal),
  ]),
  group('group-stores', titles.storesGroup, [
    link('stores', Store),
    link('storeTypes', Shapes),
    link('storeTypeCollections', Layers),
  ]),
  group('group-ecommerce', titles.ecommerce, [link('orders', ShoppingCart), link('liveOrders', Radio)]),
  group('group-marketing', titles.marketing, [
    link('appStarts', Rocket),
    link('coupons', TicketPercent),
    link('sliders', GalleryHorizontal),
    link('storeSliders', Images),
  ]),
  group('group-users', titles.users, [
    link('customers', UserRound, { count: CUSTOMERS_BADGE }),
    link('customerGroups', Users),
    {
      key: 'merchants-group',
      title: titles.merchantsGroup,
      icon: Building2,
      children: [
        link('merchants'),
        {
          key: 'merchants-new',
          title: titles.newMerchant,
          url: `${PAGES.merchants.path}/edit`,
          resource: 'merchants',
        },
      ],
    },
    link('admins', ShieldCheck),
    link('adminGroups', FolderTree),
    link('auditLog', History),
  ]),
  group('group-finance', titles.finance, [
    link('customerWallet', Wallet),
    link('merchantWallet', Banknote),
    link('adminWallet', Coins),
  ]),
  group('group-configuration', titles.configuration, [
    link('currencies', Coins),
    link('languages', Languages),
    link('cities', MapPin),
    link('states', Map),
    link('onboardings', Presentation),
    link('appMenu', Smartphone),
    link('paymentMethods', CreditCard),
    link('deliveryMethods', Truck),
    link('orderStatus', ListChecks),
    link('deliverySystemStatuses', Timer),
    link('notifications', Bell),
    link('page', FileText),
    link('appGeneral', Settings),
  ]),
  group('group-reports', titles.reports, reportParents),
  group('group-miscellaneous', titles.miscellaneous, [
    link('exportImport', ArrowLeftRight),
    link('jobs', ListChecks),
    link('scripts', SquareTerminal),
  ]),
];
