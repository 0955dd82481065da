import {
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
} from 'graphql/index.js';
import { RESOURCES, createReturnRules, returnDecisionRules, validate } from '@market/domain';
import { validationError } from '../resources/errors.ts';
import { RESOURCE_SPECS, resourceSpec } from '../resources/specs/index.ts';
import { audit } from '../resources/store.ts';
import { needs, requireAccess, requireAnyAccess, type GraphQLContext } from './context.ts';
import { creditCustomerFromPlatform } from './wallets.ts';
import { DateTime, JSONScalar, Money } from './scalars.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphQLContext>;

const ReturnItemInput = new GraphQLInputObjectType({
  name: 'ReturnItemInput',
  fields: { orderItemId: { type: GraphQLID }, qty: { type: GraphQLInt } },
});

const CreateReturnInput = new GraphQLInputObjectType({
  name: 'CreateReturnInput',
  fields: {
    orderId: { type: GraphQLID },
    reason: { type: GraphQLString },
    items: { type: new GraphQLList(new GraphQLNonNull(ReturnItemInput)) },
  },
});

const ReturnDecisionInput = new GraphQLInputObjectType({
  name: 'ReturnDecisionInput',
  fields: {
    status: {
      type: GraphQLString,
      description: 'approved | rejected (from requested), refunded (from approved).',
    },
    refundAmount: { type: Money },
    note: { type: GraphQLString },
  },
});

/** Which decision may follow which status. */
const NEXT: Record<string, readonly string[]> = {
  requested: ['approved', 'rejected'],
  approved: ['refunded'],
};

export function returnMutations(returnType: GraphQLObjectType): Fields {
  const spec = resourceSpec('Return');
  return {
    createReturn: {
      type: new GraphQLNonNull(returnType),
      args: { input: { type: new GraphQLNonNull(CreateReturnInput) } },
      extensions: needs('orders'),
      resolve: async (_root, args: { input: Record<string, unknown> }, ctx) => {
        const viewer = requireAccess(ctx, 'orders');
        const parsed = validate(createReturnRules, args.input);
        if (!parsed.ok) throw validationError(parsed.fields);
        const { orderId, reason, items } = parsed.value;
        const id = await ctx.store.write(spec, 'create', async (tx) => {
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
        return ctx.store.get(spec, id);
      },
    },
    decideReturn: {
      type: new GraphQLNonNull(returnType),
      args: {
        id: { type: new GraphQLNonNull(GraphQLID) },
        version: { type: new GraphQLNonNull(GraphQLInt) },
        input: { type: new GraphQLNonNull(ReturnDecisionInput) },
      },
      extensions: needs('orders'),
      resolve: async (_root, args: { id: string; version: number; input: Record<string, unknown> }, ctx) => {
        const viewer = requireAccess(ctx, 'orders');
        const parsed = validate(returnDecisionRules, args.input);
        if (!parsed.ok) throw validationError(parsed.fields);
        const { status, refundAmount, note } = parsed.value;
        await ctx.store.write(spec, 'update', async (tx) => {
          const current = await ctx.store.lockForChange(spec, args.id, args.version, tx);
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
            args.id,
            status,
            status === 'refunded' ? refundAmount : Number(current.refundAmount),
          ]);
          if (status === 'refunded') {
            // The refund goes to the customer's wallet, in the order's currency, once per return.
            const order = (
              await tx.query<{ id: string; customer_id: string; currency_code: string; order_no: string }>(
                `select o.id, o.customer_id, o.currency_code, o.order_no
                 from returns r join orders o on o.id = r.order_id where r.id = $1`,
                [args.id],
              )
            ).rows[0]!;
            await creditCustomerFromPlatform(tx, {
              type: 'refund',
              idempotencyKey: `refund:${args.id}`,
              customerId: order.customer_id,
              currency: order.currency_code,
              amount: refundAmount,
              orderId: order.id,
              createdBy: viewer.id,
              note: `Refund for a return on order ${order.order_no}`,
            });
          }
          await audit(tx, viewer, spec, args.id, 'status', {
            status: { from, to: status },
            ...(status === 'refunded' ? { refundAmount } : {}),
            ...(note ? { note } : {}),
          });
        });
        return ctx.store.get(spec, args.id);
      },
    },
  };
}

const HistoryEntry = new GraphQLObjectType({
  name: 'HistoryEntry',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    action: { type: new GraphQLNonNull(GraphQLString) },
    actorEmail: { type: GraphQLString },
    diff: {
      type: new GraphQLNonNull(JSONScalar),
      description: 'Field → {from, to} (or the created/deleted row).',
    },
    at: { type: new GraphQLNonNull(DateTime) },
  },
});

/**
 * An edit page's History tab: the audit entries of one record, newest first. Allowed to whoever may use the
 * record's own screen (support sees a store's history without access to the whole audit log).
 */
export function historyQueries(): Fields {
  return {
    history: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(HistoryEntry))),
      args: {
        entityType: {
          type: new GraphQLNonNull(GraphQLString),
          description: 'A GraphQL type name, e.g. "Store".',
        },
        id: { type: new GraphQLNonNull(GraphQLID) },
        first: { type: GraphQLInt, description: 'At most 200 (default 50).' },
      },
      // Each entity type's own screen decides; this list is what the matrix test checks against.
      extensions: needs([...RESOURCES]),
      resolve: async (_root, args: { entityType: string; id: string; first?: number | null }, ctx) => {
        requireAnyAccess(ctx, RESOURCES);
        const spec = RESOURCE_SPECS.find((s) => s.type === args.entityType);
        if (!spec) throw validationError({ entityType: 'Unknown type' });
        requireAccess(ctx, spec.permission);
        const first = args.first ?? 50;
        if (first < 1 || first > 200) throw validationError({ first: 'Must be between 1 and 200' });
        const { rows } = await ctx.db.query(
          `select l.id, l.action, a.email as "actorEmail", l.diff, l.at
           from audit_log l left join accounts a on a.id = l.actor_id
           where l.entity = $1 and l.entity_id = $2 order by l.at desc, l.id desc limit $3`,
          [spec.auditEntity ?? spec.table, args.id, first],
        );
        return rows;
      },
    },
  };
}
