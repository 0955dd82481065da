import {
  countMeasure,
  currencyColumn,
  idColumn,
  moneyMeasure,
  textColumn,
  type ReportDescription,
} from './types.ts';

export const productsPurchased: ReportDescription = {
  type: 'products-purchased',
  section: 'products',
  groupings: [],
  columns: [
    idColumn('productId', 'Product'),
    textColumn('product'),
    textColumn('store'),
    currencyColumn,
    countMeasure('quantity'),
    moneyMeasure('total'),
  ],
  filters: [
    { key: 'status', kind: 'orderStatus' },
    { key: 'categoryId', kind: 'reference', entity: 'Category' },
    { key: 'storeId', kind: 'reference', entity: 'Store' },
  ],
  defaultSort: { key: 'quantity', direction: 'DESC' },
};

export const productReturns: ReportDescription = {
  type: 'product-returns',
  section: 'products',
  groupings: [],
  columns: [
    idColumn('productId', 'Product'),
    textColumn('product'),
    currencyColumn,
    countMeasure('quantityReturned'),
    moneyMeasure('refunded'),
    countMeasure('quantitySold'),
    { key: 'returnRate', kind: 'percent', measure: 'ratio' },
  ],
  filters: [],
  defaultSort: { key: 'quantityReturned', direction: 'DESC' },
};
