import { productReturns, productsPurchased } from '@market/domain';
import type { ReportSql } from '../spec.ts';

export const productsPurchasedSql: ReportSql = {
  description: productsPurchased,
  from: (t) =>
    `${t('order_products')} r left join products p on p.id = r.product_id left join stores s on s.id = r.store_id`,
  keys: () => ({
    productId: 'r.product_id::text',
    product: 'p.name',
    store: 's.name',
    currency: 'r.currency_code::text',
  }),
  sums: { quantity: 'sum(r.qty)', total: 'sum(r.total)' },
  filters: {
    status: { column: 'r.status', type: 'text' },
    categoryId: { column: 'p.category_id', type: 'uuid' },
    storeId: { column: 'r.store_id', type: 'uuid' },
  },
  nonEmpty: 'sum(r.lines) <> 0',
};

/** Return rate: quantity returned (returns opened in the range) per quantity sold in the range. */
export const productReturnsSql: ReportSql = {
  description: productReturns,
  from: (t) => `(
      select day, product_id, currency_code, qty as returned, refunded, 0::bigint as sold from ${t('product_returns')}
      union all
      select day, product_id, currency_code, 0, 0, qty from ${t('order_products')}
    ) r left join products p on p.id = r.product_id`,
  keys: () => ({ productId: 'r.product_id::text', product: 'p.name', currency: 'r.currency_code::text' }),
  sums: { quantityReturned: 'sum(r.returned)', refunded: 'sum(r.refunded)', quantitySold: 'sum(r.sold)' },
  derived: {
    returnRate:
      'case when "quantitySold" = 0 then null else round("quantityReturned"::numeric / "quantitySold", 4) end',
  },
  filters: {},
  nonEmpty: 'sum(r.returned) <> 0 or sum(r.refunded) <> 0',
};
