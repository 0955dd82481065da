// The words of the dashboard and the report pages. Column, filter and grouping names come from the
// report descriptions' keys (`@market/domain` REPORTS); a unit test checks every key has its message.
import type { ReportGrouping } from '@market/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { RangeChoice } from './range.ts';

type Messages<K extends string> = Record<K, MessageDescriptor>;

export const columnMessages: Record<string, MessageDescriptor> = defineMessages({
  period: { id: 'report.column.period', defaultMessage: 'Period' },
  currency: { id: 'report.column.currency', defaultMessage: 'Currency' },
  orders: { id: 'report.column.orders', defaultMessage: 'Orders' },
  items: { id: 'report.column.items', defaultMessage: 'Items' },
  subtotal: { id: 'report.column.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'report.column.discount', defaultMessage: 'Discounts' },
  deliveryCharges: { id: 'report.column.deliveryCharges', defaultMessage: 'Delivery charges' },
  grandTotal: { id: 'report.column.grandTotal', defaultMessage: 'Grand total' },
  returns: { id: 'report.column.returns', defaultMessage: 'Returns' },
  itemsReturned: { id: 'report.column.itemsReturned', defaultMessage: 'Items returned' },
  refunded: { id: 'report.column.refunded', defaultMessage: 'Refunded' },
  deliveryMethodId: { id: 'report.column.deliveryMethodId', defaultMessage: 'Delivery method id' },
  deliveryMethod: { id: 'report.column.deliveryMethod', defaultMessage: 'Delivery method' },
  couponId: { id: 'report.column.couponId', defaultMessage: 'Coupon id' },
  code: { id: 'report.column.code', defaultMessage: 'Code' },
  couponType: { id: 'report.column.couponType', defaultMessage: 'Type' },
  cashback: { id: 'report.column.cashback', defaultMessage: 'Cashback' },
  revenue: { id: 'report.column.revenue', defaultMessage: 'Revenue' },
  merchantId: { id: 'report.column.merchantId', defaultMessage: 'Merchant id' },
  merchant: { id: 'report.column.merchant', defaultMessage: 'Merchant' },
  storeId: { id: 'report.column.storeId', defaultMessage: 'Store id' },
  store: { id: 'report.column.store', defaultMessage: 'Store' },
  grossSales: { id: 'report.column.grossSales', defaultMessage: 'Gross sales' },
  commission: { id: 'report.column.commission', defaultMessage: 'Commission' },
  netDue: { id: 'report.column.netDue', defaultMessage: 'Net due' },
  newMerchants: { id: 'report.column.newMerchants', defaultMessage: 'New merchants' },
  newStores: { id: 'report.column.newStores', defaultMessage: 'New stores' },
  total: { id: 'report.column.total', defaultMessage: 'Total' },
  averageOrderValue: { id: 'report.column.averageOrderValue', defaultMessage: 'Average order value' },
  returnRate: { id: 'report.column.returnRate', defaultMessage: 'Return rate' },
  productId: { id: 'report.column.productId', defaultMessage: 'Product id' },
  product: { id: 'report.column.product', defaultMessage: 'Product' },
  quantity: { id: 'report.column.quantity', defaultMessage: 'Quantity' },
  quantityReturned: { id: 'report.column.quantityReturned', defaultMessage: 'Quantity returned' },
  quantitySold: { id: 'report.column.quantitySold', defaultMessage: 'Quantity sold' },
  customerGroupId: { id: 'report.column.customerGroupId', defaultMessage: 'Customer group id' },
  customerGroup: { id: 'report.column.customerGroup', defaultMessage: 'Customer group' },
  newCustomers: { id: 'report.column.newCustomers', defaultMessage: 'New customers' },
  customerId: { id: 'report.column.customerId', defaultMessage: 'Customer id' },
  customer: { id: 'report.column.customer', defaultMessage: 'Customer' },
  credits: { id: 'report.column.credits', defaultMessage: 'Credits' },
  debits: { id: 'report.column.debits', defaultMessage: 'Debits' },
  net: { id: 'report.column.net', defaultMessage: 'Net movement' },
  earned: { id: 'report.column.earned', defaultMessage: 'Points earned' },
  spent: { id: 'report.column.spent', defaultMessage: 'Points spent' },
  balance: { id: 'report.column.balance', defaultMessage: 'Balance at end' },
});

export const filterMessages: Record<string, MessageDescriptor> = defineMessages({
  status: { id: 'report.filter.status', defaultMessage: 'Status' },
  storeId: { id: 'report.filter.storeId', defaultMessage: 'Store' },
  merchantId: { id: 'report.filter.merchantId', defaultMessage: 'Merchant' },
  customerId: { id: 'report.filter.customerId', defaultMessage: 'Customer' },
  categoryId: { id: 'report.filter.categoryId', defaultMessage: 'Category' },
  customerGroupId: { id: 'report.filter.customerGroupId', defaultMessage: 'Customer group' },
});

export const groupingMessages: Messages<ReportGrouping> = defineMessages({
  day: { id: 'report.groupBy.day', defaultMessage: 'Day' },
  week: { id: 'report.groupBy.week', defaultMessage: 'Week' },
  month: { id: 'report.groupBy.month', defaultMessage: 'Month' },
  year: { id: 'report.groupBy.year', defaultMessage: 'Year' },
  merchant: { id: 'report.groupBy.merchant', defaultMessage: 'Merchant' },
  store: { id: 'report.groupBy.store', defaultMessage: 'Store' },
});

export const rangeMessages: Messages<RangeChoice> = defineMessages({
  today: { id: 'analytics.range.today', defaultMessage: 'Today' },
  'last-7-days': { id: 'analytics.range.last7Days', defaultMessage: '7 days' },
  'last-30-days': { id: 'analytics.range.last30Days', defaultMessage: '30 days' },
  'this-month': { id: 'analytics.range.thisMonth', defaultMessage: 'This month' },
  'last-month': { id: 'analytics.range.lastMonth', defaultMessage: 'Last month' },
  'this-year': { id: 'analytics.range.thisYear', defaultMessage: 'This year' },
  custom: { id: 'analytics.range.custom', defaultMessage: 'Custom' },
});

export const returnStatusMessages: Record<string, MessageDescriptor> = defineMessages({
  requested: { id: 'report.returnStatus.requested', defaultMessage: 'Requested' },
  approved: { id: 'report.returnStatus.approved', defaultMessage: 'Approved' },
  rejected: { id: 'report.returnStatus.rejected', defaultMessage: 'Rejected' },
  refunded: { id: 'report.returnStatus.refunded', defaultMessage: 'Refunded' },
});

export const kpiMessages: Record<string, MessageDescriptor> = defineMessages({
  orders: { id: 'dashboard.kpi.orders', defaultMessage: 'Orders' },
  revenue: { id: 'dashboard.kpi.revenue', defaultMessage: 'Revenue' },
  averageOrderValue: { id: 'dashboard.kpi.averageOrderValue', defaultMessage: 'Average order value' },
  newCustomers: { id: 'dashboard.kpi.newCustomers', defaultMessage: 'New customers' },
  activeStores: { id: 'dashboard.kpi.activeStores', defaultMessage: 'Active stores' },
  pendingOrders: { id: 'dashboard.kpi.pendingOrders', defaultMessage: 'Pending orders' },
  failedPayments: { id: 'dashboard.kpi.failedPayments', defaultMessage: 'Failed payments' },
});

const analytics = defineMessages({
  range: { id: 'analytics.range', defaultMessage: 'Date range' },
  customRange: { id: 'analytics.customRange', defaultMessage: 'Custom range' },
  groupBy: { id: 'report.groupBy', defaultMessage: 'Group by' },
  all: { id: 'report.filter.all', defaultMessage: 'All' },
  totals: { id: 'report.totals', defaultMessage: 'Total' },
  totalsCurrency: { id: 'report.totalsCurrency', defaultMessage: 'Total ({currency})' },
  empty: { id: 'report.empty', defaultMessage: 'Nothing to report in this range' },
  emptyHint: {
    id: 'report.emptyHint',
    defaultMessage: 'Try a longer range or fewer filters.',
  },
  loadError: { id: 'report.loadError', defaultMessage: 'The report could not be loaded' },
  retry: { id: 'report.retry', defaultMessage: 'Retry' },
  exportCsv: { id: 'report.exportCsv', defaultMessage: 'Export CSV' },
  exporting: { id: 'report.exporting', defaultMessage: 'Downloading… {size}' },
  exportFailed: { id: 'report.exportFailed', defaultMessage: 'The export failed: {reason}' },
  rowsInRange: {
    id: 'report.rowsInRange',
    defaultMessage: '{count, plural, one {# row} other {# rows}} from {from} to {to}',
  },
  overTime: { id: 'report.overTime', defaultMessage: '{report} over time' },
  topChart: { id: 'report.topChart', defaultMessage: 'Top {count} by {measure}' },
  unknownType: { id: 'report.unknownType', defaultMessage: 'Choose a report from the menu' },
  reportTitle: { id: 'report.title', defaultMessage: '{section}: {report}' },
  loading: { id: 'analytics.loading', defaultMessage: 'Loading figures…' },
  noData: { id: 'analytics.noData', defaultMessage: 'No data in this range' },
  changeFrom: {
    id: 'dashboard.changeFrom',
    defaultMessage: 'vs previous {days, plural, one {day} other {# days}}',
  },
  ordersAndRevenue: { id: 'dashboard.ordersAndRevenue', defaultMessage: 'Orders and revenue per day' },
  ordersByStatus: { id: 'dashboard.ordersByStatus', defaultMessage: 'Orders by status' },
  topStores: { id: 'dashboard.topStores', defaultMessage: 'Top 10 stores by revenue' },
  topProducts: { id: 'dashboard.topProducts', defaultMessage: 'Top 10 products by revenue' },
  paymentMethods: { id: 'dashboard.paymentMethods', defaultMessage: 'Payment methods' },
  openReport: { id: 'dashboard.openReport', defaultMessage: 'Open the report' },
  day: { id: 'dashboard.day', defaultMessage: 'Day' },
  status: { id: 'dashboard.status', defaultMessage: 'Status' },
  share: { id: 'dashboard.share', defaultMessage: 'Share' },
  trend: { id: 'dashboard.trend', defaultMessage: '{kpi} per day' },
  loadDashboardError: { id: 'dashboard.loadError', defaultMessage: 'The dashboard could not be loaded' },
  live: { id: 'dashboard.live', defaultMessage: 'Updates live as orders come in' },
});

export const analyticsMessages: Messages<keyof typeof analytics> = analytics;
