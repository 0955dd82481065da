import {
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLObjectType,
} from 'graphql/index.js';
import { resourceSpec } from '../resources/specs/index.ts';
import { needs, requireAccess, type GraphQLContext } from './context.ts';

/**
 * The allowed next statuses of one order status, replaced as a set. The same write as
 * `updateOrderStatus(patch: {nextStatuses})`: version-checked on the status, audited with before/after.
 */
export function orderStatusMutations(
  statusType: GraphQLObjectType,
): GraphQLFieldConfigMap<unknown, GraphQLContext> {
  const spec = resourceSpec('OrderStatus');
  return {
    setOrderStatusTransitions: {
      type: new GraphQLNonNull(statusType),
      description:
        'Sets the codes of the statuses an order in this status may move to; unknown codes or the status itself are refused.',
      args: {
        id: { type: new GraphQLNonNull(GraphQLID) },
        version: { type: new GraphQLNonNull(GraphQLInt), description: 'The version the edit started from.' },
        nextStatuses: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLString))) },
      },
      extensions: needs('order-status'),
      resolve: (_root, args: { id: string; version: number; nextStatuses: string[] }, ctx) =>
        ctx.store.update(
          spec,
          args.id,
          args.version,
          { nextStatuses: args.nextStatuses },
          requireAccess(ctx, 'order-status'),
        ),
    },
  };
}
