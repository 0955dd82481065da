// Saved views of a list (issue 19): a name and a list state (filters, sort, columns), private to its owner or
// shared with all staff, shown as tabs above the list. Each staff member may pick one view of a list they can
// open (their own, or one shared by someone else) as their default (migration 021). A shared view is read by
// every staff member who may open that list, and changed only by its owner or an admin; a private one only by
// its owner. Changes are audited like other staff changes and checked against the version they were read at.
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
import { allFields, filterKeys, sortFields, type ResourceSpec } from '../resources/spec.ts';
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

const specOf = (listKey: string): ResourceSpec | undefined => RESOURCE_SPECS.find((s) => s.list === listKey);

/** The screens that read a list: its own, and those that only read it (the live board reads statuses). */
function listReaders(listKey: string): readonly Resource[] | null {
  const spec = specOf(listKey);
  return spec ? [spec.permission, ...(spec.readers ?? [])] : null;
}

/** What a view of a list may name: the list's own filter keys, sort fields and columns. */
export interface ViewAllowList {
  /** The keys of the list's GraphQL `<Type>Filter` input (the same allow-list). */
  filters: ReadonlySet<string>;
  /** The values of its `<Type>SortField` enum. */
  sorts: ReadonlySet<string>;
  /** The fields of its object type: the columns a list can show. */
  columns: ReadonlySet<string>;
}

const allowLists = new Map<string, ViewAllowList>();

/** The allow-list of a known list (built once: descriptions do not change after start). */
export function viewAllowList(listKey: string): ViewAllowList | null {
  const spec = specOf(listKey);
  if (!spec) return null;
  let allow = allowLists.get(listKey);
  if (!allow) {
    allow = {
      filters: new Set(filterKeys(spec).keys()),
      sorts: new Set(sortFields(spec)),
      columns: new Set([
        ...allFields(spec)
          .filter(([, f]) => !f.secret)
          .map(([name]) => name),
        ...Object.keys(spec.schemaFields?.() ?? {}),
      ]),
    };
    allowLists.set(listKey, allow);
  }
  return allow;
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

/**
 * The list state a view keeps, checked field by field: each problem names its field. With the list's
 * allow-list, a filter, sort field or column the list does not have is refused too (it would otherwise be
 * dropped without a word when the view opens).
 */
export function parseViewState(input: unknown, allow?: ViewAllowList | null): ViewState {
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
      if (allow && !allow.filters.has(name))
        throw validationError({ [`state.filters.${name}`]: 'Not a filter of this list' });
      if (typeof value === 'boolean') filters[name] = value;
      else if (typeof value === 'string' && value.length > 0 && value.length <= 500) filters[name] = value;
      else throw validationError({ [`state.filters.${name}`]: 'Must be text (1–500 characters) or yes/no' });
    }
  }
  let sort: string | null = null;
  if (raw.sort !== undefined && raw.sort !== null) {
    if (typeof raw.sort !== 'string' || !SORT.test(raw.sort))
      throw validationError({ 'state.sort': 'Must be a field and asc or desc, e.g. createdAt.desc' });
    if (allow && !allow.sorts.has(raw.sort.slice(0, raw.sort.lastIndexOf('.'))))
      throw validationError({ 'state.sort': 'Not a sort of this list' });
    sort = raw.sort;
  }
  const columns: Record<string, boolean> = {};
  if (raw.columns !== undefined && raw.columns !== null) {
    if (typeof raw.columns !== 'object' || Array.isArray(raw.columns))
      throw validationError({ 'state.columns': 'Must be an object' });
    for (const [id, visible] of Object.entries(raw.columns)) {
      if (!FILTER_NAME.test(id) || typeof visible !== 'boolean')
        throw validationError({ 'state.columns': `Must map column ids to true or false (${id})` });
      if (allow && !allow.columns.has(id))
        throw validationError({ [`state.columns.${id}`]: 'Not a column of this list' });
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
  /** The caller's default of this list (the query's `$viewer`). */
  is_default: boolean;
  updated_at: Date;
  version: number;
};

/** A view as `$1`, the caller, sees it: `is_default` is the caller's own choice. */
const SELECT = `select v.id, v.owner_id, nullif(trim(concat_ws(' ', a.first_name, a.last_name)), '') as owner_name,
    v.list_key, v.name, v.state, v.shared, d.view_id is not null as is_default, v.updated_at, v.version
  from saved_views v left join accounts a on a.id = v.owner_id
  left join saved_view_defaults d on d.account_id = $1 and d.list_key = v.list_key and d.view_id = v.id`;

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
    // The caller's own choice (any view they can open); another staff member's default is not theirs.
    isDefault: row.is_default && (row.shared || row.owner_id === viewer.id),
    mine: row.owner_id === viewer.id,
    canEdit: mayEdit(row, viewer),
    ownerName: row.owner_name,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function mayEdit(row: Pick<ViewRow, 'owner_id' | 'shared'>, viewer: Viewer): boolean {
  return row.owner_id === viewer.id || (row.shared && viewer.role === 'admin');
}

/**
 * The view locked for a change by `viewer` at `version`: NOT_FOUND when it does not exist or is someone
 * else's private view (not even its existence is told), FORBIDDEN when it is a shared view of someone else
 * and the caller is not an admin, CONFLICT when it changed since it was read.
 */
async function lockForChange(tx: Queryable, viewer: Viewer, id: string, version: number): Promise<ViewRow> {
  if (!UUID.test(id)) throw appError(ERROR_CODES.NOT_FOUND);
  const row = (await tx.query<ViewRow>(`${SELECT} where v.id = $2 for update of v`, [viewer.id, id])).rows[0];
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
      description:
        "The caller's default of this list: their own choice, which may be a view someone else shares.",
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
    isDefault: { type: GraphQLBoolean, description: "Make it the caller's default of its list." },
  },
});

const SavedViewPatch = new GraphQLInputObjectType({
  name: 'SavedViewPatch',
  description: 'Only the fields given change.',
  fields: {
    name: { type: GraphQLString },
    state: { type: JSONScalar },
    shared: {
      type: GraphQLBoolean,
      description: "Made private, it stops being anyone's default but its owner's.",
    },
  },
});

async function readView(tx: Queryable, viewer: Viewer, id: string): Promise<ViewAnswer> {
  const row = (await tx.query<ViewRow>(`${SELECT} where v.id = $2`, [viewer.id, id])).rows[0]!;
  return answer(row, viewer);
}

/** Makes `id` the account's one default of its list (or none when `id` is null). */
async function setDefault(
  tx: Queryable,
  accountId: string,
  listKey: string,
  id: string | null,
): Promise<void> {
  if (id)
    await tx.query(
      `insert into saved_view_defaults (account_id, list_key, view_id) values ($1, $2, $3)
       on conflict (account_id, list_key) do update set view_id = excluded.view_id, updated_at = now()`,
      [accountId, listKey, id],
    );
  else
    await tx.query('delete from saved_view_defaults where account_id = $1 and list_key = $2', [
      accountId,
      listKey,
    ]);
}

/** The caller's views of a list, their own first, then those shared by others, by name. */
async function listViews(db: Queryable, viewer: Viewer, listKey: string): Promise<ViewAnswer[]> {
  const { rows } = await db.query<ViewRow>(
    `${SELECT} where v.list_key = $2 and (v.owner_id = $1 or v.shared)
     order by (v.owner_id = $1) desc, lower(v.name), v.id`,
    [viewer.id, listKey],
  );
  return rows.map((row) => answer(row, viewer));
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
        return listViews(ctx.db, viewer, args.listKey);
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
        const state = parseViewState(args.input.state, viewAllowList(listKey));
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
        return ctx.db.transaction(async (tx) => {
          const row = await lockForChange(tx, viewer, args.id, args.version);
          requireList(ctx, row.list_key);
          const state =
            patch.state === undefined || patch.state === null
              ? undefined
              : parseViewState(patch.state, viewAllowList(row.list_key));
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
          // Un-shared, it stops being anyone else's default (migration 021's trigger removes those).
          const diff: Record<string, { from: unknown; to: unknown }> = {};
          if (next.name !== row.name) diff.name = { from: row.name, to: next.name };
          if (JSON.stringify(next.state) !== JSON.stringify(row.state))
            diff.state = { from: row.state, to: next.state };
          if (next.shared !== row.shared) diff.shared = { from: row.shared, to: next.shared };
          await audit(tx, viewer, AUDIT, row.id, 'update', diff);
          return readView(tx, viewer, row.id);
        });
      },
    },
    setDefaultSavedView: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(SavedView))),
      description:
        "Makes a view the caller's default of its list (any view they may open: their own or a shared one), " +
        "or none when `id` is null; answers the list's views as `savedViews` does. The default is the caller's " +
        'own preference: it changes no view, so it takes no version and is not audited.',
      args: { listKey: { type: new GraphQLNonNull(GraphQLString) }, id: { type: GraphQLID } },
      extensions: needs(ANY_LIST),
      resolve: async (_root, args: { listKey: string; id?: string | null }, ctx) => {
        const viewer = requireList(ctx, args.listKey);
        return ctx.db.transaction(async (tx) => {
          const id = args.id ?? null;
          if (id !== null) {
            const visible = UUID.test(id)
              ? (
                  await tx.query<{ list_key: string }>(
                    // Locked, so it cannot be un-shared or deleted before the default is written.
                    'select list_key from saved_views where id = $1 and (owner_id = $2 or shared) for share',
                    [id, viewer.id],
                  )
                ).rows[0]
              : undefined;
            if (!visible) throw appError(ERROR_CODES.NOT_FOUND);
            if (visible.list_key !== args.listKey) throw validationError({ id: 'A view of another list' });
          }
          await setDefault(tx, viewer.id, args.listKey, id);
          return listViews(tx, viewer, args.listKey);
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
          // Every staff member's default that named it goes with it (a cascade).
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
