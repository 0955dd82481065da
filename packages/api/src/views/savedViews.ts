// Saved views of a list (issue 19): a name and a list state (filters, sort, columns), private to its owner or
// shared with all staff, shown as tabs above the list. Each staff member may mark one of their own views of a
// list as their default. A shared view is read by every staff member who may open that list, and changed
// only by its owner or an admin; a private one only by its owner. Changes are audited like other staff
// changes and checked against the version they were read at.
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
} from 'graphql/index.js';
import { canAccess, ERROR_CODES, type Resource } from '@market/domain';
import type { Queryable } from '../db/index.ts';
import { appError, validationError } from '../resources/errors.ts';
import { RESOURCE_SPECS } from '../resources/specs/index.ts';
import { audit, type Viewer } from '../resources/store.ts';
import { needs, requireStaff, type GraphQLContext } from '../graphql/context.ts';
import { DateTime, JSONScalar } from '../graphql/scalars.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphQLContext>;

export const VIEW_NAME_MAX = 60;
/** The stored state, as JSON text: a list state is a few filters, a sort and a column choice. */
export const VIEW_STATE_MAX_BYTES = 8_000;
/** Views one staff member may keep per list (their tabs must still fit above it). */
export const VIEWS_PER_LIST_MAX = 50;

const AUDIT = { table: 'saved_views', auditEntity: 'SavedView' } as const;

/** The screens that read a list: its own, and those that only read it (the live board reads statuses). */
function listReaders(listKey: string): readonly Resource[] | null {
  const spec = RESOURCE_SPECS.find((s) => s.list === listKey);
  return spec ? [spec.permission, ...(spec.readers ?? [])] : null;
}

/** Every screen with a list: whoever may open one of them may keep views of it. */
const ANY_LIST: readonly Resource[] = [
  ...new Set(RESOURCE_SPECS.flatMap((s) => [s.permission, ...(s.readers ?? [])])),
];

/** The caller, if staff allowed to read `listKey`; an unknown list is a VALIDATION error on `listKey`. */
function requireList(ctx: GraphQLContext, listKey: unknown): Viewer {
  const viewer = requireStaff(ctx);
  const readers = typeof listKey === 'string' ? listReaders(listKey) : null;
  if (!readers) throw validationError({ listKey: 'Unknown list' });
  if (!readers.some((r) => canAccess(viewer.role, r))) throw appError(ERROR_CODES.FORBIDDEN);
  return viewer;
}

export interface ViewState {
  filters: Record<string, string | boolean>;
  sort: string | null;
  columns: Record<string, boolean>;
}

const FILTER_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const SORT = /^[A-Za-z][A-Za-z0-9_]{0,63}\.(asc|desc)$/;

/** The list state a view keeps, checked field by field: each problem names its field. */
export function parseViewState(input: unknown): ViewState {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    throw validationError({ state: 'Must be an object with filters, sort and columns' });
  if (JSON.stringify(input).length > VIEW_STATE_MAX_BYTES)
    throw validationError({ state: `Must be at most ${VIEW_STATE_MAX_BYTES} characters of JSON` });
  const raw = input as Record<string, unknown>;
  for (const key of Object.keys(raw))
    if (!['filters', 'sort', 'columns'].includes(key)) throw validationError({ [`state.${key}`]: 'Unknown' });
  const filters: Record<string, string | boolean> = {};
  if (raw.filters !== undefined && raw.filters !== null) {
    if (typeof raw.filters !== 'object' || Array.isArray(raw.filters))
      throw validationError({ 'state.filters': 'Must be an object' });
    for (const [name, value] of Object.entries(raw.filters)) {
      if (!FILTER_NAME.test(name)) throw validationError({ 'state.filters': `Not a filter name: ${name}` });
      if (typeof value === 'boolean') filters[name] = value;
      else if (typeof value === 'string' && value.length > 0 && value.length <= 500) filters[name] = value;
      else throw validationError({ [`state.filters.${name}`]: 'Must be text (1–500 characters) or yes/no' });
    }
  }
  let sort: string | null = null;
  if (raw.sort !== undefined && raw.sort !== null) {
    if (typeof raw.sort !== 'string' || !SORT.test(raw.sort))
      throw validationError({ 'state.sort': 'Must be a field and asc or desc, e.g. createdAt.desc' });
    sort = raw.sort;
  }
  const columns: Record<string, boolean> = {};
  if (raw.columns !== undefined && raw.columns !== null) {
    if (typeof raw.columns !== 'object' || Array.isArray(raw.columns))
      throw validationError({ 'state.columns': 'Must be an object' });
    for (const [id, visible] of Object.entries(raw.columns)) {
      if (!FILTER_NAME.test(id) || typeof visible !== 'boolean')
        throw validationError({ 'state.columns': `Must map column ids to true or false (${id})` });
      columns[id] = visible;
    }
  }
  return { filters, sort, columns };
}

export function parseViewName(input: unknown): string {
  const name = typeof input === 'string' ? input.trim() : '';
  if (!name) throw validationError({ name: 'Required' });
  if (name.length > VIEW_NAME_MAX) throw validationError({ name: `At most ${VIEW_NAME_MAX} characters` });
  return name;
}

// A type (not an interface): query rows need an index signature.
type ViewRow = {
  id: string;
  owner_id: string;
  owner_name: string | null;
  list_key: string;
  name: string;
  state: ViewState;
  shared: boolean;
  is_default: boolean;
  updated_at: Date;
  version: number;
};

const SELECT = `select v.id, v.owner_id, nullif(trim(concat_ws(' ', a.first_name, a.last_name)), '') as owner_name,
    v.list_key, v.name, v.state, v.shared, v.is_default, v.updated_at, v.version
  from saved_views v left join accounts a on a.id = v.owner_id`;

type ViewAnswer = Omit<ViewRow, 'owner_id' | 'owner_name' | 'list_key' | 'is_default' | 'updated_at'> & {
  listKey: string;
  ownerName: string | null;
  mine: boolean;
  isDefault: boolean;
  canEdit: boolean;
  updatedAt: Date;
};

function answer(row: ViewRow, viewer: Viewer): ViewAnswer {
  return {
    id: row.id,
    listKey: row.list_key,
    name: row.name,
    state: row.state,
    shared: row.shared,
    // The default is the owner's choice; another staff member's default is not theirs.
    isDefault: row.owner_id === viewer.id && row.is_default,
    mine: row.owner_id === viewer.id,
    canEdit: mayEdit(row, viewer),
    ownerName: row.owner_name,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

function mayEdit(row: Pick<ViewRow, 'owner_id' | 'shared'>, viewer: Viewer): boolean {
  return row.owner_id === viewer.id || (row.shared && viewer.role === 'admin');
}

/**
 * The view locked for a change by `viewer` at `version`: NOT_FOUND when it does not exist or is someone
 * else's private view (not even its existence is told), FORBIDDEN when it is a shared view of someone else
 * and the caller is not an admin, CONFLICT when it changed since it was read.
 */
async function lockForChange(tx: Queryable, viewer: Viewer, id: string, version: number): Promise<ViewRow> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw appError(ERROR_CODES.NOT_FOUND);
  const row = (await tx.query<ViewRow>(`${SELECT} where v.id = $1 for update of v`, [id])).rows[0];
  if (!row || (!row.shared && row.owner_id !== viewer.id)) throw appError(ERROR_CODES.NOT_FOUND);
  if (!mayEdit(row, viewer)) throw appError(ERROR_CODES.FORBIDDEN, 'Only its owner may change this view');
  if (row.version !== version) throw appError(ERROR_CODES.CONFLICT);
  return row;
}

const SavedView = new GraphQLObjectType({
  name: 'SavedView',
  description: 'A named list state (filters, sort, columns), private or shared with all staff.',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    listKey: {
      type: new GraphQLNonNull(GraphQLString),
      description: 'The list: its query name, e.g. orders.',
    },
    name: { type: new GraphQLNonNull(GraphQLString) },
    state: {
      type: new GraphQLNonNull(JSONScalar),
      description:
        '{ filters: { <filter>: text | boolean }, sort: "<field>.asc|desc" | null, columns: { <id>: visible } }',
    },
    shared: { type: new GraphQLNonNull(GraphQLBoolean) },
    isDefault: {
      type: new GraphQLNonNull(GraphQLBoolean),
      description: "The caller's default of this list.",
    },
    mine: { type: new GraphQLNonNull(GraphQLBoolean) },
    canEdit: { type: new GraphQLNonNull(GraphQLBoolean) },
    ownerName: { type: GraphQLString },
    updatedAt: { type: new GraphQLNonNull(DateTime) },
    version: { type: new GraphQLNonNull(GraphQLInt) },
  },
});

const SavedViewInput = new GraphQLInputObjectType({
  name: 'SavedViewInput',
  fields: {
    listKey: { type: new GraphQLNonNull(GraphQLString) },
    name: { type: new GraphQLNonNull(GraphQLString) },
    state: { type: new GraphQLNonNull(JSONScalar) },
    shared: { type: GraphQLBoolean },
    isDefault: { type: GraphQLBoolean },
  },
});

const SavedViewPatch = new GraphQLInputObjectType({
  name: 'SavedViewPatch',
  description: 'Only the fields given change.',
  fields: {
    name: { type: GraphQLString },
    state: { type: JSONScalar },
    shared: { type: GraphQLBoolean },
    isDefault: { type: GraphQLBoolean, description: "Make it (or stop it being) the owner's default." },
  },
});

async function readView(tx: Queryable, viewer: Viewer, id: string): Promise<ViewAnswer> {
  const row = (await tx.query<ViewRow>(`${SELECT} where v.id = $1`, [id])).rows[0]!;
  return answer(row, viewer);
}

/** Makes `id` the owner's one default of its list (or none of them when `id` is null). */
async function setDefault(tx: Queryable, ownerId: string, listKey: string, id: string | null): Promise<void> {
  await tx.query(
    `update saved_views set is_default = false
     where owner_id = $1 and list_key = $2 and is_default and id is distinct from $3::uuid`,
    [ownerId, listKey, id],
  );
  if (id) await tx.query('update saved_views set is_default = true where id = $1', [id]);
}

export function savedViewQueries(): Fields {
  return {
    savedViews: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(SavedView))),
      description: "A list's views the caller may open: their own, then those shared by others, by name.",
      args: { listKey: { type: new GraphQLNonNull(GraphQLString) } },
      extensions: needs(ANY_LIST),
      resolve: async (_root, args: { listKey: string }, ctx) => {
        const viewer = requireList(ctx, args.listKey);
        const { rows } = await ctx.db.query<ViewRow>(
          `${SELECT} where v.list_key = $1 and (v.owner_id = $2 or v.shared)
           order by (v.owner_id = $2) desc, lower(v.name), v.id`,
          [args.listKey, viewer.id],
        );
        return rows.map((row) => answer(row, viewer));
      },
    },
  };
}

export function savedViewMutations(): Fields {
  return {
    createSavedView: {
      type: new GraphQLNonNull(SavedView),
      args: { input: { type: new GraphQLNonNull(SavedViewInput) } },
      extensions: needs(ANY_LIST),
      resolve: async (_root, args: { input: Record<string, unknown> }, ctx) => {
        const viewer = requireList(ctx, args.input.listKey);
        const listKey = args.input.listKey as string;
        const name = parseViewName(args.input.name);
        const state = parseViewState(args.input.state);
        const shared = args.input.shared === true;
        return ctx.db.transaction(async (tx) => {
          // One at a time per owner, so the count below holds.
          await tx.query('select 1 from accounts where id = $1 for update', [viewer.id]);
          const count = (
            await tx.query<{ n: number }>(
              'select count(*)::int as n from saved_views where owner_id = $1 and list_key = $2',
              [viewer.id, listKey],
            )
          ).rows[0]!.n;
          if (count >= VIEWS_PER_LIST_MAX)
            throw validationError({ name: `At most ${VIEWS_PER_LIST_MAX} views per list` });
          const id = (
            await tx.query<{ id: string }>(
              `insert into saved_views (owner_id, list_key, name, state, shared)
               values ($1, $2, $3, $4::jsonb, $5) returning id`,
              [viewer.id, listKey, name, JSON.stringify(state), shared],
            )
          ).rows[0]!.id;
          if (args.input.isDefault === true) await setDefault(tx, viewer.id, listKey, id);
          await audit(tx, viewer, AUDIT, id, 'create', {
            listKey,
            name,
            state,
            shared,
            isDefault: args.input.isDefault === true,
          });
          return readView(tx, viewer, id);
        });
      },
    },
    updateSavedView: {
      type: new GraphQLNonNull(SavedView),
      args: {
        id: { type: new GraphQLNonNull(GraphQLID) },
        version: { type: new GraphQLNonNull(GraphQLInt) },
        input: { type: new GraphQLNonNull(SavedViewPatch) },
      },
      extensions: needs(ANY_LIST),
      resolve: async (_root, args: { id: string; version: number; input: Record<string, unknown> }, ctx) => {
        const viewer = requireStaff(ctx);
        const patch = args.input;
        const name = patch.name === undefined || patch.name === null ? undefined : parseViewName(patch.name);
        const state =
          patch.state === undefined || patch.state === null ? undefined : parseViewState(patch.state);
        return ctx.db.transaction(async (tx) => {
          const row = await lockForChange(tx, viewer, args.id, args.version);
          requireList(ctx, row.list_key);
          if (typeof patch.isDefault === 'boolean' && row.owner_id !== viewer.id)
            throw validationError({ isDefault: "Only the owner's own views can be their default" });
          const next = {
            name: name ?? row.name,
            state: state ?? row.state,
            shared: typeof patch.shared === 'boolean' ? patch.shared : row.shared,
          };
          await tx.query(
            `update saved_views set name = $2, state = $3::jsonb, shared = $4, updated_at = now(),
               version = version + 1 where id = $1`,
            [row.id, next.name, JSON.stringify(next.state), next.shared],
          );
          if (typeof patch.isDefault === 'boolean' && patch.isDefault !== row.is_default)
            await setDefault(tx, row.owner_id, row.list_key, patch.isDefault ? row.id : null);
          const diff: Record<string, { from: unknown; to: unknown }> = {};
          if (next.name !== row.name) diff.name = { from: row.name, to: next.name };
          if (JSON.stringify(next.state) !== JSON.stringify(row.state))
            diff.state = { from: row.state, to: next.state };
          if (next.shared !== row.shared) diff.shared = { from: row.shared, to: next.shared };
          if (typeof patch.isDefault === 'boolean' && patch.isDefault !== row.is_default)
            diff.isDefault = { from: row.is_default, to: patch.isDefault };
          await audit(tx, viewer, AUDIT, row.id, 'update', diff);
          return readView(tx, viewer, row.id);
        });
      },
    },
    deleteSavedView: {
      type: new GraphQLNonNull(GraphQLID),
      description: 'Deletes a view at the version it was read at; answers its id.',
      args: {
        id: { type: new GraphQLNonNull(GraphQLID) },
        version: { type: new GraphQLNonNull(GraphQLInt) },
      },
      extensions: needs(ANY_LIST),
      resolve: async (_root, args: { id: string; version: number }, ctx) => {
        const viewer = requireStaff(ctx);
        return ctx.db.transaction(async (tx) => {
          const row = await lockForChange(tx, viewer, args.id, args.version);
          await tx.query('delete from saved_views where id = $1', [row.id]);
          await audit(tx, viewer, AUDIT, row.id, 'delete', {
            listKey: row.list_key,
            name: row.name,
            state: row.state,
            shared: row.shared,
          });
          return row.id;
        });
      },
    },
  };
}
