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
import {
  orderStatusChangeRules,
  paymentStatusChangeRules,
  placeOrderRules,
  validate,
  type PaymentStatus,
} from '@market/domain';
import { validationError } from '../resources/errors.ts';
import {
  BULK_LIMIT,
  bulkChangeOrderStatus,
  changeOrderStatus,
  changePaymentStatus,
  placeOrder,
} from '../orders/service.ts';
import { orderTimeline } from '../orders/read.ts';
import { needs, requireAccess, type GraphQLContext } from './context.ts';
import { OrderHistoryEntry } from './orderFields.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphQLContext>;
const nn = <T extends GraphQLNullableType>(t: T) => new GraphQLNonNull(t);

export function orderQueries(): Fields {
  return {
    orderTimeline: {
      type: nn(new GraphQLList(nn(OrderHistoryEntry))),
      args: { orderId: { type: nn(GraphQLID) } },
      extensions: needs('orders'),
      resolve: (_root, args: { orderId: string }, ctx) => {
        requireAccess(ctx, 'orders');
        return orderTimeline(ctx.db, args.orderId);
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

export function orderMutations(orderType: GraphQLObjectType): Fields {
  return {
    placeOrder: {
      type: nn(orderType),
      args: { input: { type: nn(PlaceOrderInput) } },
      extensions: needs('orders'),
      resolve: async (_root, args: { input: Record<string, unknown> }, ctx) => {
        const viewer = requireAccess(ctx, 'orders');
        const parsed = validate(placeOrderRules, args.input);
        if (!parsed.ok) throw validationError(parsed.fields);
        return placeOrder(ctx, viewer, parsed.value);
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
        return changeOrderStatus(ctx, viewer, {
          id: args.id,
          version: args.version,
          toStatus,
          comment: comment ?? null,
          notifyCustomer: Boolean(notifyCustomer),
        });
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
        return bulkChangeOrderStatus(ctx, viewer, args.ids, args.versions ?? null, {
          toStatus: parsed.value.toStatus,
          comment: parsed.value.comment ?? null,
          notifyCustomer: Boolean(parsed.value.notifyCustomer),
        });
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
        return changePaymentStatus(ctx, viewer, {
          id: args.id,
          version: args.version,
          paymentStatus: parsed.value.paymentStatus as PaymentStatus,
          note: parsed.value.note,
        });
      },
    },
  };
}
