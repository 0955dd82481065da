import { randomUUID } from 'node:crypto';
import {
  canMovePaymentStatus,
  ERROR_CODES,
  PAYMENT_STATUS,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  type placeOrderRules,
} from '@market/domain';
import type { InferType } from 'yup';
import type { Queryable, Row } from '../db/index.ts';
import type { Viewer } from '../resources/store.ts';
import { audit } from '../resources/store.ts';
import { isUuid } from '../resources/values.ts';
import { appError, validationError } from '../resources/errors.ts';
import { resourceSpec } from '../resources/specs/index.ts';
import { queueStatusNotification } from '../notifications/outbox.ts';
import {
  recordRedemption,
  redeemableCoupon,
  settleCashback,
  type CashbackSettlement,
  type RedeemableCoupon,
} from '../coupons/service.ts';
import type { ServiceDeps } from '../services.ts';

/** An order to place, as the domain's placeOrderRules answer it. */
export type PlaceOrderInput = InferType<typeof placeOrderRules>;

interface PricedLine {
  id: string;
  name: string;
  price: number;
  qty: number;
  total: number;
}

/** What an order costs, worked out from the store's current prices, its delivery method and coupon. */
interface PricedOrder {
  store: { merchant_id: string; store_type_id: string; currency_code: string };
  lines: PricedLine[];
  subtotal: number;
  deliveryCharges: number;
  coupon: RedeemableCoupon | null;
  discount: number;
}

/**
 * Prices an order in its transaction: the store must be active and every product available in it; delivery
 * is free from the store's free-delivery amount; a coupon is checked and locked (see redeemableCoupon).
 */
async function priceOrder(tx: Queryable, input: PlaceOrderInput): Promise<PricedOrder> {
  const store = (
    await tx.query<{
      merchant_id: string;
      store_type_id: string;
      currency_code: string;
      free_delivery_amount: number | null;
    }>(
      'select merchant_id, store_type_id, currency_code, free_delivery_amount from stores where id = $1 and is_active',
      [input.storeId],
    )
  ).rows[0];
  if (!store) throw validationError({ storeId: 'Does not exist' });
  const ids = input.items.map((i) => i.productId);
  const products = new Map(
    (
      await tx.query<{ id: string; name: string; price: number }>(
        'select id, name, price from products where id = any($1::uuid[]) and store_id = $2 and is_available',
        [ids, input.storeId],
      )
    ).rows.map((p) => [p.id, p]),
  );
  const missing = ids.findIndex((id) => !products.has(id));
  if (missing >= 0) throw validationError({ [`items[${missing}].productId`]: 'Not available in this store' });
  const lines = input.items.map((i) => {
    const p = products.get(i.productId)!;
    return { ...p, qty: i.qty, total: p.price * i.qty };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  let deliveryCharges = 0;
  if (input.deliveryMethodId) {
    const method = (
      await tx.query<{ fee: number }>('select fee from delivery_methods where id = $1', [
        input.deliveryMethodId,
      ])
    ).rows[0];
    if (!method) throw validationError({ deliveryMethodId: 'Does not exist' });
    const free = store.free_delivery_amount != null && subtotal >= store.free_delivery_amount;
    deliveryCharges = free ? 0 : method.fee;
  }
  const coupon = input.couponCode
    ? await redeemableCoupon(tx, input.couponCode, {
        customerId: input.customerId,
        storeId: input.storeId,
        storeTypeId: store.store_type_id,
        subtotal,
      })
    : null;
  const discount = coupon?.type === 'deduct' ? coupon.amount : 0;
  return { store, lines, subtotal, deliveryCharges, coupon, discount };
}

/**
 * Writes the priced order in the first status (lowest sort), its lines, redemption and first history entry.
 *
 * The lines go in first, in one statement (their foreign key to the order is checked at commit, migration
 * 025): the order's INSERT then finds its lines and keeps every rollup in one trigger call, instead of writing
 * the order's rows with no items and then adding the lines' items to them (issue 13's write cost).
 */
async function insertOrder(
  tx: Queryable,
  viewer: Viewer,
  input: PlaceOrderInput,
  priced: PricedOrder,
): Promise<string> {
  const { store, lines, subtotal, deliveryCharges, coupon, discount } = priced;
  const first = (
    await tx.query<{ code: string }>('select code from order_statuses order by sort, code limit 1')
  ).rows[0];
  if (!first) throw appError(ERROR_CODES.SOMETHING_WENT_WRONG);
  const id = randomUUID();
  await tx.query(
    `insert into order_items (order_id, product_id, name, unit_price, qty, line_total)
     select $1, * from unnest($2::uuid[], $3::text[], $4::int8[], $5::int4[], $6::int8[])`,
    [
      id,
      lines.map((l) => l.id),
      lines.map((l) => l.name),
      lines.map((l) => l.price),
      lines.map((l) => l.qty),
      lines.map((l) => l.total),
    ],
  );
  await tx.query(
    `insert into orders (id, order_no, customer_id, store_id, merchant_id, payment_method_id, delivery_method_id,
       delivery_date, timeslot, status, currency_code, subtotal, delivery_charges, discount, coupon_id, grand_total, comments)
     values ($15, 'ORD-' || nextval('order_no_seq'), $1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10::int8, $11::int8,
       $13::int8, $14::uuid, $10::int8 + $11::int8 - $13::int8, $12)`,
    [
      input.customerId,
      input.storeId,
      store.merchant_id,
      input.paymentMethodId,
      input.deliveryMethodId,
      input.deliveryDate,
      input.timeslot,
      first.code,
      store.currency_code,
      subtotal,
      deliveryCharges,
      input.comments,
      discount,
      coupon?.id ?? null,
      id,
    ],
  );
  if (coupon) await recordRedemption(tx, coupon, { orderId: id, customerId: input.customerId });
  await tx.query(
    'insert into order_history (order_id, from_status, to_status, actor_id) values ($1, null, $2, $3)',
    [id, first.code, viewer.id],
  );
  return id;
}

/**
 * Places an order in one transaction (pricing, coupon, rows, audit), then tells the live board and staff.
 * Answers the order as the generic Order resource reads it.
 */
export async function placeOrder(
  deps: ServiceDeps,
  viewer: Viewer,
  input: PlaceOrderInput,
): Promise<Row | null> {
  const spec = resourceSpec('Order');
  const orderId = await deps.store.write(spec, 'create', async (tx) => {
    const priced = await priceOrder(tx, input);
    const id = await insertOrder(tx, viewer, input, priced);
    const { coupon } = priced;
    await audit(tx, viewer, spec, id, 'create', {
      subtotal: priced.subtotal,
      deliveryCharges: priced.deliveryCharges,
      items: priced.lines.length,
      ...(coupon ? { coupon: { code: coupon.code, type: coupon.type, amount: coupon.amount } } : {}),
    });
    return id;
  });
  const order = await deps.store.get(spec, orderId);
  await deps.events.publish('orderCreated', order);
  await deps.events.publish('staffNotification', {
    id: orderId,
    kind: 'orderCreated',
    message: `New order ${String(order?.orderNo)}`,
    entity: 'orders',
    entityId: orderId,
    at: new Date().toISOString(),
  });
  return order;
}

/** A status change refused by the order's allowed transitions: names where the order stands. */
export class NotAllowedFrom extends Error {
  constructor(readonly fromStatus: string) {
    super(`not allowed from ${fromStatus}`);
  }
}

export interface StatusChange {
  id: string;
  /** null: whatever version the order has now (bulk changes without versions). */
  version: number | null;
  toStatus: string;
  comment: string | null;
  notifyCustomer: boolean;
  /** Part of a bulk change: a refused transition throws NotAllowedFrom, not the request's error. */
  bulk?: boolean;
}

/** The order's version now, its row locked; NOT_FOUND when there is no such order. */
async function currentVersion(tx: Queryable, id: string): Promise<number> {
  if (!isUuid(id)) throw appError(ERROR_CODES.NOT_FOUND);
  const row = (
    await tx.query<{ version: number }>('select version from orders where id = $1 for update', [id])
  ).rows[0];
  if (!row) throw appError(ERROR_CODES.NOT_FOUND);
  return row.version;
}

/** Staff hear when a reversal could not take back all the cashback (the customer had spent it). */
async function publishShortfall(
  deps: ServiceDeps,
  orderId: string,
  orderNo: string,
  cashback: CashbackSettlement,
): Promise<void> {
  await deps.events.publish('staffNotification', {
    id: randomUUID(),
    kind: 'cashbackShortfall',
    message: `Cashback of order ${orderNo} reversed only in part: ${cashback.shortfall} (minor units) was already spent`,
    entity: 'orders',
    entityId: orderId,
    at: new Date().toISOString(),
  });
}

/**
 * Moves one order along an allowed transition in its own transaction: history, customer notification,
 * cashback settlement and audit, then the live-board event.
 */
export async function changeOrderStatus(
  deps: ServiceDeps,
  viewer: Viewer,
  change: StatusChange,
): Promise<Row | null> {
  const spec = resourceSpec('Order');
  const { id, toStatus, comment, notifyCustomer } = change;
  const cashback = await deps.store.write(spec, 'update', async (tx) => {
    const version = change.version ?? (await currentVersion(tx, id));
    const current = await deps.store.lockForChange(spec, id, version, tx);
    const from = current.status as string;
    const allowed = await tx.query(
      'select 1 from order_status_transitions where from_status = $1 and to_status = $2',
      [from, toStatus],
    );
    if (allowed.rows.length === 0) {
      if (change.bulk) throw new NotAllowedFrom(from);
      throw validationError({ toStatus: `An order cannot move from ${from} to ${toStatus}` });
    }
    await tx.query('update orders set status = $2 where id = $1', [id, toStatus]);
    await tx.query(
      `insert into order_history (order_id, from_status, to_status, actor_id, comment, notify_customer)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, from, toStatus, viewer.id, comment, notifyCustomer],
    );
    if (notifyCustomer) await queueStatusNotification(tx, id, toStatus);
    const settled = await settleCashback(tx, id, viewer.id);
    await audit(tx, viewer, spec, id, 'status', {
      status: { from, to: toStatus },
      comment,
      notifyCustomer,
      ...(settled ? { cashback: settled } : {}),
    });
    return settled;
  });
  const order = await deps.store.get(spec, id);
  await deps.events.publish('orderUpdated', order);
  if (cashback?.shortfall) await publishShortfall(deps, id, String(order?.orderNo), cashback);
  return order;
}

/** How many orders one bulk status change may move. */
export const BULK_LIMIT = 500;

export interface BulkRowResult {
  id: string;
  ok: boolean;
  code: string | null;
  fromStatus: string | null;
}

function bulkFailure(id: string, error: unknown): BulkRowResult {
  if (error instanceof NotAllowedFrom)
    return { id, ok: false, code: 'NOT_ALLOWED', fromStatus: error.fromStatus };
  const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  if (code === ERROR_CODES.CONFLICT || code === ERROR_CODES.NOT_FOUND)
    return { id, ok: false, code: String(code), fromStatus: null };
  throw error;
}

/**
 * Moves each order to `change.toStatus`, each in its own transaction, checked against its transitions and,
 * when given, its version (`versions[i]` for `ids[i]`). Refusals are row results; other errors are thrown.
 */
export async function bulkChangeOrderStatus(
  deps: ServiceDeps,
  viewer: Viewer,
  ids: readonly string[],
  versions: readonly number[] | null,
  change: Omit<StatusChange, 'id' | 'version' | 'bulk'>,
): Promise<{ changed: number; results: BulkRowResult[] }> {
  const known = await deps.db.query('select 1 from order_statuses where code = $1', [change.toStatus]);
  if (known.rows.length === 0) throw validationError({ toStatus: 'Does not exist' });
  const results: BulkRowResult[] = [];
  for (const [index, id] of ids.entries()) {
    try {
      await changeOrderStatus(deps, viewer, {
        ...change,
        id,
        version: versions?.[index] ?? null,
        bulk: true,
      });
      results.push({ id, ok: true, code: null, fromStatus: null });
    } catch (error) {
      results.push(bulkFailure(id, error));
    }
  }
  return { changed: results.filter((r) => r.ok).length, results };
}

/** Records what the payment provider reported, along the allowed moves; a failure notifies staff. */
export async function changePaymentStatus(
  deps: ServiceDeps,
  viewer: Viewer,
  change: { id: string; version: number; paymentStatus: PaymentStatus; note?: string | null },
): Promise<Row | null> {
  const spec = resourceSpec('Order');
  const { id, paymentStatus: to, note } = change;
  await deps.store.write(spec, 'update', async (tx) => {
    const current = await deps.store.lockForChange(spec, id, change.version, tx);
    const from = Number(current.paymentStatus) as PaymentStatus;
    if (!canMovePaymentStatus(from, to))
      throw validationError({
        paymentStatus: `A payment cannot move from ${PAYMENT_STATUS_LABELS[from]} to ${PAYMENT_STATUS_LABELS[to]}`,
      });
    await tx.query('update orders set payment_status = $2 where id = $1', [id, to]);
    await audit(tx, viewer, spec, id, 'status', { paymentStatus: { from, to }, ...(note ? { note } : {}) });
  });
  const order = await deps.store.get(spec, id);
  await deps.events.publish('orderUpdated', order);
  if (to === PAYMENT_STATUS.FAILED) {
    await deps.events.publish('staffNotification', {
      id: randomUUID(),
      kind: 'paymentFailed',
      message: `Payment failed for order ${String(order?.orderNo)}`,
      entity: 'orders',
      entityId: id,
      at: new Date().toISOString(),
    });
  }
  return order;
}
