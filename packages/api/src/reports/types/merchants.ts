import { merchantOrders, merchantReturns, merchantSignup } from '@market/domain';
import { periodKey, type ReportSql } from '../spec.ts';

/** The merchant's name, looked up after grouping. */
const merchantName = {
  labels: () => ({ merchant: 'm.legal_name' }),
  join: () => `join merchants m on m.id = k."merchantId"`,
};

export const merchantSignupSql: ReportSql = {
  description: merchantSignup,
  from: (t) => `${t('signups')} r`,
  where: `r.kind in ('merchant', 'store')`,
  keys: (g) => ({ period: periodKey(g) }),
  sums: {
    newMerchants: `sum(case when r.kind = 'merchant' then r.signups else 0 end)`,
    newStores: `sum(case when r.kind = 'store' then r.signups else 0 end)`,
  },
  filters: {},
  nonEmpty: 'sum(r.signups) <> 0',
};

export const merchantOrdersSql: ReportSql = {
  description: merchantOrders,
  from: (t) => `${t('orders')} r`,
  keys: () => ({ merchantId: 'r.merchant_id', currency: 'r.currency_code' }),
  ...merchantName,
  sums: { orders: 'sum(r.orders)', items: 'sum(r.items)', grandTotal: 'sum(r.grand_total)' },
  derived: { averageOrderValue: 'case when "orders" = 0 then 0 else round("grandTotal" / "orders") end' },
  filters: { status: { column: 'r.status', type: 'text' } },
  nonEmpty: 'sum(r.orders) <> 0',
};

/** Return rate: returns opened in the range per order placed in the range, by the merchant. */
export const merchantReturnsSql: ReportSql = {
  description: merchantReturns,
  from: (t) => `(
      select day, merchant_id, currency_code, returns, refunded, 0::bigint as orders from ${t('returns')} x
      union all
      select day, merchant_id, currency_code, 0, 0, orders from ${t('orders')} x
    ) r`,
  keys: () => ({ merchantId: 'r.merchant_id', currency: 'r.currency_code' }),
  ...merchantName,
  sums: { returns: 'sum(r.returns)', refunded: 'sum(r.refunded)', orders: 'sum(r.orders)' },
  derived: {
    returnRate: 'case when "orders" = 0 then null else round("returns"::numeric / "orders", 4) end',
  },
  filters: {},
  nonEmpty: 'sum(r.returns) <> 0 or sum(r.orders) <> 0',
};
