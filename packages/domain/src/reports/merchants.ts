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

export const merchantSignup: ReportDescription = {
  type: 'merchant-signup',
  section: 'merchants',
  groupings: PERIOD_GROUPINGS,
  columns: [periodColumn, countMeasure('newMerchants'), countMeasure('newStores')],
  filters: [],
  defaultSort: { key: 'period', direction: 'DESC' },
};

export const merchantOrders: ReportDescription = {
  type: 'merchant-orders',
  section: 'merchants',
  groupings: [],
  columns: [
    idColumn('merchantId', 'Merchant'),
    textColumn('merchant'),
    currencyColumn,
    countMeasure('orders'),
    countMeasure('items'),
    moneyMeasure('grandTotal'),
    { key: 'averageOrderValue', kind: 'money', currencyKey: 'currency', measure: 'ratio' },
  ],
  filters: [{ key: 'status', kind: 'orderStatus' }],
  defaultSort: { key: 'grandTotal', direction: 'DESC' },
};

export const merchantReturns: ReportDescription = {
  type: 'merchant-returns',
  section: 'merchants',
  groupings: [],
  columns: [
    idColumn('merchantId', 'Merchant'),
    textColumn('merchant'),
    currencyColumn,
    countMeasure('returns'),
    moneyMeasure('refunded'),
    countMeasure('orders'),
    { key: 'returnRate', kind: 'percent', measure: 'ratio' },
  ],
  filters: [],
  defaultSort: { key: 'returns', direction: 'DESC' },
};
