// `search(query, first)`: the command palette's record search — orders by number, customers by name, email
// or phone, stores, merchants and products by name — in one round trip, each kind only for a role that may
// open its screen (the domain permission matrix). Each kind is one indexed statement (trigram indexes of
// migrations 006 and 017 serve `ilike '%…%'`); an exact match (an order number, an email) comes first.
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
import { canAccess, ERROR_CODES, type Resource } from '@market/domain';
import { appError, validationError } from '../resources/errors.ts';
import { needs, type GraphQLContext } from './context.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphQLContext>;

export const SEARCH_MAX = 20;
/** Shorter text matches too much to be useful, and no trigram index serves it. */
export const SEARCH_MIN_LENGTH = 2;
const SEARCH_MAX_LENGTH = 100;

export const SEARCH_KINDS = ['order', 'customer', 'store', 'merchant', 'product'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The screen whose permission a kind follows. */
const KIND_RESOURCE: Record<SearchKind, Resource> = {
  order: 'orders',
  customer: 'customers',
  store: 'stores',
  merchant: 'merchants',
  product: 'products',
};

/**
 * One statement per kind: $1 the `ilike` pattern, $2 the text as typed (exact matches first), $3 the limit.
 * No ordering by similarity: that would rank every match of a common word; exact matches, then label order
 * among at most `limit` matches found through the index.
 */
const STATEMENTS: Record<SearchKind, string> = {
  order: `select o.id::text as id, o.order_no as label, c.name as detail
    from orders o left join customers c on c.id = o.customer_id
    where o.order_no ilike $1
    order by (lower(o.order_no) = lower($2)) desc, o.placed_at desc limit $3`,
  customer: `select * from (
      select id::text as id, name as label, concat_ws(' · ', email, phone) as detail,
        (lower(email) = lower($2) or phone = $2) as exact
      from customers where name ilike $1 or email ilike $1 or phone ilike $1 limit $3
    ) found order by exact desc, label`,
  store: `select * from (
      select id::text as id, name as label, null::text as detail, lower(name) = lower($2) as exact
      from stores where name ilike $1 limit $3
    ) found order by exact desc, label`,
  merchant: `select * from (
      select id::text as id, legal_name as label, email as detail, lower(legal_name) = lower($2) as exact
      from merchants where legal_name ilike $1 or email ilike $1 limit $3
    ) found order by exact desc, label`,
  product: `select * from (
      select p.id::text as id, p.name as label, s.name as detail, lower(p.name) = lower($2) as exact
      from products p join stores s on s.id = p.store_id where p.name ilike $1 limit $3
    ) found order by exact desc, label`,
};

const SearchKindEnum = new GraphQLEnumType({
  name: 'SearchKind',
  values: Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, { value: kind }])),
});

const SearchHit = new GraphQLObjectType({
  name: 'SearchHit',
  description: 'A record the command palette offers: its kind, id, name and a second line.',
  fields: {
    kind: { type: new GraphQLNonNull(SearchKindEnum) },
    id: { type: new GraphQLNonNull(GraphQLID) },
    label: { type: new GraphQLNonNull(GraphQLString) },
    detail: { type: GraphQLString },
  },
});

/** `%text%` with the pattern characters of `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Each allowed kind's fair share of `first` (at least one); kinds with fewer hits leave room to the others. */
export function perKind(first: number, kinds: number): number {
  return Math.max(1, Math.floor(first / Math.max(1, kinds)));
}

export function searchQueries(): Fields {
  return {
    search: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(SearchHit))),
      description: `Orders by number, customers by name, email or phone, stores, merchants and products by name: at most \`first\` (≤ ${SEARCH_MAX}) hits grouped by kind, only the kinds the caller may open. Text shorter than ${SEARCH_MIN_LENGTH} characters finds nothing.`,
      args: {
        query: { type: new GraphQLNonNull(GraphQLString) },
        first: { type: GraphQLInt, description: `At most ${SEARCH_MAX} (default ${SEARCH_MAX}).` },
      },
      extensions: needs(Object.values(KIND_RESOURCE)),
      resolve: async (_root, args: { query: string; first?: number | null }, ctx) => {
        if (!ctx.viewer) throw appError(ERROR_CODES.UNAUTHENTICATED);
        const first = args.first ?? SEARCH_MAX;
        if (!Number.isInteger(first) || first < 1 || first > SEARCH_MAX)
          throw validationError({ first: `Must be between 1 and ${SEARCH_MAX}` });
        const text = args.query.trim();
        if (text.length > SEARCH_MAX_LENGTH)
          throw validationError({ query: `Must be at most ${SEARCH_MAX_LENGTH} characters` });
        const kinds = SEARCH_KINDS.filter((kind) => canAccess(ctx.viewer!.role, KIND_RESOURCE[kind]));
        if (kinds.length === 0) throw appError(ERROR_CODES.FORBIDDEN);
        if (text.length < SEARCH_MIN_LENGTH) return [];
        // Each kind is asked for up to `first`: one with few hits leaves its share to the others.
        const limit = first;
        const pattern = containsPattern(text);
        const found = await Promise.all(
          kinds.map(async (kind) => {
            const { rows } = await ctx.db.query<{ id: string; label: string; detail: string | null }>(
              STATEMENTS[kind],
              [pattern, text, limit],
            );
            return rows.map((row) => ({ kind, id: row.id, label: row.label, detail: row.detail || null }));
          }),
        );
        // Every kind keeps a share before the total is cut to `first`, so no kind hides the others.
        const hits: { kind: SearchKind; id: string; label: string; detail: string | null }[] = [];
        const share = perKind(first, kinds.length);
        for (const group of found) hits.push(...group.slice(0, share));
        for (const group of found) {
          for (const hit of group.slice(share)) if (hits.length < first) hits.push(hit);
        }
        const order = new Map(SEARCH_KINDS.map((kind, i) => [kind, i]));
        return hits
          .slice(0, first)
          .map((hit, i) => ({ hit, i }))
          .sort((a, b) => order.get(a.hit.kind)! - order.get(b.hit.kind)! || a.i - b.i)
          .map(({ hit }) => hit);
      },
    },
  };
}
