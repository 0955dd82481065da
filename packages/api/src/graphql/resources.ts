import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLScalarType,
} from 'graphql/index.js';
import type { Row } from '../db/index.ts';
import type { ListArgs, ListPage } from '../resources/store.ts';
import {
  allFields,
  filterKeys,
  sortFields,
  writableFields,
  type FieldSpec,
  type FieldType,
  type ResourceSpec,
} from '../resources/spec.ts';
import { needs, requireAccess, requireAnyAccess, type GraphQLContext } from './context.ts';
import { askedNodeFields } from './lookahead.ts';
import { DateScalar, DateTime, JSONScalar, Money } from './scalars.ts';
import { validationError } from '../resources/errors.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphQLContext>;
type Field = GraphQLFieldConfig<unknown, GraphQLContext>;

const SCALARS: Record<FieldType, GraphQLScalarType> = {
  ID: GraphQLID,
  String: GraphQLString,
  Int: GraphQLInt,
  Float: GraphQLFloat,
  Boolean: GraphQLBoolean,
  Money,
  DateTime,
  Date: DateScalar,
  Time: GraphQLString,
  JSON: JSONScalar,
};

export const PageInfo = new GraphQLObjectType({
  name: 'PageInfo',
  fields: {
    hasNextPage: { type: new GraphQLNonNull(GraphQLBoolean) },
    endCursor: { type: GraphQLString, description: 'Pass as `after` for the next page (keyset pagination).' },
  },
});

export const SortDirection = new GraphQLEnumType({ name: 'SortDirection', values: { ASC: {}, DESC: {} } });

/** How many rows one bulk mutation may touch. */
export const BULK_ROWS_LIMIT = 500;

export const BulkPayload = new GraphQLObjectType({
  name: 'BulkResult',
  fields: { ids: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLID))) } },
});

const bulkIdsArg = { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLID))) };

function checkBulkIds(ids: readonly string[], versions: readonly number[] | null): void {
  if (ids.length === 0) throw validationError({ ids: 'Choose at least one row' });
  if (ids.length > BULK_ROWS_LIMIT) throw validationError({ ids: `At most ${BULK_ROWS_LIMIT} rows at once` });
  if (new Set(ids).size !== ids.length) throw validationError({ ids: 'A row is listed twice' });
  if (versions && versions.length !== ids.length) throw validationError({ versions: 'One version per id' });
}

export const DeletedPayload = new GraphQLObjectType({
  name: 'Deleted',
  fields: { id: { type: new GraphQLNonNull(GraphQLID) } },
});

const outputType = (f: FieldSpec): GraphQLOutputType => {
  if (f.set) return new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(SCALARS[f.type])));
  return f.nullable ? SCALARS[f.type] : new GraphQLNonNull(SCALARS[f.type]);
};

/** A set is written as a whole list; omitted, it stays as it is. */
const inputType = (f: FieldSpec): GraphQLInputType =>
  f.set ? new GraphQLList(new GraphQLNonNull(SCALARS[f.type])) : SCALARS[f.type];

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export interface ResourceTypes {
  object: GraphQLObjectType;
  queries: Fields;
  mutations: Fields;
}

/** The resource's object type (its visible fields and the spec's own) and its list's connection type. */
function objectTypes(spec: ResourceSpec) {
  // The spec's own fields are typed without the context (specs do not import it); they are resolved with it.
  const specFields = (spec.schemaFields ?? (() => ({}))) as () => Fields;
  const visible = allFields(spec).filter(([, f]) => !f.secret);
  const object = new GraphQLObjectType<Row, GraphQLContext>({
    name: spec.type,
    fields: () => ({
      ...Object.fromEntries(visible.map(([name, f]) => [name, { type: outputType(f) }])),
      ...specFields(),
    }),
  });

  const connection = new GraphQLObjectType<ListPage, GraphQLContext>({
    name: `${spec.type}Connection`,
    fields: {
      nodes: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(object))) },
      pageInfo: { type: new GraphQLNonNull(PageInfo) },
      totalCount: {
        type: new GraphQLNonNull(GraphQLInt),
        description: `Exact up to 10,000 matching rows; above that the planner's estimate (see totalCountIsEstimate).`,
        resolve: async (page) => (await page.count()).totalCount,
      },
      totalCountIsEstimate: {
        type: new GraphQLNonNull(GraphQLBoolean),
        resolve: async (page) => (await page.count()).totalCountIsEstimate,
      },
    },
  });
  return { object, connection };
}

/** The list's `<Type>Filter` (every filter key of the spec) and `<Type>Sort` inputs. */
function listInputs(spec: ResourceSpec) {
  const filterFields: GraphQLInputFieldConfigMap = {};
  for (const [key, { field, op }] of filterKeys(spec)) {
    const scalar = SCALARS[field.type];
    if (op === 'in') filterFields[key] = { type: new GraphQLList(new GraphQLNonNull(scalar)) };
    else if (op === 'contains')
      filterFields[key] = { type: GraphQLString, description: 'Case-insensitive substring' };
    else filterFields[key] = { type: scalar };
  }
  const filter = new GraphQLInputObjectType({ name: `${spec.type}Filter`, fields: filterFields });

  const sortable = sortFields(spec);
  const sortField = new GraphQLEnumType({
    name: `${spec.type}SortField`,
    values: Object.fromEntries(sortable.map((name) => [name, { value: name }])),
  });
  const sort = new GraphQLInputObjectType({
    name: `${spec.type}Sort`,
    fields: { field: { type: new GraphQLNonNull(sortField) }, direction: { type: SortDirection } },
  });
  return { filter, sort };
}

/** `<list>(filter, sort, first, after, offset)` and `<type>(id)`, for the spec's permission and readers. */
function resourceQueries(
  spec: ResourceSpec,
  object: GraphQLObjectType,
  connection: GraphQLObjectType,
): Fields {
  const { filter, sort } = listInputs(spec);
  const readers = spec.readers ? [spec.permission, ...spec.readers] : null;
  const read = (ctx: GraphQLContext) =>
    readers ? requireAnyAccess(ctx, readers) : requireAccess(ctx, spec.permission);
  const queries: Fields = {
    [spec.list]: {
      type: new GraphQLNonNull(connection),
      args: {
        filter: { type: filter },
        sort: { type: sort },
        first: { type: GraphQLInt, description: 'Page size, at most 200 (default 50).' },
        after: { type: GraphQLString },
        offset: { type: GraphQLInt },
      },
      extensions: needs(readers ?? spec.permission),
      resolve: (_root, args: ListArgs, ctx, info) => {
        read(ctx);
        return ctx.store.list(spec, { ...args, fields: askedNodeFields(info, spec.type) });
      },
    },
    [lowerFirst(spec.type)]: {
      type: object,
      args: { id: { type: new GraphQLNonNull(GraphQLID) } },
      extensions: needs(readers ?? spec.permission),
      resolve: (_root, args: { id: string }, ctx) => {
        read(ctx);
        return ctx.store.get(spec, args.id);
      },
    },
  };
  return queries;
}

/** create/update/delete and the bulk delete and (de)activation, as far as the spec's operations allow. */
function resourceMutations(spec: ResourceSpec, object: GraphQLObjectType): Fields {
  const mutations: Fields = {};
  const writable = writableFields(spec);
  if (writable.length > 0 && spec.rules) {
    // Every input field is optional in GraphQL so that a missing value is reported by the domain rules,
    // on its field, with the same message the form shows.
    const input = new GraphQLInputObjectType({
      name: `${spec.type}Input`,
      fields: Object.fromEntries(writable.map(([name, f]) => [name, { type: inputType(f) }])),
    });
    const idArg = { type: new GraphQLNonNull(GraphQLID) };
    const versionArg = {
      type: new GraphQLNonNull(GraphQLInt),
      description: 'The version the edit started from.',
    };
    if (spec.operations.create) {
      mutations[`create${spec.type}`] = {
        type: new GraphQLNonNull(object),
        args: { input: { type: new GraphQLNonNull(input) } },
        extensions: needs(spec.permission),
        resolve: (_root, args: { input: Record<string, unknown> }, ctx) =>
          ctx.store.create(spec, { ...args.input }, requireAccess(ctx, spec.permission)),
      } satisfies Field;
    }
    if (spec.operations.update) {
      mutations[`update${spec.type}`] = {
        type: new GraphQLNonNull(object),
        args: { id: idArg, version: versionArg, patch: { type: new GraphQLNonNull(input) } },
        extensions: needs(spec.permission),
        resolve: (_root, args: { id: string; version: number; patch: Record<string, unknown> }, ctx) =>
          ctx.store.update(
            spec,
            args.id,
            args.version,
            { ...args.patch },
            requireAccess(ctx, spec.permission),
          ),
      } satisfies Field;
    }
    const plural = spec.list.charAt(0).toUpperCase() + spec.list.slice(1);
    if (spec.operations.delete) {
      mutations[`bulkDelete${plural}`] = {
        type: new GraphQLNonNull(BulkPayload),
        description: `Deletes the given ${spec.list} in one transaction, all or nothing, each audited.`,
        args: {
          ids: bulkIdsArg,
          versions: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLInt))) },
        },
        extensions: needs(spec.permission),
        resolve: (_root, args: { ids: string[]; versions: number[] }, ctx) => {
          const viewer = requireAccess(ctx, spec.permission);
          checkBulkIds(args.ids, args.versions);
          return ctx.store.removeMany(
            spec,
            args.ids.map((id, i) => ({ id, version: args.versions[i]! })),
            viewer,
          );
        },
      } satisfies Field;
    }
    const activeFlag = spec.fields[spec.activeFlag ?? 'isActive'];
    if (spec.operations.update && activeFlag?.type === 'Boolean' && activeFlag.writable) {
      mutations[`bulkSetActive${plural}`] = {
        type: new GraphQLNonNull(BulkPayload),
        description: `Activates or deactivates the given ${spec.list} in one transaction, all or nothing; returns the ids that changed.`,
        args: {
          ids: bulkIdsArg,
          active: { type: new GraphQLNonNull(GraphQLBoolean) },
          versions: { type: new GraphQLList(new GraphQLNonNull(GraphQLInt)) },
        },
        extensions: needs(spec.permission),
        resolve: (_root, args: { ids: string[]; active: boolean; versions?: number[] | null }, ctx) => {
          const viewer = requireAccess(ctx, spec.permission);
          checkBulkIds(args.ids, args.versions ?? null);
          return ctx.store.setActiveMany(spec, args.ids, args.versions ?? null, args.active, viewer);
        },
      } satisfies Field;
    }
    if (spec.operations.delete) {
      mutations[`delete${spec.type}`] = {
        type: new GraphQLNonNull(DeletedPayload),
        args: { id: idArg, version: versionArg },
        extensions: needs(spec.permission),
        resolve: (_root, args: { id: string; version: number }, ctx) =>
          ctx.store.remove(spec, args.id, args.version, requireAccess(ctx, spec.permission)),
      } satisfies Field;
    }
  }
  return mutations;
}

/** Builds the GraphQL types and operations of one resource from its description. */
export function resourceTypes(spec: ResourceSpec): ResourceTypes {
  const { object, connection } = objectTypes(spec);
  return {
    object,
    queries: resourceQueries(spec, object, connection),
    mutations: resourceMutations(spec, object),
  };
}
