import type { GraphQLObjectType } from 'graphql/index.js';
import {
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
  type GraphQLFieldConfigMap,
} from 'graphql/index.js';
import { createReturnRules, returnDecisionRules, validate } from '@market/domain';
import { validationError } from '../resources/errors.ts';
import { createReturn, decideReturn } from '../returns/service.ts';
import { needs, requireAccess, type GraphQLContext } from './context.ts';
import { Money } from './scalars.ts';

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

export function returnMutations(returnType: GraphQLObjectType): Fields {
  return {
    createReturn: {
      type: new GraphQLNonNull(returnType),
      args: { input: { type: new GraphQLNonNull(CreateReturnInput) } },
      extensions: needs('orders'),
      resolve: async (_root, args: { input: Record<string, unknown> }, ctx) => {
        const viewer = requireAccess(ctx, 'orders');
        const parsed = validate(createReturnRules, args.input);
        if (!parsed.ok) throw validationError(parsed.fields);
        return createReturn(ctx, viewer, parsed.value);
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
        return decideReturn(ctx, viewer, args.id, args.version, parsed.value);
      },
    },
  };
}
