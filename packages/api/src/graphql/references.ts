import { ANY_ID } from './argumentGuard.ts';
import {
  GraphQLEnumType,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
} from 'graphql/index.js';
import {
  ERROR_CODES,
  REFERENCE_ENTITIES,
  REFERENCE_PICKERS,
  canPickReference,
  type ReferenceEntity,
  type Resource,
} from '@market/domain';
import type { SqlParam } from '../db/index.ts';
import { appError, validationError } from '../resources/errors.ts';
import { RESOURCE_SPECS } from '../resources/specs/index.ts';
import type { ReferenceSpec, ResourceSpec } from '../resources/spec.ts';
import { isUuid } from '../resources/store.ts';
import { needs, type GraphQLContext } from './context.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphQLContext>;

const DEFAULT_CHOICES = 20;
const MAX_CHOICES = 50;
const MAX_IDS = 200;

const ReferenceChoice = new GraphQLObjectType({
  name: 'ReferenceChoice',
  description: 'A record as a form or filter offers it: what it stands for and what it is called.',
  fields: {
    id: {
      type: new GraphQLNonNull(GraphQLID),
      description: 'The value a form stores (the record id; a currency code).',
    },
    label: { type: new GraphQLNonNull(GraphQLString) },
    detail: { type: GraphQLString, description: 'A second line that tells like-named records apart.' },
    currencyCode: {
      type: GraphQLString,
      description: "The record's currency where it has one (stores): money fields that follow it.",
    },
  },
});

const ReferenceEntityEnum = new GraphQLEnumType({
  name: 'ReferenceEntity',
  values: Object.fromEntries(REFERENCE_ENTITIES.map((entity) => [entity, { value: entity }])),
});

interface Source {
  spec: ResourceSpec;
  reference: ReferenceSpec;
}

/** Every pickable entity's description; a missing one is a programming error caught at start. */
function sources(): Map<ReferenceEntity, Source> {
  const found = new Map<ReferenceEntity, Source>();
  for (const entity of REFERENCE_ENTITIES) {
    const spec = RESOURCE_SPECS.find((s) => s.type === entity);
    if (!spec?.reference) throw new Error(`${entity} is pickable but describes no reference`);
    found.set(entity, { spec, reference: spec.reference });
  }
  return found;
}

/** The statement of one search (or lookup by ids); label order, so the first page reads like a list. */
function choicesSql({ spec, reference }: Source, where: string, limit: number): string {
  const value = reference.value ?? 't.id';
  return `select ${value}::text as id, ${reference.label} as label,
      ${reference.detail ? `(${reference.detail})` : 'null'} as detail,
      ${reference.currency ? `${reference.currency}::text` : 'null'} as "currencyCode"
    from ${spec.table} t ${where} order by ${reference.label}, t.id limit ${limit}`;
}

/**
 * `referenceChoices(entity, search | ids)`: id + label of the records a form field or list filter picks
 * from, searched in SQL (trigram indexes), for whoever may use a screen that picks that entity
 * (REFERENCE_PICKERS in @market/domain) — support fills a store's merchant without the merchants screen.
 */
export function referenceQueries(): Fields {
  const all = sources();
  const screens = [...new Set(Object.values(REFERENCE_PICKERS).flat())] as Resource[];
  return {
    referenceChoices: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(ReferenceChoice))),
      description:
        'Search (any part of the label, case-insensitive) or, with `ids`, the chosen records again (a form opening an existing record, a filter in the URL).',
      args: {
        entity: { type: new GraphQLNonNull(ReferenceEntityEnum) },
        search: { type: GraphQLString },
        ids: {
          type: new GraphQLList(new GraphQLNonNull(GraphQLID)),
          // A currency is chosen by its code; the resolver checks ids of the other entities itself.
          extensions: ANY_ID,
          description: `At most ${MAX_IDS}; when given, search is ignored.`,
        },
        first: { type: GraphQLInt, description: `At most ${MAX_CHOICES} (default ${DEFAULT_CHOICES}).` },
      },
      // Any screen that picks some entity; each entity's own pickers are checked in the resolver.
      extensions: { ...needs(screens), permissionByEntity: REFERENCE_PICKERS },
      resolve: async (
        _root,
        args: {
          entity: ReferenceEntity;
          search?: string | null;
          ids?: string[] | null;
          first?: number | null;
        },
        ctx,
      ) => {
        if (!ctx.viewer) throw appError(ERROR_CODES.UNAUTHENTICATED);
        if (!canPickReference(ctx.viewer.role, args.entity)) throw appError(ERROR_CODES.FORBIDDEN);
        const source = all.get(args.entity);
        if (!source) throw validationError({ entity: 'Unknown entity' });
        const params: SqlParam[] = [];
        let where = '';
        let limit = args.first ?? DEFAULT_CHOICES;
        if (args.ids) {
          if (args.ids.length > MAX_IDS) throw validationError({ ids: `At most ${MAX_IDS} at a time` });
          const byId = !source.reference.value;
          if (byId && args.ids.some((id) => !isUuid(id)))
            throw validationError({ ids: 'Must be a valid id' });
          params.push(args.ids);
          where = `where ${source.reference.value ?? 't.id'} = any($1::${byId ? 'uuid' : 'text'}[])`;
          limit = args.ids.length;
        } else {
          if (limit < 1 || limit > MAX_CHOICES)
            throw validationError({ first: `Must be between 1 and ${MAX_CHOICES}` });
          const search = (args.search ?? '').trim();
          if (search.length > 100) throw validationError({ search: 'Must be at most 100 characters' });
          if (search) {
            params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
            const searched = [source.reference.label, ...(source.reference.alsoSearch ?? [])];
            where = `where ${searched.map((column) => `${column} ilike $1`).join(' or ')}`;
          }
        }
        if (limit === 0) return [];
        const { rows } = await ctx.db.query(choicesSql(source, where, limit), params);
        return rows;
      },
    },
  };
}
