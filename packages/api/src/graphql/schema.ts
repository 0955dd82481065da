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
import { RESOURCE_SPECS } from '../resources/specs/index.ts';
import { needs, requireAccess, requireStaff, type GraphQLContext } from './context.ts';
import type { Topic } from './events.ts';
import { orderMutations, orderQueries } from './orders.ts';
import { searchQueries } from './search.ts';
import { orderStatusMutations } from './orderStatuses.ts';
import { resourceTypes } from './resources.ts';
import { walletMutations } from './wallets.ts';
import { settingsMutations, settingsQueries } from './settings.ts';
import { staffMutations } from './staff.ts';
import { returnMutations } from './returns.ts';
import { historyQueries } from './history.ts';
import { DateTime } from './scalars.ts';
import { referenceQueries } from './references.ts';
import { guardArguments } from './argumentGuard.ts';
import { reportQueries } from './reports.ts';
import { importQueries } from './imports.ts';
import { storeTimeslotFields } from './storeTimeslots.ts';
import { savedViewMutations, savedViewQueries } from '../views/index.ts';
import { jobMutations, jobQueries, jobSubscriptions } from './jobs.ts';

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
      extensions: needs('public'),
      resolve: (_root, _args, ctx) =>
        ctx.viewer ? { ...ctx.viewer, resources: resourcesFor(ctx.viewer.role) } : null,
    },
  };
  const mutations: Fields = {};
  const objects = new Map<string, GraphQLObjectType>();
  for (const spec of RESOURCE_SPECS) {
    const types = resourceTypes(spec);
    Object.assign(queries, types.queries);
    Object.assign(mutations, types.mutations);
    objects.set(spec.type, types.object);
  }
  const object = (type: string) => {
    const found = objects.get(type);
    if (!found) throw new Error(`${type} resource missing`);
    return found;
  };
  const orderType = object('Order');
  const jobType = object('Job');
  const timeslots = storeTimeslotFields();
  Object.assign(
    queries,
    orderQueries(),
    settingsQueries(),
    historyQueries(),
    referenceQueries(),
    reportQueries(),
    importQueries(),
    jobQueries(jobType),
    searchQueries(),
    savedViewQueries(),
  );
  Object.assign(queries, timeslots.queries);
  Object.assign(
    mutations,
    timeslots.mutations,
    orderMutations(orderType),
    walletMutations(),
    settingsMutations(),
    staffMutations(object('Admin')),
    returnMutations(object('Return')),
    orderStatusMutations(object('OrderStatus')),
    jobMutations(jobType),
    savedViewMutations(),
  );

  const liveBoard = (ctx: GraphQLContext) => void requireAccess(ctx, 'live-orders');
  return guardArguments(
    new GraphQLSchema({
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
          ...jobSubscriptions(jobType),
        },
      }),
    }),
  );
}

export function schemaSdl(): string {
  return `${printSchema(lexicographicSortSchema(buildSchema()))}\n`;
}
