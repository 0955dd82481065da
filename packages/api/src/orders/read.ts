import type { Queryable, Row } from '../db/index.ts';

/** An order's status changes, oldest first, with who made them. */
export async function orderTimeline(db: Queryable, orderId: string): Promise<Row[]> {
  const { rows } = await db.query(
    `select h.id, h.from_status as "fromStatus", h.to_status as "toStatus", a.email as "actorEmail",
            h.comment, h.notify_customer as "notifyCustomer", h.at
     from order_history h left join accounts a on a.id = h.actor_id
     where h.order_id = $1 order by h.at, h.id`,
    [orderId],
  );
  return rows;
}

/** An order's lines as placed (name and unit price copied from the product then). */
export async function orderItems(db: Queryable, orderId: string): Promise<Row[]> {
  const { rows } = await db.query(
    `select id, product_id as "productId", name, unit_price as "unitPrice", qty, line_total as "lineTotal"
     from order_items where order_id = $1 order by created_at, id`,
    [orderId],
  );
  return rows;
}

/** The cashback coupon's money on an order and where it stands, or null when it has none. */
export async function orderCashback(db: Queryable, orderId: string): Promise<Row | null> {
  const { rows } = await db.query(
    `select c.code as "couponCode", r.amount, r.cashback_status as status, r.cashback_reversed as reversed,
            r.cashback_shortfall as shortfall
     from coupon_redemptions r join coupons c on c.id = r.coupon_id
     where r.order_id = $1 and r.cashback_status is not null`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** The statuses an order in `status` may move to (order_status_transitions). */
export async function nextStatusesOf(db: Queryable, status: string): Promise<string[]> {
  const { rows } = await db.query<{ to_status: string }>(
    'select to_status from order_status_transitions where from_status = $1 order by to_status',
    [status],
  );
  return rows.map((r) => r.to_status);
}
