import type { InferType } from 'yup';
import type { createReturnRules, returnDecisionRules } from '@market/domain';
import type { Row } from '../db/index.ts';
import { validationError } from '../resources/errors.ts';
import { resourceSpec } from '../resources/specs/index.ts';
import { audit, type Viewer } from '../resources/store.ts';
import type { ServiceDeps } from '../services.ts';
import { creditCustomerFromPlatform } from '../wallets/service.ts';

/** Which decision may follow which status. */
const NEXT: Record<string, readonly string[]> = {
  requested: ['approved', 'rejected'],
  approved: ['refunded'],
};

/**
 * Records a return of some of an order's items: each line at most what earlier returns (not rejected) left
 * of its quantity. The items are stored with their name and unit price as ordered.
 */
export async function createReturn(
  deps: ServiceDeps,
  viewer: Viewer,
  input: InferType<typeof createReturnRules>,
): Promise<Row | null> {
  const spec = resourceSpec('Return');
  const { orderId, reason, items } = input;
  const id = await deps.store.write(spec, 'create', async (tx) => {
    const order = await tx.query('select 1 from orders where id = $1 for update', [orderId]);
    if (order.rows.length === 0) throw validationError({ orderId: 'Does not exist' });
    // What each line may still return: its quantity less what earlier, not rejected, returns took.
    const { rows } = await tx.query<{ id: string; name: string; unit_price: number; left: number }>(
      `select i.id, i.name, i.unit_price, i.qty - coalesce((
           select sum((x->>'qty')::int) from returns r, jsonb_array_elements(r.items) x
           where r.order_id = i.order_id and r.status <> 'rejected' and x->>'orderItemId' = i.id::text), 0) as left
         from order_items i where i.order_id = $1`,
      [orderId],
    );
    const lines = new Map(rows.map((r) => [r.id, r]));
    const stored = items.map((item, i) => {
      const line = lines.get(item.orderItemId);
      if (!line) throw validationError({ [`items[${i}].orderItemId`]: 'Not an item of this order' });
      if (item.qty > Number(line.left))
        throw validationError({ [`items[${i}].qty`]: `At most ${line.left} can still be returned` });
      return { orderItemId: line.id, name: line.name, unitPrice: line.unit_price, qty: item.qty };
    });
    const created = (
      await tx.query<{ id: string }>(
        `insert into returns (order_id, items, reason) values ($1, $2::jsonb, $3) returning id`,
        [orderId, JSON.stringify(stored), reason],
      )
    ).rows[0]!.id;
    await audit(tx, viewer, spec, created, 'create', { orderId, reason, items: stored });
    return created;
  });
  return deps.store.get(spec, id);
}

/**
 * Approves or rejects a requested return, or refunds an approved one: the refund, at most the returned
 * items' worth, is credited to the customer's wallet in the order's currency, once per return.
 */
export async function decideReturn(
  deps: ServiceDeps,
  viewer: Viewer,
  id: string,
  version: number,
  decision: InferType<typeof returnDecisionRules>,
): Promise<Row | null> {
  const spec = resourceSpec('Return');
  const { status, refundAmount, note } = decision;
  await deps.store.write(spec, 'update', async (tx) => {
    const current = await deps.store.lockForChange(spec, id, version, tx);
    const from = current.status as string;
    if (!(NEXT[from] ?? []).includes(status))
      throw validationError({ status: `A ${from} return cannot become ${status}` });
    const items = current.items as {
      unitPrice: number;
      qty: number;
    }[];
    const worth = items.reduce((sum, i) => sum + i.unitPrice * i.qty, 0);
    if (status === 'refunded' && refundAmount > worth)
      throw validationError({
        refundAmount: `Cannot exceed the returned items' ${worth} (minor units)`,
      });
    await tx.query('update returns set status = $2, refund_amount = $3 where id = $1', [
      id,
      status,
      status === 'refunded' ? refundAmount : Number(current.refundAmount),
    ]);
    if (status === 'refunded') {
      // The refund goes to the customer's wallet, in the order's currency, once per return.
      const order = (
        await tx.query<{ id: string; customer_id: string; currency_code: string; order_no: string }>(
          `select o.id, o.customer_id, o.currency_code, o.order_no
             from returns r join orders o on o.id = r.order_id where r.id = $1`,
          [id],
        )
      ).rows[0]!;
      await creditCustomerFromPlatform(tx, {
        type: 'refund',
        idempotencyKey: `refund:${id}`,
        customerId: order.customer_id,
        currency: order.currency_code,
        amount: refundAmount,
        orderId: order.id,
        createdBy: viewer.id,
        note: `Refund for a return on order ${order.order_no}`,
      });
    }
    await audit(tx, viewer, spec, id, 'status', {
      status: { from, to: status },
      ...(status === 'refunded' ? { refundAmount } : {}),
      ...(note ? { note } : {}),
    });
  });
  return deps.store.get(spec, id);
}
