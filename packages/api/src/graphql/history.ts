import {
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
} from 'graphql/index.js';
import { RESOURCES } from '@market/domain';
import { validationError } from '../resources/errors.ts';
import { RESOURCE_SPECS } from '../resources/specs/index.ts';
import { needs, requireAccess, requireAnyAccess, type GraphQLContext } from './context.ts';
import { DateTime, JSONScalar } from './scalars.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphQLContext>;

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
