// The one description of the product's pages: their routes, titles, permissions and screens. Routes,
// breadcrumbs, page titles and the menus (shell/navigation.tsx adds icons and grouping) all derive
// from it. It holds no icons or menu code, so the route table — loaded before sign-in — stays small.
//
// To give a page its real screen, set `list`, `edit` or `view` of its entry in PAGES to a lazy
// import (e.g. `list: () => import('../pages/orders/OrdersPage.tsx')`); until then the route shows
// the placeholder page.
import type { Resource } from '@market/domain';
import type { ComponentType } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';

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

export const titles = defineMessages({
  dashboard: { id: 'menu.dashboard', defaultMessage: 'Dashboard' },
  catalog: { id: 'menu.catalog', defaultMessage: 'Catalog' },
  products: { id: 'menu.products', defaultMessage: 'Products' },
  categories: { id: 'menu.categories', defaultMessage: 'Categories' },
  filtersGroup: { id: 'menu.filtersGroup', defaultMessage: 'Filters' },
  filters: { id: 'menu.filters', defaultMessage: 'Filters' },
  filterGroups: { id: 'menu.filterGroups', defaultMessage: 'Filter groups' },
  helpGroup: { id: 'menu.helpGroup', defaultMessage: 'Help centre' },
  help: { id: 'menu.help', defaultMessage: 'Help articles' },
  helpCategories: { id: 'menu.helpCategories', defaultMessage: 'Help categories' },
  settingsGeneral: { id: 'menu.settingsGeneral', defaultMessage: 'Catalog settings' },
  storesGroup: { id: 'menu.storesGroup', defaultMessage: 'Stores' },
  stores: { id: 'menu.stores', defaultMessage: 'Stores' },
  storeTypes: { id: 'menu.storeTypes', defaultMessage: 'Store types' },
  storeTypeCollections: { id: 'menu.storeTypeCollections', defaultMessage: 'Store-type collections' },
  ecommerce: { id: 'menu.ecommerce', defaultMessage: 'E-commerce' },
  orders: { id: 'menu.orders', defaultMessage: 'Orders' },
  liveOrders: { id: 'menu.liveOrders', defaultMessage: 'Now' },
  marketing: { id: 'menu.marketing', defaultMessage: 'Marketing' },
  appStarts: { id: 'menu.appStarts', defaultMessage: 'App starts' },
  coupons: { id: 'menu.coupons', defaultMessage: 'Coupons' },
  sliders: { id: 'menu.sliders', defaultMessage: 'Sliders' },
  storeSliders: { id: 'menu.storeSliders', defaultMessage: 'Store sliders' },
  users: { id: 'menu.users', defaultMessage: 'Users' },
  customers: { id: 'menu.customers', defaultMessage: 'Customers' },
  customerGroups: { id: 'menu.customerGroups', defaultMessage: 'Customer groups' },
  merchantsGroup: { id: 'menu.merchantsGroup', defaultMessage: 'Merchants' },
  merchants: { id: 'menu.merchants', defaultMessage: 'All merchants' },
  newMerchant: { id: 'menu.newMerchant', defaultMessage: 'New merchant' },
  admins: { id: 'menu.admins', defaultMessage: 'Admins' },
  adminGroups: { id: 'menu.adminGroups', defaultMessage: 'Admin groups' },
  auditLog: { id: 'menu.auditLog', defaultMessage: 'Audit log' },
  finance: { id: 'menu.finance', defaultMessage: 'Finance' },
  customerWallet: { id: 'menu.customerWallet', defaultMessage: 'Customer wallet' },
  merchantWallet: { id: 'menu.merchantWallet', defaultMessage: 'Merchant wallet' },
  adminWallet: { id: 'menu.adminWallet', defaultMessage: 'Admin wallet' },
  configuration: { id: 'menu.configuration', defaultMessage: 'Configuration' },
  currencies: { id: 'menu.currencies', defaultMessage: 'Currencies' },
  languages: { id: 'menu.languages', defaultMessage: 'Languages' },
  cities: { id: 'menu.cities', defaultMessage: 'Cities' },
  states: { id: 'menu.states', defaultMessage: 'States' },
  onboardings: { id: 'menu.onboardings', defaultMessage: 'Onboardings' },
  appMenu: { id: 'menu.appMenu', defaultMessage: 'App menu' },
  paymentMethods: { id: 'menu.paymentMethods', defaultMessage: 'Payment methods' },
  deliveryMethods: { id: 'menu.deliveryMethods', defaultMessage: 'Delivery methods' },
  orderStatus: { id: 'menu.orderStatus', defaultMessage: 'Order statuses' },
  deliverySystemStatuses: { id: 'menu.deliverySystemStatuses', defaultMessage: 'Delivery system statuses' },
  notifications: { id: 'menu.notifications', defaultMessage: 'Notifications' },
  page: { id: 'menu.page', defaultMessage: 'Pages' },
  appGeneral: { id: 'menu.appGeneral', defaultMessage: 'App settings' },
  reports: { id: 'menu.reports', defaultMessage: 'Reports' },
  reportsSales: { id: 'menu.reportsSales', defaultMessage: 'Sales' },
  reportsMerchants: { id: 'menu.reportsMerchants', defaultMessage: 'Merchants' },
  reportsProducts: { id: 'menu.reportsProducts', defaultMessage: 'Products' },
  reportsCustomers: { id: 'menu.reportsCustomers', defaultMessage: 'Customers' },
  salesOrders: { id: 'menu.report.salesOrders', defaultMessage: 'Orders' },
  salesReturns: { id: 'menu.report.salesReturns', defaultMessage: 'Returns' },
  salesShipping: { id: 'menu.report.salesShipping', defaultMessage: 'Shipping' },
  salesCoupon: { id: 'menu.report.salesCoupon', defaultMessage: 'Coupons' },
  salesCommission: { id: 'menu.report.salesCommission', defaultMessage: 'Commission' },
  merchantSignup: { id: 'menu.report.merchantSignup', defaultMessage: 'Sign-ups' },
  merchantOrders: { id: 'menu.report.merchantOrders', defaultMessage: 'Orders' },
  merchantReturns: { id: 'menu.report.merchantReturns', defaultMessage: 'Returns' },
  productsPurchased: { id: 'menu.report.productsPurchased', defaultMessage: 'Purchased' },
  productReturns: { id: 'menu.report.productReturns', defaultMessage: 'Returns' },
  customerSignup: { id: 'menu.report.customerSignup', defaultMessage: 'Sign-ups' },
  customerOrders: { id: 'menu.report.customerOrders', defaultMessage: 'Orders' },
  customerReturns: { id: 'menu.report.customerReturns', defaultMessage: 'Returns' },
  customerCredit: { id: 'menu.report.customerCredit', defaultMessage: 'Credit' },
  customerRewardPoints: { id: 'menu.report.customerRewardPoints', defaultMessage: 'Reward points' },
  miscellaneous: { id: 'menu.miscellaneous', defaultMessage: 'Miscellaneous' },
  exportImport: { id: 'menu.exportImport', defaultMessage: 'Export / import' },
  jobs: { id: 'menu.jobs', defaultMessage: 'Jobs' },
  scripts: { id: 'menu.scripts', defaultMessage: 'Scripts' },
});

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
