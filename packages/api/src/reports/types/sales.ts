import { salesCommission, salesCoupon, salesOrders, salesReturns, salesShipping } from '@market/domain';
import { periodKey, type ReportSql } from '../spec.ts';

/**
 * Read from rollup_order_days (about 11 rows a day) unless a store or merchant filter needs rollup_orders' keys
 * (about 220 rows a day at a million orders: a 12-month report by day grouped 79,000 of them).
 */
export const salesOrdersSql: ReportSql = {
  description: salesOrders,
  from: (t, _groupBy, filteredBy) =>
    filteredBy.has('storeId') || filteredBy.has('merchantId') ? `${t('orders')} r` : `${t('order_days')} r`,
  keys: (g) => ({ period: periodKey(g), currency: 'r.currency_code' }),
  sums: {
    orders: 'sum(r.orders)',
    items: 'sum(r.items)',
    subtotal: 'sum(r.subtotal)',
    discount: 'sum(r.discount)',
    deliveryCharges: 'sum(r.delivery_charges)',
    grandTotal: 'sum(r.grand_total)',
  },
  filters: {
    status: { column: 'r.status', type: 'text' },
    storeId: { column: 'r.store_id', type: 'uuid' },
    merchantId: { column: 'r.merchant_id', type: 'uuid' },
  },
  nonEmpty: 'sum(r.orders) <> 0',
};

export const salesReturnsSql: ReportSql = {
  description: salesReturns,
  from: (t) => `${t('returns')} r`,
  keys: (g) => ({ period: periodKey(g), currency: 'r.currency_code' }),
  sums: { returns: 'sum(r.returns)', itemsReturned: 'sum(r.items)', refunded: 'sum(r.refunded)' },
  filters: { status: { column: 'r.status', type: 'text' } },
  nonEmpty: 'sum(r.returns) <> 0',
};

/** Read from rollup_delivery_days (migration 030: about 3 rows a day; rollup_orders has about 216). */
export const salesShippingSql: ReportSql = {
  description: salesShipping,
  from: (t) => `${t('delivery_days')} r`,
  keys: (g) => ({
    period: periodKey(g),
    deliveryMethodId: 'r.delivery_method_id',
    currency: 'r.currency_code',
  }),
  labels: () => ({ deliveryMethod: 'dm.name' }),
  join: () => `left join delivery_methods dm on dm.id = k."deliveryMethodId"`,
  sums: { orders: 'sum(r.orders)', deliveryCharges: 'sum(r.delivery_charges)' },
  filters: {},
  nonEmpty: 'sum(r.orders) <> 0',
};

export const salesCouponSql: ReportSql = {
  description: salesCoupon,
  from: (t) => `${t('coupons')} r`,
  keys: () => ({ couponId: 'r.coupon_id', currency: 'r.currency_code' }),
  labels: () => ({ code: 'c.code', couponType: 'c.type' }),
  join: () => `join coupons c on c.id = k."couponId"`,
  sums: {
    orders: 'sum(r.orders)',
    discount: 'sum(r.discount)',
    cashback: 'sum(r.cashback)',
    revenue: 'sum(r.revenue)',
  },
  filters: {},
  nonEmpty: 'sum(r.orders) <> 0',
};

/**
 * Commission follows each store's rule (percent of its gross sales, rounded half away from zero, or a fixed
 * amount per order), so it is worked out per store before a merchant's stores are added up. Cancelled and
 * refunded orders (by their status's outcome) earn nothing and are left out.
 */
export const salesCommissionSql: ReportSql = {
  description: salesCommission,
  from: (t) => `(
      select r.store_id, r.merchant_id, r.currency_code, sum(r.orders) as orders, sum(r.subtotal) as gross,
             case s.commission_type when 'percent' then round(sum(r.subtotal) * s.commission_value / 100.0)
                  else s.commission_value * sum(r.orders) end as commission
      from (
          select store_id, merchant_id, currency_code, status, sum(orders) as orders, sum(subtotal) as subtotal
          from ${t('orders')} r where r.day between :from and :to group by 1, 2, 3, 4
        ) r join stores s on s.id = r.store_id left join order_statuses os on os.code = r.status
      where os.outcome is distinct from 'cancelled' and os.outcome is distinct from 'refunded'
      group by r.store_id, r.merchant_id, r.currency_code, s.commission_type, s.commission_value
    ) r`,
  dayWhere: 'true',
  keys: (g) => ({
    merchantId: 'r.merchant_id',
    ...(g === 'merchant' ? {} : { storeId: 'r.store_id' }),
    currency: 'r.currency_code',
  }),
  labels: (g) => ({ merchant: 'm.legal_name', ...(g === 'merchant' ? {} : { store: 'st.name' }) }),
  join: (g) =>
    `join merchants m on m.id = k."merchantId"${g === 'merchant' ? '' : ` join stores st on st.id = k."storeId"`}`,
  sums: {
    orders: 'sum(r.orders)',
    grossSales: 'sum(r.gross)',
    commission: 'sum(r.commission)',
    netDue: 'sum(r.gross - r.commission)',
  },
  filters: { merchantId: { column: 'r.merchant_id', type: 'uuid' } },
  nonEmpty: 'sum(r.orders) <> 0',
};
