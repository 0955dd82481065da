import {
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  lexicographicSortSchema,
  printSchema,
  type GraphQLFieldConfigMap,
} from 'graphql/index.js';
import { resourcesFor } from '@market/domain';
import { RESOURCE_SPECS } from '../resources/catalog.ts';
import { requireAccess, requireStaff, type GraphQLContext } from './context.ts';
import type { Topic } from './events.ts';
import { orderExtraFields, orderMutations, orderQueries } from './orders.ts';
import { resourceTypes } from './resources.ts';
import { walletMutations } from './wallets.ts';
import { DateTime } from './scalars.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphQLContext>;

const Viewer = new GraphQLObjectType({
  name: 'Viewer',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    email: { type: new GraphQLNonNull(GraphQLString) },
    role: { type: GraphQLString, description: 'admin, support, or null while waiting for access.' },
    resources: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLString))),
      description: 'Resources this user may use (the permission matrix), e.g. to filter the menu.',
    },
  },
});

const StaffNotification = new GraphQLObjectType({
  name: 'StaffNotification',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    kind: { type: new GraphQLNonNull(GraphQLString) },
    message: { type: new GraphQLNonNull(GraphQLString) },
    entity: { type: GraphQLString },
    entityId: { type: GraphQLID },
    at: { type: new GraphQLNonNull(DateTime) },
  },
});

function subscription(
  topic: Topic,
  type: GraphQLObjectType | GraphQLNonNull<GraphQLObjectType>,
  check: (ctx: GraphQLContext) => void,
) {
  return {
    type,
    subscribe: (_root: unknown, _args: unknown, ctx: GraphQLContext) => {
      check(ctx);
      return ctx.events.subscribe(topic);
    },
    resolve: (payload: unknown) => payload,
  };
}

/** The whole API: generic resource operations plus orders, wallets and live events. */
export function buildSchema(): GraphQLSchema {
  const queries: Fields = {
    me: {
      type: Viewer,
      resolve: (_root, _args, ctx) =>
        ctx.viewer ? { ...ctx.viewer, resources: resourcesFor(ctx.viewer.role) } : null,
    },
  };
  const mutations: Fields = {};
  let orderType: GraphQLObjectType | undefined;
  for (const spec of RESOURCE_SPECS) {
    const types = resourceTypes(spec, spec.type === 'Order' ? orderExtraFields : undefined);
    Object.assign(queries, types.queries);
    Object.assign(mutations, types.mutations);
    if (spec.type === 'Order') orderType = types.object;
  }
  if (!orderType) throw new Error('Order resource missing');
  Object.assign(queries, orderQueries());
  Object.assign(mutations, orderMutations(orderType), walletMutations());

  const liveBoard = (ctx: GraphQLContext) => void requireAccess(ctx, 'live-orders');
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: queries }),
    mutation: new GraphQLObjectType({ name: 'Mutation', fields: mutations }),
    subscription: new GraphQLObjectType<unknown, GraphQLContext>({
      name: 'Subscription',
      fields: {
        orderCreated: subscription('orderCreated', new GraphQLNonNull(orderType), liveBoard),
        orderUpdated: subscription('orderUpdated', new GraphQLNonNull(orderType), liveBoard),
        staffNotification: subscription(
          'staffNotification',
          new GraphQLNonNull(StaffNotification),
          (ctx) => void requireStaff(ctx),
        ),
      },
    }),
  });
}

export function schemaSdl(): string {
  return `${printSchema(lexicographicSortSchema(buildSchema()))}\n`;
}
