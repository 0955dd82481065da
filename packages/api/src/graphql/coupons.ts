import type { Queryable } from '../db/index.ts';
import { validationError } from '../resources/errors.ts';
import { creditCustomerFromPlatform } from './wallets.ts';

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

/** Records the use; a cashback coupon also posts a balanced journal: platform → customer wallet. */
export async function recordRedemption(
  tx: Queryable,
  coupon: RedeemableCoupon,
  order: { orderId: string; customerId: string; currency: string },
): Promise<void> {
  await tx.query(
    'insert into coupon_redemptions (coupon_id, customer_id, order_id, amount) values ($1, $2, $3, $4)',
    [coupon.id, order.customerId, order.orderId, coupon.amount],
  );
  if (coupon.type !== 'cashback') return;
  await creditCustomerFromPlatform(tx, {
    type: 'cashback',
    idempotencyKey: `cashback:${order.orderId}`,
    customerId: order.customerId,
    currency: order.currency,
    amount: coupon.amount,
    orderId: order.orderId,
    note: `Cashback ${coupon.code}`,
  });
}

/**
 * Queues the customer's notification of a status change (when staff tick "notify customer"): one outbox row
 * per channel with a template for `order_<status>` in the default language, or a plain push message when
 * there is no template. Delivery is a separate worker's job.
 */
export async function queueStatusNotification(tx: Queryable, orderId: string, status: string): Promise<void> {
  const event = `order_${status}`;
  const { rows } = await tx.query(
    `insert into notification_outbox (event, channel, customer_id, order_id, title, body)
     select $2, n.channel, o.customer_id, o.id, n.title, replace(n.body, '{{orderNo}}', o.order_no)
     from orders o join notifications n on n.event = $2
       and n.language_code = coalesce((select code from languages where is_default limit 1), 'en')
     where o.id = $1
     returning id`,
    [orderId, event],
  );
  if (rows.length > 0) return;
  await tx.query(
    `insert into notification_outbox (event, channel, customer_id, order_id, title, body)
     select $2, 'push', o.customer_id, o.id, 'Order ' || o.order_no,
            'Your order ' || o.order_no || ' is now ' || coalesce(s.name, $3)
     from orders o left join order_statuses s on s.code = $3 where o.id = $1`,
    [orderId, event, status],
  );
}
