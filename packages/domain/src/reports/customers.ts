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

export const customerSignup: ReportDescription = {
  type: 'customer-signup',
  section: 'customers',
  groupings: PERIOD_GROUPINGS,
  columns: [
    periodColumn,
    idColumn('customerGroupId', 'CustomerGroup'),
    textColumn('customerGroup'),
    countMeasure('newCustomers'),
  ],
  filters: [{ key: 'customerGroupId', kind: 'reference', entity: 'CustomerGroup' }],
  defaultSort: { key: 'period', direction: 'DESC' },
};

export const customerOrders: ReportDescription = {
  type: 'customer-orders',
  section: 'customers',
  groupings: [],
  columns: [
    idColumn('customerId', 'Customer'),
    textColumn('customer'),
    currencyColumn,
    countMeasure('orders'),
    countMeasure('items'),
    moneyMeasure('grandTotal'),
  ],
  filters: [{ key: 'status', kind: 'orderStatus' }],
  defaultSort: { key: 'grandTotal', direction: 'DESC' },
};

export const customerReturns: ReportDescription = {
  type: 'customer-returns',
  section: 'customers',
  groupings: [],
  columns: [
    idColumn('customerId', 'Customer'),
    textColumn('customer'),
    currencyColumn,
    countMeasure('returns'),
    moneyMeasure('refunded'),
  ],
  filters: [{ key: 'status', kind: 'returnStatus' }],
  defaultSort: { key: 'returns', direction: 'DESC' },
};

export const customerCredit: ReportDescription = {
  type: 'customer-credit',
  section: 'customers',
  groupings: [],
  columns: [
    idColumn('customerId', 'Customer'),
    textColumn('customer'),
    currencyColumn,
    moneyMeasure('credits'),
    moneyMeasure('debits'),
    moneyMeasure('net'),
  ],
  filters: [],
  defaultSort: { key: 'credits', direction: 'DESC' },
};

export const customerRewardPoints: ReportDescription = {
  type: 'customer-reward-points',
  section: 'customers',
  groupings: [],
  columns: [
    idColumn('customerId', 'Customer'),
    textColumn('customer'),
    { key: 'earned', kind: 'points', measure: 'sum' },
    { key: 'spent', kind: 'points', measure: 'sum' },
    { key: 'balance', kind: 'points', measure: 'balance' },
  ],
  filters: [],
  defaultSort: { key: 'earned', direction: 'DESC' },
};
