import type { Queryable } from '../db/index.ts';
import { validationError } from '../resources/errors.ts';
import { creditCustomerFromPlatform, recoverFromCustomer } from '../wallets/service.ts';

export interface RedeemableCoupon {
  id: string;
  code: string;
  type: 'deduct' | 'cashback';
  /** Minor units: taken off the order (deduct) or credited to the customer's wallet (cashback). */
  amount: number;
}

type CouponRow = {
  id: string;
  code: string;
  type: 'deduct' | 'cashback';
  discount_type: 'fixed' | 'percentage';
  discount_value: number;
  max_discount: number | null;
  min_order_amount: number;
  valid_from: Date;
  valid_to: Date;
  total_limit: number | null;
  per_customer_limit: number | null;
  store_id: string | null;
  store_type_id: string | null;
  is_active: boolean;
};

const refuse = (message: string) => validationError({ couponCode: message });

/**
 * The coupon behind `code` if this order may use it: active, inside its validity window, for this store or
 * store type, a subtotal of at least its minimum, and under its total and per-customer limits. The coupon
 * row stays locked until the order commits, so two orders cannot both take a coupon's last use.
 */
export async function redeemableCoupon(
  tx: Queryable,
  code: string,
  order: { customerId: string; storeId: string; storeTypeId: string; subtotal: number },
): Promise<RedeemableCoupon> {
  const coupon = (
    await tx.query<CouponRow>('select * from coupons where lower(code) = lower($1) for update', [code])
  ).rows[0];
  if (!coupon || !coupon.is_active) throw refuse('This coupon does not exist');
  const now = Date.now();
  if (now < new Date(coupon.valid_from).getTime()) throw refuse('This coupon is not valid yet');
  if (now > new Date(coupon.valid_to).getTime()) throw refuse('This coupon has expired');
  if (coupon.store_id && coupon.store_id !== order.storeId) throw refuse('This coupon is for another store');
  if (coupon.store_type_id && coupon.store_type_id !== order.storeTypeId)
    throw refuse('This coupon is for another kind of store');
  if (order.subtotal < coupon.min_order_amount)
    throw refuse(`The order must be at least ${coupon.min_order_amount} (minor units) for this coupon`);
  const uses = (
    await tx.query<{ total: number; mine: number }>(
      `select count(*)::int4 as total, count(*) filter (where customer_id = $2)::int4 as mine
       from coupon_redemptions where coupon_id = $1`,
      [coupon.id, order.customerId],
    )
  ).rows[0] ?? { total: 0, mine: 0 };
  if (coupon.total_limit !== null && uses.total >= coupon.total_limit) throw refuse('This coupon is used up');
  if (coupon.per_customer_limit !== null && uses.mine >= coupon.per_customer_limit)
    throw refuse('This customer has already used this coupon as often as allowed');
  let amount =
    coupon.discount_type === 'percentage'
      ? Math.floor((order.subtotal * coupon.discount_value) / 100)
      : coupon.discount_value;
  if (coupon.max_discount !== null) amount = Math.min(amount, coupon.max_discount);
  amount = Math.min(amount, order.subtotal);
  return { id: coupon.id, code: coupon.code, type: coupon.type, amount };
}

/** Records the use; a cashback coupon's credit waits for delivery (see settleCashback). */
export async function recordRedemption(
  tx: Queryable,
  coupon: RedeemableCoupon,
  order: { orderId: string; customerId: string },
): Promise<void> {
  await tx.query(
    `insert into coupon_redemptions (coupon_id, customer_id, order_id, amount, cashback_status)
     values ($1, $2, $3, $4, $5)`,
    [
      coupon.id,
      order.customerId,
      order.orderId,
      coupon.amount,
      coupon.type === 'cashback' ? 'pending' : null,
    ],
  );
}

/** What a status change did to the order's cashback (for the audit entry and staff). */
export interface CashbackSettlement {
  credited?: number;
  reversed?: number;
  /** Cashback the customer had already spent: not taken back (the wallet never goes below zero). */
  shortfall?: number;
}

/**
 * Moves an order's cashback with its status, in the status change's transaction: when the order reaches a
 * status whose outcome is `delivered`, the cashback is credited to the customer's wallet (platform →
 * customer, in the order's currency); when it later reaches `cancelled` or `refunded`, a reversing journal
 * takes it back — as much as the wallet holds, the rest recorded as the shortfall. Cancelled before
 * delivery, nothing was paid and nothing is reversed. Credited and reversed at most once per order
 * (redemption state plus idempotency keys `cashback:<order>` and `cashback_reversal:<order>`).
 */
export async function settleCashback(
  tx: Queryable,
  orderId: string,
  actorId: string,
): Promise<CashbackSettlement | null> {
  const row = (
    await tx.query<{
      id: string;
      amount: number;
      cashback_status: 'pending' | 'credited' | 'reversed';
      code: string;
      customer_id: string;
      currency_code: string;
      order_no: string;
      outcome: 'delivered' | 'cancelled' | 'refunded' | null;
    }>(
      `select r.id, r.amount, r.cashback_status, c.code, o.customer_id, o.currency_code, o.order_no, s.outcome
       from coupon_redemptions r join coupons c on c.id = r.coupon_id join orders o on o.id = r.order_id
         join order_statuses s on s.code = o.status
       where r.order_id = $1 and r.cashback_status is not null
       for update of r`,
      [orderId],
      { prepared: true }, // every status change asks; a four-table join is planned once per connection
    )
  ).rows[0];
  if (!row) return null;
  const amount = Number(row.amount);
  const journal = {
    customerId: row.customer_id,
    currency: row.currency_code,
    orderId,
    createdBy: actorId,
  };
  if (row.outcome === 'delivered' && row.cashback_status === 'pending') {
    await creditCustomerFromPlatform(tx, {
      ...journal,
      type: 'cashback',
      idempotencyKey: `cashback:${orderId}`,
      amount,
      note: `Cashback ${row.code} on order ${row.order_no}`,
    });
    await tx.query(`update coupon_redemptions set cashback_status = 'credited' where id = $1`, [row.id]);
    return { credited: amount };
  }
  if ((row.outcome === 'cancelled' || row.outcome === 'refunded') && row.cashback_status === 'credited') {
    const { recovered, shortfall } = await recoverFromCustomer(tx, {
      ...journal,
      type: 'cashback_reversal',
      idempotencyKey: `cashback_reversal:${orderId}`,
      amount,
      note: `Cashback ${row.code} reversed on order ${row.order_no}`,
    });
    await tx.query(
      `update coupon_redemptions
       set cashback_status = 'reversed', cashback_reversed = $2, cashback_shortfall = $3 where id = $1`,
      [row.id, recovered, shortfall],
    );
    return { reversed: recovered, shortfall };
  }
  return null;
}
