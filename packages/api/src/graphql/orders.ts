import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLNullableType,
} from 'graphql/index.js';
import { randomUUID } from 'node:crypto';
import {
  canMovePaymentStatus,
  ERROR_CODES,
  orderStatusChangeRules,
  PAYMENT_STATUS,
  PAYMENT_STATUS_LABELS,
  paymentStatusChangeRules,
  placeOrderRules,
  validate,
  type PaymentStatus,
} from '@market/domain';
import type { Row } from '../db/index.ts';
import type { Viewer } from '../resources/store.ts';
import { isUuid } from '../resources/values.ts';
import { appError, validationError } from '../resources/errors.ts';
import { resourceSpec } from '../resources/specs/index.ts';
import { audit } from '../resources/store.ts';
import { needs, requireAccess, type GraphQLContext } from './context.ts';
import { DateTime, Money } from './scalars.ts';
import { queueStatusNotification } from '../notifications/outbox.ts';
import { recordRedemption, redeemableCoupon, settleCashback, type CashbackSettlement } from './coupons.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphQLContext>;
const nn = <T extends GraphQLNullableType>(t: T) => new GraphQLNonNull(t);

export const OrderItem = new GraphQLObjectType({
  name: 'OrderItem',
  fields: {
    id: { type: nn(GraphQLID) },
    productId: { type: GraphQLID },
    name: { type: nn(GraphQLString) },
    unitPrice: { type: nn(Money) },
    qty: { type: nn(GraphQLInt) },
    lineTotal: { type: nn(Money) },
  },
});

const OrderCashback = new GraphQLObjectType({
  name: 'OrderCashback',
  description: "A cashback coupon's money on this order: credited on delivery, reversed on cancel/refund.",
  fields: {
    couponCode: { type: nn(GraphQLString) },
    amount: { type: nn(Money) },
    status: { type: nn(GraphQLString), description: 'pending | credited | reversed' },
    reversed: { type: nn(Money), description: 'Taken back from the wallet on cancel/refund.' },
    shortfall: {
      type: nn(Money),
      description: 'Already spent by the customer when reversed: not taken back (the platform carries it).',
    },
  },
});

export const OrderHistoryEntry = new GraphQLObjectType({
  name: 'OrderHistoryEntry',
  fields: {
    id: { type: nn(GraphQLID) },
    fromStatus: { type: GraphQLString },
    toStatus: { type: nn(GraphQLString) },
    actorEmail: { type: GraphQLString },
    comment: { type: GraphQLString },
    notifyCustomer: { type: nn(GraphQLBoolean) },
    at: { type: nn(DateTime) },
  },
});

async function timeline(ctx: GraphQLContext, orderId: string) {
  const { rows } = await ctx.db.query(
    `select h.id, h.from_status as "fromStatus", h.to_status as "toStatus", a.email as "actorEmail",
            h.comment, h.notify_customer as "notifyCustomer", h.at
     from order_history h left join accounts a on a.id = h.actor_id
     where h.order_id = $1 order by h.at, h.id`,
    [orderId],
  );
  return rows;
}

/** Fields added to the generic Order type. */
export function orderExtraFields(): Fields {
  return {
    items: {
      type: nn(new GraphQLList(nn(OrderItem))),
      resolve: async (order, _args, ctx) =>
        (
          await ctx.db.query(
            `select id, product_id as "productId", name, unit_price as "unitPrice", qty, line_total as "lineTotal"
             from order_items where order_id = $1 order by created_at, id`,
            [(order as Row).id as string],
          )
        ).rows,
    },
    timeline: {
      type: nn(new GraphQLList(nn(OrderHistoryEntry))),
      resolve: (order, _args, ctx) => timeline(ctx, (order as Row).id as string),
    },
    cashback: {
      type: OrderCashback,
      resolve: async (order, _args, ctx) =>
        (
          await ctx.db.query(
            `select c.code as "couponCode", r.amount, r.cashback_status as status, r.cashback_reversed as reversed,
                    r.cashback_shortfall as shortfall
             from coupon_redemptions r join coupons c on c.id = r.coupon_id
             where r.order_id = $1 and r.cashback_status is not null`,
            [(order as Row).id as string],
          )
        ).rows[0] ?? null,
    },
    nextStatuses: {
      type: nn(new GraphQLList(nn(GraphQLString))),
      description: 'Statuses this order may move to (order_status_transitions).',
      resolve: async (order, _args, ctx) =>
        (
          await ctx.db.query<{ to_status: string }>(
            'select to_status from order_status_transitions where from_status = $1 order by to_status',
            [(order as Row).status as string],
          )
        ).rows.map((r) => r.to_status),
    },
  };
}

/** Staff hear when a reversal could not take back all the cashback (the customer had spent it). */
async function publishShortfall(
  ctx: GraphQLContext,
  orderId: string,
  orderNo: string,
  cashback: CashbackSettlement,
): Promise<void> {
  await ctx.events.publish('staffNotification', {
    id: randomUUID(),
    kind: 'cashbackShortfall',
    message: `Cashback of order ${orderNo} reversed only in part: ${cashback.shortfall} (minor units) was already spent`,
    entity: 'orders',
    entityId: orderId,
    at: new Date().toISOString(),
  });
}

export function orderQueries(): Fields {
  return {
    orderTimeline: {
      type: nn(new GraphQLList(nn(OrderHistoryEntry))),
      args: { orderId: { type: nn(GraphQLID) } },
      extensions: needs('orders'),
      resolve: (_root, args: { orderId: string }, ctx) => {
        requireAccess(ctx, 'orders');
        return timeline(ctx, args.orderId);
      },
    },
  };
}

const OrderItemInput = new GraphQLInputObjectType({
  name: 'OrderItemInput',
  fields: { productId: { type: GraphQLID }, qty: { type: GraphQLInt } },
});

const PlaceOrderInput = new GraphQLInputObjectType({
  name: 'PlaceOrderInput',
  fields: {
    customerId: { type: GraphQLID },
    storeId: { type: GraphQLID },
    paymentMethodId: { type: GraphQLID },
    deliveryMethodId: { type: GraphQLID },
    deliveryDate: { type: GraphQLString },
    timeslot: { type: GraphQLString },
    comments: { type: GraphQLString },
    couponCode: { type: GraphQLString, description: 'Checked against the coupon’s redemption rules.' },
    items: { type: new GraphQLList(nn(OrderItemInput)) },
  },
});

const OrderStatusChangeInput = new GraphQLInputObjectType({
  name: 'OrderStatusChangeInput',
  fields: {
    toStatus: { type: GraphQLString },
    comment: { type: GraphQLString },
    notifyCustomer: { type: GraphQLBoolean, description: 'Send the status notification to the customer.' },
  },
});

const PaymentStatusChangeInput = new GraphQLInputObjectType({
  name: 'PaymentStatusChangeInput',
  fields: {
    paymentStatus: {
      type: GraphQLInt,
      description: '1 Pending, 2 Processing, 3 Success, 4 Failed; moves 1 → 2 → 3 or 4, and 4 → 2 on retry.',
    },
    note: { type: GraphQLString },
  },
});

/** How many orders one bulk status change may move. */
export const BULK_LIMIT = 500;

interface BulkRowResult {
  id: string;
  ok: boolean;
  code: string | null;
  fromStatus: string | null;
}

/** A status change refused by the order's allowed transitions: names where the order stands. */
class NotAllowedFrom extends Error {
  constructor(readonly fromStatus: string) {
    super(`not allowed from ${fromStatus}`);
  }
}

function bulkFailure(id: string, error: unknown): BulkRowResult {
  if (error instanceof NotAllowedFrom)
    return { id, ok: false, code: 'NOT_ALLOWED', fromStatus: error.fromStatus };
  const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  if (code === ERROR_CODES.CONFLICT || code === ERROR_CODES.NOT_FOUND)
    return { id, ok: false, code: String(code), fromStatus: null };
  throw error;
}

const BulkOrderStatusResult = new GraphQLObjectType({
  name: 'BulkOrderStatusResult',
  fields: {
    id: { type: nn(GraphQLID) },
    ok: { type: nn(GraphQLBoolean) },
    code: {
      type: GraphQLString,
      description:
        'Why it was not changed: NOT_ALLOWED (see fromStatus), CONFLICT (changed since read), NOT_FOUND.',
    },
    fromStatus: { type: GraphQLString, description: 'NOT_ALLOWED: the status the order is in.' },
  },
});

const BulkOrderStatusChange = new GraphQLObjectType({
  name: 'BulkOrderStatusChange',
  fields: {
    changed: { type: nn(GraphQLInt) },
    results: { type: nn(new GraphQLList(nn(BulkOrderStatusResult))) },
  },
});

/**
 * Moves one order along an allowed transition in its own transaction: history, customer notification,
 * cashback settlement and audit, then the live-board event. `version` null: whatever version it has now.
 */
async function changeStatusOf(
  ctx: GraphQLContext,
  viewer: Viewer,
  change: {
    id: string;
    version: number | null;
    toStatus: string;
    comment: string | null;
    notifyCustomer: boolean;
    /** Part of a bulk change: a refused transition is a row result, not the request's error. */
    bulk?: boolean;
  },
): Promise<Row | null> {
  const spec = resourceSpec('Order');
  const { id, toStatus, comment, notifyCustomer } = change;
  const cashback = await ctx.store.write(spec, 'update', async (tx) => {
    let version = change.version;
    if (version === null) {
      if (!isUuid(id)) throw appError(ERROR_CODES.NOT_FOUND);
      const row = (
        await tx.query<{ version: number }>('select version from orders where id = $1 for update', [id])
      ).rows[0];
      if (!row) throw appError(ERROR_CODES.NOT_FOUND);
      version = row.version;
    }
    const current = await ctx.store.lockForChange(spec, id, version, tx);
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
  const order = await ctx.store.get(spec, id);
  await ctx.events.publish('orderUpdated', order);
  if (cashback?.shortfall) await publishShortfall(ctx, id, String(order?.orderNo), cashback);
  return order;
}

export function orderMutations(orderType: GraphQLObjectType): Fields {
  const spec = resourceSpec('Order');
  return {
    placeOrder: {
      type: nn(orderType),
      args: { input: { type: nn(PlaceOrderInput) } },
      extensions: needs('orders'),
      resolve: async (_root, args: { input: Record<string, unknown> }, ctx) => {
        const viewer = requireAccess(ctx, 'orders');
        const parsed = validate(placeOrderRules, args.input);
        if (!parsed.ok) throw validationError(parsed.fields);
        const input = parsed.value;
        const orderId = await ctx.store.write(spec, 'create', async (tx) => {
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
          if (missing >= 0)
            throw validationError({ [`items[${missing}].productId`]: 'Not available in this store' });
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
          const first = (
            await tx.query<{ code: string }>('select code from order_statuses order by sort, code limit 1')
          ).rows[0];
          if (!first) throw appError(ERROR_CODES.SOMETHING_WENT_WRONG);
          const { rows } = await tx.query<{ id: string }>(
            `insert into orders (order_no, customer_id, store_id, merchant_id, payment_method_id, delivery_method_id,
               delivery_date, timeslot, status, currency_code, subtotal, delivery_charges, discount, coupon_id, grand_total, comments)
             values ('ORD-' || nextval('order_no_seq'), $1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10::int8, $11::int8,
               $13::int8, $14::uuid, $10::int8 + $11::int8 - $13::int8, $12)
             returning id`,
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
            ],
          );
          const id = rows[0]!.id;
          if (coupon) await recordRedemption(tx, coupon, { orderId: id, customerId: input.customerId });
          for (const l of lines) {
            await tx.query(
              'insert into order_items (order_id, product_id, name, unit_price, qty, line_total) values ($1, $2, $3, $4, $5, $6)',
              [id, l.id, l.name, l.price, l.qty, l.total],
            );
          }
          await tx.query(
            'insert into order_history (order_id, from_status, to_status, actor_id) values ($1, null, $2, $3)',
            [id, first.code, viewer.id],
          );
          await audit(tx, viewer, spec, id, 'create', {
            subtotal,
            deliveryCharges,
            items: lines.length,
            ...(coupon ? { coupon: { code: coupon.code, type: coupon.type, amount: coupon.amount } } : {}),
          });
          return id;
        });
        const order = await ctx.store.get(spec, orderId);
        await ctx.events.publish('orderCreated', order);
        await ctx.events.publish('staffNotification', {
          id: orderId,
          kind: 'orderCreated',
          message: `New order ${String(order?.orderNo)}`,
          entity: 'orders',
          entityId: orderId,
          at: new Date().toISOString(),
        });
        return order;
      },
    },
    changeOrderStatus: {
      type: nn(orderType),
      args: {
        id: { type: nn(GraphQLID) },
        version: { type: nn(GraphQLInt) },
        input: { type: nn(OrderStatusChangeInput) },
      },
      extensions: needs('orders'),
      resolve: async (_root, args: { id: string; version: number; input: Record<string, unknown> }, ctx) => {
        const viewer = requireAccess(ctx, 'orders');
        const parsed = validate(orderStatusChangeRules, args.input);
        if (!parsed.ok) throw validationError(parsed.fields);
        const { toStatus, comment, notifyCustomer } = parsed.value;
        const order = await changeStatusOf(ctx, viewer, {
          id: args.id,
          version: args.version,
          toStatus,
          comment: comment ?? null,
          notifyCustomer: Boolean(notifyCustomer),
        });
        return order;
      },
    },
    bulkChangeOrderStatus: {
      type: nn(BulkOrderStatusChange),
      description:
        'Moves each order to `toStatus` in one request, each in its own transaction: checked against its ' +
        'allowed transitions and, when `versions` are given (same order as `ids`), its version. One result per id.',
      args: {
        ids: { type: nn(new GraphQLList(nn(GraphQLID))) },
        toStatus: { type: nn(GraphQLString) },
        versions: { type: new GraphQLList(nn(GraphQLInt)) },
        comment: { type: GraphQLString },
        notifyCustomer: { type: GraphQLBoolean },
      },
      extensions: needs('orders'),
      resolve: async (
        _root,
        args: {
          ids: string[];
          toStatus: string;
          versions?: number[] | null;
          comment?: string | null;
          notifyCustomer?: boolean | null;
        },
        ctx,
      ) => {
        const viewer = requireAccess(ctx, 'orders');
        if (args.ids.length === 0) throw validationError({ ids: 'Choose at least one order' });
        if (args.ids.length > BULK_LIMIT)
          throw validationError({ ids: `At most ${BULK_LIMIT} orders at once` });
        if (new Set(args.ids).size !== args.ids.length)
          throw validationError({ ids: 'An order is listed twice' });
        if (args.versions && args.versions.length !== args.ids.length)
          throw validationError({ versions: 'One version per id' });
        const parsed = validate(orderStatusChangeRules, {
          toStatus: args.toStatus,
          comment: args.comment ?? null,
          notifyCustomer: args.notifyCustomer ?? false,
        });
        if (!parsed.ok) throw validationError(parsed.fields);
        const known = await ctx.db.query('select 1 from order_statuses where code = $1', [
          parsed.value.toStatus,
        ]);
        if (known.rows.length === 0) throw validationError({ toStatus: 'Does not exist' });
        const results: BulkRowResult[] = [];
        for (const [index, id] of args.ids.entries()) {
          try {
            await changeStatusOf(ctx, viewer, {
              id,
              version: args.versions?.[index] ?? null,
              toStatus: parsed.value.toStatus,
              comment: parsed.value.comment ?? null,
              notifyCustomer: Boolean(parsed.value.notifyCustomer),
              bulk: true,
            });
            results.push({ id, ok: true, code: null, fromStatus: null });
          } catch (error) {
            results.push(bulkFailure(id, error));
          }
        }
        return { changed: results.filter((r) => r.ok).length, results };
      },
    },
    changePaymentStatus: {
      type: nn(orderType),
      description: 'Records what the payment provider reported; a failure notifies staff.',
      args: {
        id: { type: nn(GraphQLID) },
        version: { type: nn(GraphQLInt) },
        input: { type: nn(PaymentStatusChangeInput) },
      },
      extensions: needs('orders'),
      resolve: async (_root, args: { id: string; version: number; input: Record<string, unknown> }, ctx) => {
        const viewer = requireAccess(ctx, 'orders');
        const parsed = validate(paymentStatusChangeRules, args.input);
        if (!parsed.ok) throw validationError(parsed.fields);
        const to = parsed.value.paymentStatus as PaymentStatus;
        const { note } = parsed.value;
        await ctx.store.write(spec, 'update', async (tx) => {
          const current = await ctx.store.lockForChange(spec, args.id, args.version, tx);
          const from = Number(current.paymentStatus) as PaymentStatus;
          if (!canMovePaymentStatus(from, to))
            throw validationError({
              paymentStatus: `A payment cannot move from ${PAYMENT_STATUS_LABELS[from]} to ${PAYMENT_STATUS_LABELS[to]}`,
            });
          await tx.query('update orders set payment_status = $2 where id = $1', [args.id, to]);
          await audit(tx, viewer, spec, args.id, 'status', {
            paymentStatus: { from, to },
            ...(note ? { note } : {}),
          });
        });
        const order = await ctx.store.get(spec, args.id);
        await ctx.events.publish('orderUpdated', order);
        if (to === PAYMENT_STATUS.FAILED) {
          await ctx.events.publish('staffNotification', {
            id: randomUUID(),
            kind: 'paymentFailed',
            message: `Payment failed for order ${String(order?.orderNo)}`,
            entity: 'orders',
            entityId: args.id,
            at: new Date().toISOString(),
          });
        }
        return order;
      },
    },
  };
}
