// The Dashboard and Reports menu groups (shell/manifest.ts says what an entry holds). The report page is
// one route, /reports?type=…; the menu links each report type of REPORT_TYPES.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { MenuIconName } from '../shell/menuIcons.ts';
import { defineArea, link, page, submenu } from '../shell/manifest.ts';

export const analyticsMessages = defineMessages({
  dashboard: { id: 'menu.dashboard', defaultMessage: 'Dashboard' },
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
});
const t = analyticsMessages;

export const dashboardArea = defineArea({
  key: 'group-dashboard',
  title: t.dashboard,
  folder: 'analytics',
  menu: [
    page('dashboard', {
      path: '/dashboard',
      resource: 'dashboard',
      title: t.dashboard,
      icon: 'LayoutDashboard',
      list: 'DashboardPage#default',
    }),
  ],
});

/** The report types of the spec, each a link to /reports?type=<type>. */
export const REPORT_TYPES = {
  reportsSales: [
    ['sales-orders', t.salesOrders],
    ['sales-returns', t.salesReturns],
    ['sales-shipping', t.salesShipping],
    ['sales-coupon', t.salesCoupon],
    ['sales-commission', t.salesCommission],
  ],
  reportsMerchants: [
    ['merchant-signup', t.merchantSignup],
    ['merchant-orders', t.merchantOrders],
    ['merchant-returns', t.merchantReturns],
  ],
  reportsProducts: [
    ['products-purchased', t.productsPurchased],
    ['product-returns', t.productReturns],
  ],
  reportsCustomers: [
    ['customer-signup', t.customerSignup],
    ['customer-orders', t.customerOrders],
    ['customer-returns', t.customerReturns],
    ['customer-credit', t.customerCredit],
    ['customer-reward-points', t.customerRewardPoints],
  ],
} as const satisfies Record<string, readonly (readonly [string, MessageDescriptor])[]>;

const reportIcons: Record<keyof typeof REPORT_TYPES, MenuIconName> = {
  reportsSales: 'ChartColumn',
  reportsMerchants: 'Building2',
  reportsProducts: 'Package',
  reportsCustomers: 'UsersRound',
};

const reportsPath = '/reports';

export const reportsArea = defineArea({
  key: 'group-reports',
  title: t.reports,
  folder: 'analytics',
  menu: [
    page('reports', {
      path: reportsPath,
      resource: 'reports',
      title: t.reports,
      inMenu: false,
      list: 'ReportPage#default',
    }),
    ...(Object.keys(REPORT_TYPES) as (keyof typeof REPORT_TYPES)[]).map((parent) =>
      submenu(
        parent,
        t[parent],
        reportIcons[parent],
        REPORT_TYPES[parent].map(([type, title]) =>
          link({ key: `report-${type}`, title, url: `${reportsPath}?type=${type}`, resource: 'reports' }),
        ),
        'reports',
      ),
    ),
  ],
});
