// The one description of the product's pages: their routes, titles, permissions and screens. Routes,
// breadcrumbs, page titles and the menus (shell/navigation.tsx adds icons and grouping) all derive
// from it. It holds no icons or menu code, so the route table — loaded before sign-in — stays small.
//
// To give a page its real screen, set `list`, `edit` or `view` of its entry in PAGES to a lazy
// import (e.g. `list: () => import('../pages/orders/OrdersPage.tsx')`); until then the route shows
// the placeholder page.
import type { Resource } from '@market/domain';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { titles } from './titles.ts';

export { titles };

/** A page module loaded when its route is first visited (route-level code splitting). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface PageDescription {
  key: string;
  /** The list route, e.g. /ecommerce/orders. */
  path: string;
  /** The permission matrix entry (shared with the server) that decides who may open it. */
  resource: Resource;
  title: MessageDescriptor;
  /** Adds `<path>/edit/:id?`: one page creates (no id) and edits. */
  editable?: boolean;
  /** Adds `<path>/view/:id?`. */
  viewable?: boolean;
  list?: PageLoader;
  edit?: PageLoader;
  view?: PageLoader;
}

const describe = (
  key: string,
  path: string,
  resource: Resource,
  title: MessageDescriptor,
  extra: Partial<PageDescription> = {},
): PageDescription => ({ key, path, resource, title, ...extra });
const editable = { editable: true };

/** Every product route of the spec (list route, plus edit/view where the spec has them). */
export const PAGES = {
  dashboard: describe('dashboard', '/dashboard', 'dashboard', titles.dashboard, {
    list: () => import('../analytics/DashboardPage.tsx'),
  }),
  products: describe('products', '/catalog/products', 'products', titles.products, {
    ...editable,
    list: () => import('../resources/catalog/products.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/catalog/products.tsx').then((m) => ({ default: m.Edit })),
  }),
  categories: describe('categories', '/catalog/categories', 'categories', titles.categories, {
    ...editable,
    list: () => import('../resources/catalog/categories.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/catalog/categories.tsx').then((m) => ({ default: m.Edit })),
  }),
  stores: describe('stores', '/catalog/stores', 'stores', titles.stores, {
    ...editable,
    list: () => import('../resources/stores/stores.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/stores/stores.tsx').then((m) => ({ default: m.Edit })),
  }),
  storeTypes: describe('storeTypes', '/catalog/store-types', 'store-types', titles.storeTypes, {
    ...editable,
    list: () => import('../resources/stores/storeTypes.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/stores/storeTypes.tsx').then((m) => ({ default: m.Edit })),
  }),
  storeTypeCollections: describe(
    'storeTypeCollections',
    '/catalog/store-type-collections',
    'store-type-collections',
    titles.storeTypeCollections,
    {
      ...editable,
      list: () => import('../resources/stores/storeTypeCollections.tsx').then((m) => ({ default: m.List })),
      edit: () => import('../resources/stores/storeTypeCollections.tsx').then((m) => ({ default: m.Edit })),
    },
  ),
  filters: describe('filters', '/catalog/filters', 'filters', titles.filters, {
    ...editable,
    list: () => import('../resources/catalog/filters.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/catalog/filters.tsx').then((m) => ({ default: m.Edit })),
  }),
  filterGroups: describe('filterGroups', '/catalog/filter-group', 'filter-groups', titles.filterGroups, {
    ...editable,
    list: () => import('../resources/catalog/filterGroups.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/catalog/filterGroups.tsx').then((m) => ({ default: m.Edit })),
  }),
  help: describe('help', '/catalog/help', 'help', titles.help, {
    ...editable,
    list: () => import('../resources/catalog/help.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/catalog/help.tsx').then((m) => ({ default: m.Edit })),
  }),
  helpCategories: describe(
    'helpCategories',
    '/catalog/help-category',
    'help-categories',
    titles.helpCategories,
    {
      ...editable,
      list: () => import('../resources/catalog/helpCategories.tsx').then((m) => ({ default: m.List })),
      edit: () => import('../resources/catalog/helpCategories.tsx').then((m) => ({ default: m.Edit })),
    },
  ),
  settingsGeneral: describe(
    'settingsGeneral',
    '/catalog/settings-general',
    'settings-general',
    titles.settingsGeneral,
    { list: () => import('../resources/catalog/CatalogSettingsPage.tsx') },
  ),
  orders: describe('orders', '/ecommerce/orders', 'orders', titles.orders, {
    editable: true,
    viewable: true,
    list: () => import('../resources/ecommerce/orders.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/ecommerce/orders.tsx').then((m) => ({ default: m.Edit })),
    view: () => import('../resources/ecommerce/OrderViewPage.tsx'),
  }),
  liveOrders: describe('liveOrders', '/ecommerce/now', 'live-orders', titles.liveOrders, {
    list: () => import('../resources/ecommerce/LiveBoardPage.tsx'),
  }),
  appStarts: describe('appStarts', '/marketing/app-starts', 'app-starts', titles.appStarts, {
    ...editable,
    list: () => import('../resources/marketing/appStarts.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/marketing/appStarts.tsx').then((m) => ({ default: m.Edit })),
  }),
  coupons: describe('coupons', '/marketing/coupons', 'coupons', titles.coupons, {
    ...editable,
    list: () => import('../resources/marketing/coupons.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/marketing/coupons.tsx').then((m) => ({ default: m.Edit })),
  }),
  sliders: describe('sliders', '/marketing/sliders', 'sliders', titles.sliders, {
    ...editable,
    list: () => import('../resources/marketing/sliders.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/marketing/sliders.tsx').then((m) => ({ default: m.Edit })),
  }),
  storeSliders: describe('storeSliders', '/marketing/store-sliders', 'store-sliders', titles.storeSliders, {
    ...editable,
    list: () => import('../resources/marketing/storeSliders.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/marketing/storeSliders.tsx').then((m) => ({ default: m.Edit })),
  }),
  customers: describe('customers', '/users/customers', 'customers', titles.customers, {
    ...editable,
    list: () => import('../resources/users/customers.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/users/customers.tsx').then((m) => ({ default: m.Edit })),
  }),
  customerGroups: describe(
    'customerGroups',
    '/users/customer-groups',
    'customer-groups',
    titles.customerGroups,
    {
      ...editable,
      list: () => import('../resources/users/customerGroups.tsx').then((m) => ({ default: m.List })),
      edit: () => import('../resources/users/customerGroups.tsx').then((m) => ({ default: m.Edit })),
    },
  ),
  merchants: describe('merchants', '/users/merchants', 'merchants', titles.merchants, {
    ...editable,
    list: () => import('../resources/users/merchants.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/users/merchants.tsx').then((m) => ({ default: m.Edit })),
  }),
  admins: describe('admins', '/users/admins', 'admins', titles.admins, {
    ...editable,
    list: () => import('../resources/users/admins.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/users/admins.tsx').then((m) => ({ default: m.Edit })),
  }),
  adminGroups: describe('adminGroups', '/users/admin-groups', 'admin-groups', titles.adminGroups, {
    ...editable,
    list: () => import('../resources/users/adminGroups.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/users/adminGroups.tsx').then((m) => ({ default: m.Edit })),
  }),
  auditLog: describe('auditLog', '/users/audit-log', 'audit-log', titles.auditLog, {
    // Typed here: the audit log's module reads PAGES itself (its entities' record links).
    list: (): ReturnType<PageLoader> =>
      import('../resources/users/auditLog.tsx').then((m) => ({ default: m.List })),
  }),
  customerWallet: describe(
    'customerWallet',
    '/wallet/customer-wallet',
    'customer-wallet',
    titles.customerWallet,
    {
      ...editable,
      list: () => import('../resources/wallet/wallets.tsx').then((m) => ({ default: m.CustomerWalletList })),
      edit: () =>
        import('../resources/wallet/wallets.tsx').then((m) => ({ default: m.CustomerWalletAccount })),
    },
  ),
  merchantWallet: describe(
    'merchantWallet',
    '/wallet/merchant-wallet',
    'merchant-wallet',
    titles.merchantWallet,
    {
      ...editable,
      list: () => import('../resources/wallet/wallets.tsx').then((m) => ({ default: m.MerchantWalletList })),
      edit: () =>
        import('../resources/wallet/wallets.tsx').then((m) => ({ default: m.MerchantWalletAccount })),
    },
  ),
  adminWallet: describe('adminWallet', '/wallet/admin-wallet', 'admin-wallet', titles.adminWallet, {
    ...editable,
    list: () => import('../resources/wallet/wallets.tsx').then((m) => ({ default: m.AdminWalletList })),
    edit: () => import('../resources/wallet/wallets.tsx').then((m) => ({ default: m.AdminWalletAccount })),
  }),
  currencies: describe('currencies', '/configuration/currencies', 'currencies', titles.currencies, {
    ...editable,
    list: () => import('../resources/configuration/currencies.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/configuration/currencies.tsx').then((m) => ({ default: m.Edit })),
  }),
  languages: describe('languages', '/configuration/languages', 'languages', titles.languages, {
    ...editable,
    list: () => import('../resources/configuration/languages.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/configuration/languages.tsx').then((m) => ({ default: m.Edit })),
  }),
  cities: describe('cities', '/configuration/cities', 'cities', titles.cities, {
    ...editable,
    list: () => import('../resources/configuration/cities.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/configuration/cities.tsx').then((m) => ({ default: m.Edit })),
  }),
  states: describe('states', '/configuration/states', 'states', titles.states, {
    ...editable,
    list: () => import('../resources/configuration/states.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/configuration/states.tsx').then((m) => ({ default: m.Edit })),
  }),
  onboardings: describe('onboardings', '/configuration/onboardings', 'onboardings', titles.onboardings, {
    ...editable,
    list: () => import('../resources/configuration/onboardings.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/configuration/onboardings.tsx').then((m) => ({ default: m.Edit })),
  }),
  appMenu: describe('appMenu', '/configuration/app-menu', 'app-menu', titles.appMenu, {
    ...editable,
    list: () => import('../resources/configuration/appMenu.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/configuration/appMenu.tsx').then((m) => ({ default: m.Edit })),
  }),
  paymentMethods: describe(
    'paymentMethods',
    '/configuration/payment-methods',
    'payment-methods',
    titles.paymentMethods,
    {
      ...editable,
      list: () => import('../resources/configuration/paymentMethods.tsx').then((m) => ({ default: m.List })),
      edit: () => import('../resources/configuration/paymentMethods.tsx').then((m) => ({ default: m.Edit })),
    },
  ),
  deliveryMethods: describe(
    'deliveryMethods',
    '/configuration/delivery-methods',
    'delivery-methods',
    titles.deliveryMethods,
    {
      ...editable,
      list: () => import('../resources/configuration/deliveryMethods.tsx').then((m) => ({ default: m.List })),
      edit: () => import('../resources/configuration/deliveryMethods.tsx').then((m) => ({ default: m.Edit })),
    },
  ),
  orderStatus: describe('orderStatus', '/configuration/order-status', 'order-status', titles.orderStatus, {
    ...editable,
    list: () => import('../resources/configuration/orderStatuses.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/configuration/orderStatuses.tsx').then((m) => ({ default: m.Edit })),
  }),
  deliverySystemStatuses: describe(
    'deliverySystemStatuses',
    '/configuration/delivery-system-statuses',
    'delivery-system-statuses',
    titles.deliverySystemStatuses,
    {
      ...editable,
      list: () =>
        import('../resources/configuration/deliverySystemStatuses.tsx').then((m) => ({ default: m.List })),
      edit: () =>
        import('../resources/configuration/deliverySystemStatuses.tsx').then((m) => ({ default: m.Edit })),
    },
  ),
  notifications: describe(
    'notifications',
    '/configuration/notifications',
    'notifications',
    titles.notifications,
    {
      ...editable,
      list: () => import('../resources/configuration/notifications.tsx').then((m) => ({ default: m.List })),
      edit: () => import('../resources/configuration/notifications.tsx').then((m) => ({ default: m.Edit })),
    },
  ),
  page: describe('page', '/configuration/page', 'page', titles.page, {
    ...editable,
    list: () => import('../resources/configuration/pages.tsx').then((m) => ({ default: m.List })),
    edit: () => import('../resources/configuration/pages.tsx').then((m) => ({ default: m.Edit })),
  }),
  appGeneral: describe('appGeneral', '/configuration/app-general', 'app-general', titles.appGeneral, {
    list: () => import('../resources/configuration/AppGeneralPage.tsx'),
  }),
  reports: describe('reports', '/reports', 'reports', titles.reports, {
    list: () => import('../analytics/ReportPage.tsx'),
  }),
  exportImport: describe(
    'exportImport',
    '/miscellaneous/export-import',
    'export-import',
    titles.exportImport,
    { list: () => import('../jobs/ExportImportPage.tsx') },
  ),
  jobs: describe('jobs', '/miscellaneous/jobs', 'jobs', titles.jobs, {
    list: () => import('../jobs/JobsPage.tsx'),
  }),
  scripts: describe('scripts', '/miscellaneous/scripts', 'scripts', titles.scripts, {
    list: () => import('../jobs/ScriptsPage.tsx'),
  }),
} satisfies Record<string, PageDescription>;

export type PageKey = keyof typeof PAGES;
