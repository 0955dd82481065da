import { productReturns, productsPurchased } from '@market/domain';
import type { ReportSql } from '../spec.ts';

export const productsPurchasedSql: ReportSql = {
  description: productsPurchased,
  from: (t) => `${t('order_products')} r`,
  keys: () => ({ productId: 'r.product_id', currency: 'r.currency_code' }),
  groupOnly: { storeId: 'r.store_id' },
  labels: () => ({ product: 'p.name', store: 's.name' }),
  join: () => `left join products p on p.id = k."productId" left join stores s on s.id = k."storeId"`,
  labelsKeepRows: true,
  sums: { quantity: 'sum(r.qty)', total: 'sum(r.total)' },
  filters: {
    status: { column: 'r.status', type: 'text' },
    categoryId: {
      column: 'products.category_id',
      type: 'uuid',
      sql: (values) => `r.product_id in (select id from products where category_id = any(${values}))`,
    },
    storeId: { column: 'r.store_id', type: 'uuid' },
  },
  nonEmpty: 'sum(r.lines) <> 0',
};

/** Return rate: quantity returned (returns opened in the range) per quantity sold in the range. */
export const productReturnsSql: ReportSql = {
  description: productReturns,
  from: (t) => `(
      select day, product_id, currency_code, qty as returned, refunded, 0::bigint as sold from ${t('product_returns')} x
      union all
      select day, product_id, currency_code, 0, 0, qty from ${t('order_products')} x
    ) r`,
  keys: () => ({ productId: 'r.product_id', currency: 'r.currency_code' }),
  labels: () => ({ product: 'p.name' }),
  join: () => `left join products p on p.id = k."productId"`,
  labelsKeepRows: true,
  sums: { quantityReturned: 'sum(r.returned)', refunded: 'sum(r.refunded)', quantitySold: 'sum(r.sold)' },
  derived: {
    returnRate:
      'case when "quantitySold" = 0 then null else round("quantityReturned"::numeric / "quantitySold", 4) end',
  },
  filters: {},
  nonEmpty: 'sum(r.returned) <> 0 or sum(r.refunded) <> 0',
};
