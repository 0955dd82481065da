import type { Queryable } from '../db/index.ts';

/**
 * Finding records by natural key, in bulk: one query per lookup per chunk of rows (never one per row), for
 * references (a product's store by slug) and for an entity's own key (does this SKU exist already?).
 */

export interface Found {
  /** What the form field receives: the row id, or the code itself for a currency. */
  id: string;
  /** A currency's decimal places (a store's currency, or the currency itself). */
  decimals?: number;
}

export interface Lookup {
  readonly name: string;
  /** The key of the cells (trimmed; lower-cased where the database compares so), or null when all are blank. */
  key(parts: readonly string[]): string | null;
  /** The records for the given keys (as `key` made them); keys not in the map do not exist. */
  fetch(q: Queryable, keys: string[]): Promise<Map<string, Found>>;
}

/** Separates the parts of a composite key (a unit separator never appears in a typed name). */
export const SEP = '\u001f';

const trimmed = (parts: readonly string[]) => parts.map((p) => p.trim());
const single = (lower: boolean) => (parts: readonly string[]) => {
  const v = (parts[0] ?? '').trim();
  if (v === '') return null;
  return lower ? v.toLowerCase() : v;
};

async function byKey(q: Queryable, sql: string, keys: string[]): Promise<Map<string, Found>> {
  const { rows } = await q.query<{ k: string; id: string; d: number | null }>(sql, [keys]);
  const found = new Map<string, Found>();
  for (const r of rows)
    found.set(r.k, r.d === null || r.d === undefined ? { id: r.id } : { id: r.id, decimals: Number(r.d) });
  return found;
}

export const storeBySlug: Lookup = {
  name: 'store',
  key: single(false),
  fetch: (q, keys) =>
    byKey(
      q,
      `select s.slug as k, s.id::text as id, c.decimal_places as d
         from stores s left join currencies c on c.code = s.currency_code where s.slug = any($1::text[])`,
      keys,
    ),
};

export const categoryBySlug: Lookup = {
  name: 'category',
  key: single(false),
  fetch: (q, keys) =>
    byKey(
      q,
      `select slug as k, id::text as id, null as d from categories where slug = any($1::text[])`,
      keys,
    ),
};

export const storeTypeBySlug: Lookup = {
  name: 'store type',
  key: single(false),
  fetch: (q, keys) =>
    byKey(
      q,
      `select slug as k, id::text as id, null as d from store_types where slug = any($1::text[])`,
      keys,
    ),
};

export const merchantByEmail: Lookup = {
  name: 'merchant',
  key: single(true),
  fetch: (q, keys) =>
    byKey(
      q,
      `select lower(email) as k, id::text as id, null as d from merchants where lower(email) = any($1::text[])`,
      keys,
    ),
};

export const customerGroupByName: Lookup = {
  name: 'customer group',
  key: single(true),
  fetch: (q, keys) =>
    byKey(
      q,
      `select lower(name) as k, id::text as id, null as d from customer_groups where lower(name) = any($1::text[])`,
      keys,
    ),
};

export const currencyByCode: Lookup = {
  name: 'currency',
  key: single(false),
  fetch: (q, keys) =>
    byKey(
      q,
      `select code::text as k, code::text as id, decimal_places as d from currencies where code = any($1::text[])`,
      keys,
    ),
};

/** A state by its two-character code or its name (either, any case). */
export const stateByCodeOrName: Lookup = {
  name: 'state',
  key: single(true),
  fetch: (q, keys) =>
    byKey(
      q,
      `select lower(code) as k, id::text as id, null as d from states where lower(code) = any($1::text[])
       union all
       select lower(name) as k, id::text as id, null as d from states where lower(name) = any($1::text[])`,
      keys,
    ),
};

/** A city by name within its state (the state by code or name); cells: [city, state]. */
export const cityByNameInState: Lookup = {
  name: 'city',
  key: (parts) => {
    const [city = '', state = ''] = trimmed(parts);
    if (city === '' && state === '') return null;
    return `${state.toLowerCase()}${SEP}${city.toLowerCase()}`;
  },
  async fetch(q, keys) {
    const cities = [...new Set(keys.map((k) => k.split(SEP)[1] ?? ''))];
    const { rows } = await q.query<{ city: string; code: string; state: string; id: string }>(
      `select lower(c.name) as city, lower(s.code) as code, lower(s.name) as state, c.id::text as id
         from cities c join states s on s.id = c.state_id where lower(c.name) = any($1::text[])`,
      [cities],
    );
    const found = new Map<string, Found>();
    for (const r of rows) {
      found.set(`${r.code}${SEP}${r.city}`, { id: r.id });
      found.set(`${r.state}${SEP}${r.city}`, { id: r.id });
    }
    return found;
  },
};

/** A product by its store's slug and its SKU (unique per store); cells: [store, sku]. */
export const productByStoreSku: Lookup = {
  name: 'product',
  key: (parts) => {
    const [store = '', sku = ''] = trimmed(parts);
    if (store === '' || sku === '') return null;
    return `${store}${SEP}${sku}`;
  },
  fetch: (q, keys) =>
    byKey(
      q,
      `select s.slug || chr(31) || p.sku as k, p.id::text as id, null as d
         from products p join stores s on s.id = p.store_id
        where (s.slug, p.sku) in (select split_part(x, chr(31), 1), split_part(x, chr(31), 2) from unnest($1::text[]) x)`,
      keys,
    ),
};

export const customerByEmail: Lookup = {
  name: 'customer',
  key: single(true),
  fetch: (q, keys) =>
    byKey(
      q,
      `select lower(email) as k, id::text as id, null as d from customers where lower(email) = any($1::text[])`,
      keys,
    ),
};

export const couponByCode: Lookup = {
  name: 'coupon',
  key: single(true),
  fetch: (q, keys) =>
    byKey(
      q,
      `select lower(code) as k, id::text as id, null as d from coupons where lower(code) = any($1::text[])`,
      keys,
    ),
};
