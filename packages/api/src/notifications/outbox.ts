import type { Queryable } from '../db/index.ts';

/**
 * Queues the customer's notification of a status change (when staff tick "notify customer"), in the status
 * change's transaction: one outbox row per channel that has an `order_<status>` template in the customer's
 * language or the default one, carrying the values its template needs ({{orderNo}}, {{status}},
 * {{customerName}}) as they are now. The worker renders and delivers it (notifications/worker.ts). Without
 * any template a plain push message is queued with its text.
 */
export async function queueStatusNotification(tx: Queryable, orderId: string, status: string): Promise<void> {
  const event = `order_${status}`;
  const { rows } = await tx.query(
    `with o as (
       select o.id, o.customer_id, o.order_no, c.name as customer_name, c.language_code
       from orders o join customers c on c.id = o.customer_id where o.id = $1
     ), fallback as (select coalesce((select code from languages where is_default limit 1), 'en') as code)
     insert into notification_outbox (event, channel, customer_id, order_id, variables)
     select $2, ch.channel, o.customer_id, o.id,
            jsonb_build_object('orderNo', o.order_no, 'status', coalesce(s.name, $3), 'statusCode', $3,
                               'customerName', o.customer_name)
     from o cross join fallback
       cross join lateral (
         select distinct n.channel from notifications n
         where n.event = $2 and (n.language_code = o.language_code or n.language_code = fallback.code)
       ) ch
       left join order_statuses s on s.code = $3
     returning id`,
    [orderId, event, status],
  );
  if (rows.length > 0) return;
  await tx.query(
    `insert into notification_outbox (event, channel, customer_id, order_id, title, body, variables)
     select $2, 'push', o.customer_id, o.id, 'Order ' || o.order_no,
            'Your order ' || o.order_no || ' is now ' || coalesce(s.name, $3),
            jsonb_build_object('orderNo', o.order_no, 'status', coalesce(s.name, $3), 'statusCode', $3)
     from orders o left join order_statuses s on s.code = $3 where o.id = $1`,
    [orderId, event, status],
  );
}
