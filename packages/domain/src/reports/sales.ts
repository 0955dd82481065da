import {
  PERIOD_GROUPINGS,
  countMeasure,
  currencyColumn,
  idColumn,
  moneyMeasure,
  periodColumn,
  textColumn,
  type ReportDescription,
} from './types.ts';

export const salesOrders: ReportDescription = {
  type: 'sales-orders',
  section: 'sales',
  groupings: PERIOD_GROUPINGS,
  columns: [
    periodColumn,
    currencyColumn,
    countMeasure('orders'),
    countMeasure('items'),
    moneyMeasure('subtotal'),
    moneyMeasure('discount'),
    moneyMeasure('deliveryCharges'),
    moneyMeasure('grandTotal'),
  ],
  filters: [
    { key: 'status', kind: 'orderStatus' },
    { key: 'storeId', kind: 'reference', entity: 'Store' },
    { key: 'merchantId', kind: 'reference', entity: 'Merchant' },
  ],
  defaultSort: { key: 'period', direction: 'DESC' },
};

export const salesReturns: ReportDescription = {
  type: 'sales-returns',
  section: 'sales',
  groupings: PERIOD_GROUPINGS,
  columns: [
    periodColumn,
    currencyColumn,
    countMeasure('returns'),
    countMeasure('itemsReturned'),
    moneyMeasure('refunded'),
  ],
  filters: [{ key: 'status', kind: 'returnStatus' }],
  defaultSort: { key: 'period', direction: 'DESC' },
};

export const salesShipping: ReportDescription = {
  type: 'sales-shipping',
  section: 'sales',
  groupings: PERIOD_GROUPINGS,
  columns: [
    periodColumn,
    idColumn('deliveryMethodId', 'DeliveryMethod'),
    textColumn('deliveryMethod'),
    currencyColumn,
    countMeasure('orders'),
    moneyMeasure('deliveryCharges'),
  ],
  filters: [],
  defaultSort: { key: 'period', direction: 'DESC' },
};

export const salesCoupon: ReportDescription = {
  type: 'sales-coupon',
  section: 'sales',
  groupings: [],
  columns: [
    idColumn('couponId', 'Coupon'),
    textColumn('code'),
    textColumn('couponType'),
    currencyColumn,
    countMeasure('orders'),
    moneyMeasure('discount'),
    moneyMeasure('cashback'),
    moneyMeasure('revenue'),
  ],
  filters: [],
  defaultSort: { key: 'orders', direction: 'DESC' },
};

export const salesCommission: ReportDescription = {
  type: 'sales-commission',
  section: 'sales',
  groupings: ['store', 'merchant'],
  columns: [
    idColumn('merchantId', 'Merchant'),
    textColumn('merchant'),
    { ...idColumn('storeId', 'Store'), onlyFor: ['store'] },
    { ...textColumn('store'), onlyFor: ['store'] },
    currencyColumn,
    countMeasure('orders'),
    moneyMeasure('grossSales'),
    moneyMeasure('commission'),
    moneyMeasure('netDue'),
  ],
  filters: [{ key: 'merchantId', kind: 'reference', entity: 'Merchant' }],
  defaultSort: { key: 'grossSales', direction: 'DESC' },
};
