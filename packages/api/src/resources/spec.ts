import type { AnyObjectSchema } from 'yup';
import type { GraphQLFieldConfigMap } from 'graphql/index.js';
import type { Row } from '../db/index.ts';
import type { ErrorCode, Resource } from '@market/domain';

export type FieldType =
  'ID' | 'String' | 'Int' | 'Float' | 'Boolean' | 'Money' | 'DateTime' | 'Date' | 'Time' | 'JSON';

export interface FieldSpec {
  type: FieldType;
  /** Column name; defaults to the snake_case of the field name. */
  column?: string;
  /** A read-only SQL expression over the row aliased `t` (e.g. a count) instead of a column. */
  sql?: string;
  /**
   * A read-only value of the row another column points at (an order's customer name): joined when a list
   * or record asks for it, instead of a subquery per row.
   */
  lookup?: LookupSpec;
  nullable?: boolean;
  /** Appears in the create input and the patch; validated by the resource's domain rules. */
  writable?: boolean;
  /** Filters offered on the list: equality, any-of, case-insensitive substring, range (gte/lte). */
  filter?: ReadonlyArray<'eq' | 'in' | 'contains' | 'range'>;
  /** Offered as a sort key; only for NOT NULL columns with an index ending in id (keyset pagination). */
  sortable?: boolean;
  /** Never returned (e.g. password hashes). */
  secret?: boolean;
  /**
   * A filter that is not a column (e.g. "member of collection X"): a condition over the row aliased `t`
   * with `$` for the value. Such a field is offered as an equality filter only, never returned.
   */
  filterSql?: string;
  /**
   * A set of strings kept as rows of another table (an order status's allowed next statuses): returned as
   * a sorted list, written as a whole with the row in its transaction; each value must exist in `references`.
   */
  set?: SetSpec;
}

export interface LookupSpec {
  table: string;
  /** The column of this row holding the other row's id. */
  key: string;
  /** The column of the other row returned. */
  column: string;
}

export interface SetSpec {
  table: string;
  /** The column of `table` holding the owner's `ownerKey` (e.g. from_status → order_statuses.code). */
  ownerColumn: string;
  ownerKey: string;
  valueColumn: string;
  references: { table: string; column: string };
}

/** One entity described once; list/get/create/update/delete and their GraphQL types are derived from it. */
export interface ResourceSpec {
  /** GraphQL type name, singular: 'Currency'. */
  type: string;
  /** Query field for the list, plural: 'currencies'. */
  list: string;
  table: string;
  permission: Resource;
  /**
   * Other screens that read this list and its records without managing them (the live board, open to
   * support, shows the order statuses). Writes still need `permission`.
   */
  readers?: readonly Resource[];
  fields: Record<string, FieldSpec>;
  /** Domain validation of the whole row; required for writable resources. */
  rules?: AnyObjectSchema;
  operations: { create?: boolean; update?: boolean; delete?: boolean };
  /**
   * The Boolean field that switches a row on and off for bulk (de)activation (`bulkSetActive<List>`);
   * `isActive` when the resource has one.
   */
  activeFlag?: string;
  defaultSort: { field: string; direction: 'ASC' | 'DESC' };
  /** Refusal when a delete is blocked by rows that reference this one. */
  inUse?: { code: ErrorCode; message?: string };
  overlapField?: string;
  /** Entity name written to the audit log; defaults to the table. */
  auditEntity?: string;
  /** How a form or filter picks one of these records by search (`referenceChoices`). */
  reference?: ReferenceSpec;
  /**
   * GraphQL fields this entity has beyond those derived from `fields` (an order's items and timeline), added
   * to its object type. Their resolvers may read the GraphQL context.
   */
  schemaFields?: () => GraphQLFieldConfigMap<Row, never>;
  /**
   * The fields `schemaFields`' resolvers read from the row (an order's `status` for its next statuses): a
   * list selects them whatever its document asked, beside `id` and `version`.
   */
  rowReads?: readonly string[];
}

/** A record as a choice: SQL expressions over the row aliased `t`. */
export interface ReferenceSpec {
  /** The text shown and searched; a column with a trigram and a (column, id) index. */
  label: string;
  /** Other columns searched too (each with a trigram index), e.g. a customer's email. */
  alsoSearch?: string[];
  /** A second line that tells like-named records apart (a store's city). */
  detail?: string;
  /** The record's currency, for money fields that follow it (a product's store). */
  currency?: string;
  /** What a choice stands for; `t.id` by default (currencies are picked by their code). */
  value?: string;
}

export const COMMON_FIELDS: Record<string, FieldSpec> = {
  id: { type: 'ID', filter: ['eq', 'in'] },
  createdAt: { type: 'DateTime', sortable: true, filter: ['range'] },
  updatedAt: { type: 'DateTime' },
  version: { type: 'Int' },
};

export const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function columnOf(name: string, field: FieldSpec): string {
  return field.column ?? snake(name);
}

// Descriptions never change after start; lists ask for their fields on every request.
const fieldLists = new WeakMap<ResourceSpec, [string, FieldSpec][]>();
const fieldMaps = new WeakMap<ResourceSpec, ReadonlyMap<string, FieldSpec>>();

export function allFields(spec: ResourceSpec): [string, FieldSpec][] {
  let list = fieldLists.get(spec);
  if (!list) {
    list = Object.entries({ ...COMMON_FIELDS, ...spec.fields });
    fieldLists.set(spec, list);
  }
  return list;
}

/** The same fields by name. */
export function fieldMap(spec: ResourceSpec): ReadonlyMap<string, FieldSpec> {
  let map = fieldMaps.get(spec);
  if (!map) {
    map = new Map(allFields(spec));
    fieldMaps.set(spec, map);
  }
  return map;
}

export type FilterOp = 'eq' | 'in' | 'contains' | 'gte' | 'lte';

export interface FilterKey {
  name: string;
  field: FieldSpec;
  op: FilterOp;
}

const filterKeyMaps = new WeakMap<ResourceSpec, ReadonlyMap<string, FilterKey>>();

/**
 * Every filter a list offers, by its key (`status`, `status_in`, `name_contains`, `createdAt_gte`): the one
 * allow-list behind the GraphQL `<Type>Filter` input and the SQL that applies it (lists and CSV export alike).
 * A secret field is offered only when it is a filter and not a column (`filterSql`).
 */
export function filterKeys(spec: ResourceSpec): ReadonlyMap<string, FilterKey> {
  let map = filterKeyMaps.get(spec);
  if (!map) {
    const keys = new Map<string, FilterKey>();
    for (const [name, field] of allFields(spec)) {
      if (field.secret && !field.filterSql) continue;
      for (const op of field.filter ?? []) {
        if (op === 'eq') keys.set(name, { name, field, op });
        if (op === 'in') keys.set(`${name}_in`, { name, field, op });
        if (op === 'contains') keys.set(`${name}_contains`, { name, field, op });
        if (op === 'range') {
          keys.set(`${name}_gte`, { name, field, op: 'gte' });
          keys.set(`${name}_lte`, { name, field, op: 'lte' });
        }
      }
    }
    map = keys;
    filterKeyMaps.set(spec, map);
  }
  return map;
}

/** The fields a list may be sorted by: its sortable fields and its default sort's (the `<Type>SortField` enum). */
export function sortFields(spec: ResourceSpec): string[] {
  return allFields(spec)
    .filter(([name, f]) => !f.secret && (f.sortable || name === spec.defaultSort.field))
    .map(([name]) => name);
}

/** Fields staff may write: the row's own columns and its sets. */
export function writableFields(spec: ResourceSpec): [string, FieldSpec][] {
  return Object.entries(spec.fields).filter(([, f]) => f.writable && !f.sql && !f.lookup);
}

/** The writable fields stored in the row's own columns (sets live in their own tables). */
export function columnFields(spec: ResourceSpec): [string, FieldSpec][] {
  return writableFields(spec).filter(([, f]) => !f.set);
}
