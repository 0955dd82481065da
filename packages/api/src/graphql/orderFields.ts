import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLNullableType,
} from 'graphql/index.js';
import type { Queryable, Row } from '../db/index.ts';
import { nextStatusesOf, orderCashback, orderItems, orderTimeline } from '../orders/read.ts';
import { DateTime, Money } from './scalars.ts';

/**
 * Only the database of the GraphQL context: the order spec (resources/specs/orders.ts) declares these fields,
 * and the spec list must not import the context (which reaches the job queue, which reads the spec list).
 */
type OrderFieldContext = { db: Queryable };

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

/** Fields of the Order type beyond its columns: items, timeline, cashback and next statuses. */
export function orderSchemaFields(): GraphQLFieldConfigMap<Row, OrderFieldContext> {
  return {
    items: {
      type: nn(new GraphQLList(nn(OrderItem))),
      resolve: (order, _args, ctx) => orderItems(ctx.db, order.id as string),
    },
    timeline: {
      type: nn(new GraphQLList(nn(OrderHistoryEntry))),
      resolve: (order, _args, ctx) => orderTimeline(ctx.db, order.id as string),
    },
    cashback: {
      type: OrderCashback,
      resolve: (order, _args, ctx) => orderCashback(ctx.db, order.id as string),
    },
    nextStatuses: {
      type: nn(new GraphQLList(nn(GraphQLString))),
      description: 'Statuses this order may move to (order_status_transitions).',
      resolve: (order, _args, ctx) => nextStatusesOf(ctx.db, order.status as string),
    },
  };
}
