import { ERROR_CODES, validate, type Role } from '@market/domain';
import type { Database, Queryable, Row, SqlParam } from '../db/index.ts';
import { appError, translateDbError, validationError } from './errors.ts';
import { isUuid, valueProblem } from './values.ts';
import {
  allFields,
  columnFields,
  columnOf,
  fieldMap,
  filterKeys,
  writableFields,
  type FieldSpec,
  type FilterOp,
  type FieldType,
  type ResourceSpec,
} from './spec.ts';

/** The signed-in caller. A self-registered account has role null and may use nothing. */
export interface Viewer {
  id: string;
  email: string;
  role: Role | null;
}

export interface ListArgs {
  filter?: Record<string, unknown> | null;
  sort?: { field: string; direction?: 'ASC' | 'DESC' | null } | null;
  first?: number | null;
  after?: string | null;
  offset?: number | null;
  /**
   * The fields the caller will read (the GraphQL document's selection); computed fields outside it are not
   * worked out. Undefined means all of them.
   */
  fields?: ReadonlySet<string>;
}

export interface ListPage {
  nodes: Row[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  /** Counted only when asked for, with the same WHERE as the page. */
  count: () => Promise<{ totalCount: number; totalCountIsEstimate: boolean }>;
}

export const MAX_PAGE_SIZE = 200;
/** Deepest `offset` by default (Config.maxListOffset): the database walks every skipped row. */
export const DEFAULT_MAX_OFFSET = 10_000;
export const DEFAULT_PAGE_SIZE = 50;
/** Up to this many matching rows the count is exact; beyond it the planner's estimate is returned. */
export const EXACT_COUNT_LIMIT = 10_000;

const SQL_TYPES: Record<FieldType, string> = {
  ID: 'uuid',
  String: 'text',
  Int: 'int4',
  Float: 'float8',
  Boolean: 'bool',
  Money: 'int8',
  DateTime: 'timestamptz',
  Date: 'date',
  Time: 'time',
  JSON: 'jsonb',
};

/** The field as an SQL expression over the row aliased `t`, usable anywhere (where, order by, select). */
export function expressionOf(name: string, field: FieldSpec): string {
  if (field.set) {
    const { table, ownerColumn, ownerKey, valueColumn } = field.set;
    return `(select coalesce(jsonb_agg(x.${valueColumn} order by x.${valueColumn}), '[]'::jsonb) from ${table} x where x.${ownerColumn} = t.${ownerKey})`;
  }
  if (field.lookup) {
    const { table, key, column } = field.lookup;
    return `(select x.${column} from ${table} x where x.id = t.${key})`;
  }
  return field.sql ? `(${field.sql})` : `t.${columnOf(name, field)}`;
}

/** A timestamptz as `YYYY-MM-DDTHH:MM:SS.mmmZ` (the DateTime scalar passes that form through unchanged). */
const isoTextOf = (expression: string) =>
  `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What a statement returns: its select list and the joins its looked-up fields need. */
interface Selection {
  columns: string;
  joins: string;
}

const fullSelections = new WeakMap<ResourceSpec, Selection>();
const askedSelections = new WeakMap<ResourceSpec, Map<string, Selection>>();
/** Distinct field sets kept per resource; the schema's fields bound them, this bounds the memory. */
const MAX_SELECTIONS_PER_RESOURCE = 64;

function buildSelection(spec: ResourceSpec, asked: ReadonlySet<string> | undefined): Selection {
  const columns: string[] = [];
  const joins: string[] = [];
  for (const [name, field] of allFields(spec)) {
    if (field.secret) continue;
    // A list sends back only what its document asked for: an unasked column still costs its transfer and,
    // for a timestamp, a Date parsed per row (the orders page's 50 rows carried 17 columns it never showed).
    // The id and version every row carries, and what the spec's own resolvers read (`rowReads`), always come.
    if (asked && !asked.has(name) && !rowAlwaysReads(spec).has(name)) continue;
    let expression: string;
    if (field.lookup) {
      const alias = `l${joins.length}`;
      const { table, key, column } = field.lookup;
      joins.push(`left join ${table} ${alias} on ${alias}.id = t.${key}`);
      expression = `${alias}.${column}`;
    } else {
      expression = expressionOf(name, field);
    }
    // A document's timestamps come back as the text the API answers (`toISOString()`'s form, UTC, milliseconds
    // truncated as a JS Date truncates them): the driver's Date parse and the scalar's toISOString cost about
    // 5 µs a value, 0.25 ms for the orders page's 50 rows. Rows read whole (exports, records written and
    // published) keep Dates.
    if (asked && field.type === 'DateTime') expression = isoTextOf(expression);
    columns.push(`${expression} as "${name}"`);
  }
  return { columns: columns.join(', '), joins: joins.join(' ') };
}

const alwaysReads = new WeakMap<ResourceSpec, ReadonlySet<string>>();
function rowAlwaysReads(spec: ResourceSpec): ReadonlySet<string> {
  let names = alwaysReads.get(spec);
  if (!names) {
    names = new Set(['id', 'version', ...(spec.rowReads ?? [])]);
    alwaysReads.set(spec, names);
  }
  return names;
}

/**
 * The select list for `asked` fields (a GraphQL document's selection), or for every visible field (exports,
 * records written and published).
 */
function selection(spec: ResourceSpec, asked?: ReadonlySet<string>): Selection {
  if (!asked) {
    let full = fullSelections.get(spec);
    if (!full) {
      full = buildSelection(spec, undefined);
      fullSelections.set(spec, full);
    }
    return full;
  }
  const key = allFields(spec)
    .filter(([name]) => asked.has(name))
    .map(([name]) => name)
    .join(',');
  let cache = askedSelections.get(spec);
  if (!cache) {
    cache = new Map();
    askedSelections.set(spec, cache);
  }
  let found = cache.get(key);
  if (!found) {
    found = buildSelection(spec, asked);
    if (cache.size >= MAX_SELECTIONS_PER_RESOURCE) cache.clear();
    cache.set(key, found);
  }
  return found;
}

/** Turns a cleaned JS value into a query parameter. */
function toParam(value: unknown, type?: FieldType): SqlParam {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return type === 'Date' ? value.toISOString().slice(0, 10) : value.toISOString();
  if (type === 'JSON' || (typeof value === 'object' && !Array.isArray(value))) return JSON.stringify(value);
  return value as SqlParam;
}

class Params {
  readonly values: SqlParam[] = [];
  add(value: unknown, type?: FieldType): string {
    this.values.push(toParam(value, type));
    const cast = type ? `::${SQL_TYPES[type]}` : '';
    return `$${this.values.length}${cast}`;
  }
}

function encodeCursor(values: unknown[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** A cursor this list handed out: [the sort key as text, the row id]; anything else is refused. */
function decodeCursor(cursor: string, sortType: FieldType): [string, string] {
  const refused = validationError({ after: 'Not a cursor from this list' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw refused;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw refused;
  const [sortValue, id] = parsed as unknown[];
  if (typeof sortValue !== 'string' || typeof id !== 'string' || !isUuid(id)) throw refused;
  // The sort key travels as PostgreSQL's text of the value; it must read back as the sort field's type.
  const asValue =
    sortType === 'Int' || sortType === 'Money' || sortType === 'Float' ? Number(sortValue) : sortValue;
  if (valueProblem(asValue, sortType)) throw refused;
  return [sortValue, id];
}

/** The filter's value for one key, checked against the field's type; a wrong one is VALIDATION on the key. */
function checkedFilterValue(key: string, field: FieldSpec, op: FilterOp, value: unknown): unknown {
  const refuse = (message: string) => validationError({ [key]: message });
  if (op === 'contains') {
    if (typeof value !== 'string') throw refuse('Must be text');
    if (value.includes('\0')) throw refuse('Must not contain a NUL character');
    return value;
  }
  if (op === 'in') {
    if (!Array.isArray(value)) throw refuse('Must be a list');
    for (const item of value) {
      const problem = valueProblem(item, field.type);
      if (problem) throw refuse(problem);
    }
    return value;
  }
  const problem = valueProblem(value, field.type);
  if (problem) throw refuse(problem);
  return value;
}

function buildWhere(
  spec: ResourceSpec,
  filter: Record<string, unknown> | null | undefined,
  params: Params,
): string[] {
  const keys = filterKeys(spec);
  const clauses: string[] = [];
  for (const [key, raw] of Object.entries(filter ?? {})) {
    if (raw === undefined || raw === null) continue;
    // Only the filters the list's GraphQL input offers: never a secret column, never an undeclared operator.
    const allowed = keys.get(key);
    if (!allowed) throw validationError({ [key]: 'Unknown filter' });
    const { name, field, op } = allowed;
    const value = checkedFilterValue(key, field, op, raw);
    if (field.filterSql) {
      clauses.push(`(${field.filterSql.replace('$', params.add(value, field.type))})`);
      continue;
    }
    const expr = expressionOf(name, field);
    if (op === 'eq') clauses.push(`${expr} = ${params.add(value, field.type)}`);
    else if (op === 'in') {
      const list = value as unknown[];
      clauses.push(
        `${expr} = any(${params.add(list.map((v) => toParam(v, field.type)))}::${SQL_TYPES[field.type]}[])`,
      );
    } else if (op === 'contains') {
      const escaped = String(value).replace(/[\\%_]/g, (c) => `\\${c}`);
      clauses.push(`${expr} ilike ${params.add(`%${escaped}%`)}`);
    } else if (op === 'gte') clauses.push(`${expr} >= ${params.add(value, field.type)}`);
    else clauses.push(`${expr} <= ${params.add(value, field.type)}`);
  }
  return clauses;
}

/** Generic list/get/create/update/delete over one resource description, with audit in the same transaction. */
export class ResourceStore {
  constructor(
    private readonly db: Database,
    private readonly options: { maxOffset?: number } = {},
  ) {}

  async list(spec: ResourceSpec, args: ListArgs): Promise<ListPage> {
    const first = args.first ?? DEFAULT_PAGE_SIZE;
    if (first < 0 || first > MAX_PAGE_SIZE)
      throw validationError({ first: `Must be between 0 and ${MAX_PAGE_SIZE}` });
    const offset = args.offset ?? 0;
    if (offset < 0) throw validationError({ offset: 'Cannot be negative' });
    const maxOffset = this.options.maxOffset ?? DEFAULT_MAX_OFFSET;
    if (offset > maxOffset)
      throw validationError({
        offset: `At most ${maxOffset}; to go further, page with the "after" cursor (pageInfo.endCursor)`,
      });

    const sortName = args.sort?.field ?? spec.defaultSort.field;
    const direction = args.sort?.direction ?? (args.sort ? 'ASC' : spec.defaultSort.direction);
    const sortField = fieldMap(spec).get(sortName);
    if (!sortField || !(sortField.sortable || sortName === spec.defaultSort.field)) {
      throw validationError({ sort: 'Cannot sort by this field' });
    }
    const sortExpr = expressionOf(sortName, sortField);

    const params = new Params();
    const filterClauses = buildWhere(spec, args.filter, params);
    const countParams = [...params.values];
    const countWhere = filterClauses.length ? `where ${filterClauses.join(' and ')}` : '';

    const clauses = [...filterClauses];
    if (args.after) {
      const [sortValue, id] = decodeCursor(args.after, sortField.type);
      const cmp = direction === 'DESC' ? '<' : '>';
      clauses.push(
        `(${sortExpr}, t.id) ${cmp} (${params.add(sortValue, sortField.type)}, ${params.add(id, 'ID')})`,
      );
    }
    const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
    // The sort key also comes back as text: a timestamptz parsed into a JS Date loses its microseconds, and a
    // cursor rounded to milliseconds would skip rows placed within the same millisecond.
    const { columns, joins } = selection(spec, args.fields);
    const sql = `select ${columns}, ${sortExpr}::text as "__sort" from ${spec.table} t ${joins} ${where}
      order by ${sortExpr} ${direction}, t.id ${direction}
      limit ${first + 1} ${args.after ? '' : `offset ${offset}`}`;
    const { rows } = await this.db.query(sql, params.values);
    const hasNextPage = rows.length > first;
    const nodes = rows.slice(0, first);
    const last = nodes.at(-1);
    // __sort stays on the rows (GraphQL only sends requested fields); deleting a property would turn every
    // row into a slow dictionary-mode object.
    return {
      nodes,
      pageInfo: {
        hasNextPage,
        endCursor: last ? encodeCursor([last.__sort, last.id]) : null,
      },
      count: () => this.count(spec, countWhere, countParams),
    };
  }

  /**
   * The list's statement without paging, for a streamed export: the same filters and sort (so an export
   * matches what the screen shows), every visible column.
   */
  exportQuery(
    spec: ResourceSpec,
    args: Pick<ListArgs, 'filter' | 'sort'>,
  ): {
    sql: string;
    params: SqlParam[];
    columns: [string, FieldSpec][];
    countSql: (limit: number) => string;
    /** The matching rows' ids in export order, at most `limit` (with `params`). */
    idsSql: (limit: number) => string;
    /** The export's columns of the rows whose ids are `$1` (a uuid array); in no particular order. */
    rowsByIdSql: string;
  } {
    const sortName = args.sort?.field ?? spec.defaultSort.field;
    const direction =
      (args.sort?.direction ?? (args.sort ? 'ASC' : spec.defaultSort.direction)) === 'DESC' ? 'DESC' : 'ASC';
    const sortField = fieldMap(spec).get(sortName);
    if (!sortField || !(sortField.sortable || sortName === spec.defaultSort.field)) {
      throw validationError({ sort: 'Cannot sort by this field' });
    }
    const sortExpr = expressionOf(sortName, sortField);
    const params = new Params();
    const clauses = buildWhere(spec, args.filter, params);
    const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
    const { columns, joins } = selection(spec);
    return {
      sql: `select ${columns} from ${spec.table} t ${joins} ${where} order by ${sortExpr} ${direction}, t.id ${direction}`,
      params: params.values,
      columns: allFields(spec).filter(([, f]) => !f.secret),
      countSql: (limit) =>
        `select count(*)::int8 as n from (select 1 from ${spec.table} t ${where} limit ${Math.floor(limit)}) s`,
      idsSql: (limit) =>
        `select t.id from ${spec.table} t ${where} order by ${sortExpr} ${direction}, t.id ${direction} limit ${Math.floor(limit)}`,
      rowsByIdSql: `select ${columns} from ${spec.table} t ${joins} where t.id = any($1)`,
    };
  }

  private async count(spec: ResourceSpec, where: string, params: SqlParam[]) {
    const from = `from ${spec.table} t ${where}`;
    const exact = await this.db.query<{ n: number }>(
      `select count(*)::int8 as n from (select 1 ${from} limit ${EXACT_COUNT_LIMIT + 1}) s`,
      params,
    );
    const n = exact.rows[0]?.n ?? 0;
    if (n <= EXACT_COUNT_LIMIT) return { totalCount: n, totalCountIsEstimate: false };
    // Counting millions of rows exactly on every page view costs seconds; the planner's estimate costs nothing.
    const plan = await this.db.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) select 1 ${from}`,
      params,
    );
    const raw = plan.rows[0]?.['QUERY PLAN'];
    const parsed = raw as [{ Plan: { 'Plan Rows': number } }];
    return { totalCount: Math.max(n, Math.round(parsed[0].Plan['Plan Rows'])), totalCountIsEstimate: true };
  }

  async get(spec: ResourceSpec, id: string, q: Queryable = this.db): Promise<Row | null> {
    if (!isUuid(id)) return null;
    const { columns, joins } = selection(spec);
    // Prepared: the row with its looked-up names is planned once per connection (a join per name).
    const { rows } = await q.query(`select ${columns} from ${spec.table} t ${joins} where t.id = $1`, [id], {
      prepared: true,
    });
    return rows[0] ?? null;
  }

  async create(spec: ResourceSpec, input: Record<string, unknown>, viewer: Viewer): Promise<Row> {
    const value = this.validateRow(spec, input);
    const fields = columnFields(spec);
    const params = new Params();
    const columns = fields.map(([name, f]) => columnOf(name, f));
    const placeholders = fields.map(([name, f]) => params.add(value[name], f.type));
    return this.write(spec, 'create', async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into ${spec.table} (${columns.join(', ')}) values (${placeholders.join(', ')}) returning id`,
        params.values,
      );
      const id = rows[0]?.id ?? '';
      await this.writeSets(spec, id, value, tx);
      const created = await this.get(spec, id, tx);
      if (!created) throw new Error('created row not found');
      await audit(tx, viewer, spec, id, 'create', { after: pick(created, writableFields(spec)) });
      return created;
    });
  }

  async update(
    spec: ResourceSpec,
    id: string,
    version: number,
    patch: Record<string, unknown>,
    viewer: Viewer,
  ): Promise<Row> {
    return this.write(spec, 'update', async (tx) => {
      const current = await this.lockForChange(spec, id, version, tx);
      const fields = writableFields(spec);
      const merged = { ...pick(current, fields), ...definedOnly(patch) };
      const value = this.validateRow(spec, merged);
      const changed = fields.filter(([name, f]) =>
        f.set
          ? !sameSet(current[name], value[name])
          : !sameValue(toParam(current[name], f.type), toParam(value[name], f.type)),
      );
      if (changed.length === 0) return current;
      const params = new Params();
      const sets = changed
        .filter(([, f]) => !f.set)
        .map(([name, f]) => `${columnOf(name, f)} = ${params.add(value[name], f.type)}`);
      // A change of a set alone still bumps the row's version (touch_row), so a stale edit of it conflicts.
      if (sets.length === 0) sets.push('updated_at = now()');
      await tx.query(
        `update ${spec.table} set ${sets.join(', ')} where id = ${params.add(id, 'ID')} and version = ${params.add(version, 'Int')}`,
        params.values,
      );
      await this.writeSets(
        spec,
        id,
        Object.fromEntries(changed.filter(([, f]) => f.set).map(([name]) => [name, value[name]])),
        tx,
      );
      const updated = await this.get(spec, id, tx);
      if (!updated) throw new Error('updated row not found');
      const diff = Object.fromEntries(
        changed.map(([name]) => [name, { from: current[name] ?? null, to: updated[name] ?? null }]),
      );
      await audit(tx, viewer, spec, id, 'update', diff);
      return updated;
    });
  }

  async remove(spec: ResourceSpec, id: string, version: number, viewer: Viewer): Promise<{ id: string }> {
    return this.write(spec, 'delete', async (tx) => {
      const current = await this.lockForChange(spec, id, version, tx);
      await tx.query(`delete from ${spec.table} where id = $1`, [id]);
      await audit(tx, viewer, spec, id, 'delete', { before: pick(current, writableFields(spec)) });
      return { id };
    });
  }

  /**
   * Deletes every row in one transaction, all or nothing: each locked at the version the caller read,
   * audited like a single delete. A row changed since, gone, or still in use refuses the whole set.
   */
  async removeMany(
    spec: ResourceSpec,
    rows: readonly { id: string; version: number }[],
    viewer: Viewer,
  ): Promise<{ ids: string[] }> {
    return this.write(spec, 'delete', async (tx) => {
      for (const { id, version } of rows) {
        const current = await this.lockForChange(spec, id, version, tx);
        await tx.query(`delete from ${spec.table} where id = $1`, [id]);
        await audit(tx, viewer, spec, id, 'delete', { before: pick(current, writableFields(spec)) });
      }
      return { ids: rows.map((r) => r.id) };
    });
  }

  /**
   * Sets `isActive` on every row in one transaction, all or nothing, each audited as an update of that
   * field; rows already in that state are left alone (no version bump, no audit entry). `versions` null:
   * whatever version each row has now (activation does not depend on the rest of the row).
   */
  async setActiveMany(
    spec: ResourceSpec,
    ids: readonly string[],
    versions: readonly number[] | null,
    active: boolean,
    viewer: Viewer,
  ): Promise<{ ids: string[] }> {
    const flag = spec.activeFlag ?? 'isActive';
    const column = columnOf(flag, spec.fields[flag]!);
    return this.write(spec, 'update', async (tx) => {
      const changed: string[] = [];
      for (const [index, id] of ids.entries()) {
        if (!isUuid(id)) throw appError(ERROR_CODES.NOT_FOUND);
        const locked = (
          await tx.query<{ version: number; active: boolean }>(
            `select version, ${column} as active from ${spec.table} where id = $1 for update`,
            [id],
          )
        ).rows[0];
        if (!locked) throw appError(ERROR_CODES.NOT_FOUND);
        if (versions && locked.version !== versions[index]) throw appError(ERROR_CODES.CONFLICT);
        if (locked.active === active) continue;
        await tx.query(`update ${spec.table} set ${column} = $2 where id = $1`, [id, active]);
        await audit(tx, viewer, spec, id, 'update', { [flag]: { from: locked.active, to: active } });
        changed.push(id);
      }
      return { ids: changed };
    });
  }

  /** Locks the row; refuses when it is gone or someone changed it since the caller read `version`. */
  async lockForChange(spec: ResourceSpec, id: string, version: number, tx: Queryable): Promise<Row> {
    if (!isUuid(id)) throw appError(ERROR_CODES.NOT_FOUND);
    await tx.query(`select 1 from ${spec.table} where id = $1 for update`, [id]);
    const current = await this.get(spec, id, tx);
    if (!current) throw appError(ERROR_CODES.NOT_FOUND);
    if (current.version !== version) {
      throw appError(ERROR_CODES.CONFLICT, undefined, undefined);
    }
    return current;
  }

  private validateRow(spec: ResourceSpec, input: Record<string, unknown>): Record<string, unknown> {
    if (!spec.rules) throw new Error(`${spec.type} has no rules and cannot be written`);
    const result = validate(spec.rules, input);
    if (!result.ok) throw validationError(result.fields);
    const value = { ...(result.value as Record<string, unknown>) };
    for (const [name, f] of writableFields(spec)) {
      if (f.set) value[name] = asSet(value[name]);
    }
    return value;
  }

  /**
   * Replaces the given sets of row `id` (name → values): refuses values its reference table does not
   * have, then deletes what left the set and adds what joined it.
   */
  private async writeSets(
    spec: ResourceSpec,
    id: string,
    value: Record<string, unknown>,
    tx: Queryable,
  ): Promise<void> {
    for (const [name, f] of writableFields(spec)) {
      if (!f.set || !(name in value)) continue;
      const { table, ownerColumn, ownerKey, valueColumn, references } = f.set;
      const values = asSet(value[name]);
      const known = new Set(
        (
          await tx.query<{ v: string }>(
            `select ${references.column} as v from ${references.table} where ${references.column} = any($1::text[])`,
            [values],
          )
        ).rows.map((r) => r.v),
      );
      const unknown = values.filter((v) => !known.has(v));
      if (unknown.length > 0) throw validationError({ [name]: `Does not exist: ${unknown.join(', ')}` });
      const owner = `(select o.${ownerKey} from ${spec.table} o where o.id = $1)`;
      await tx.query(
        `delete from ${table} where ${ownerColumn} = ${owner} and ${valueColumn} <> all($2::text[])`,
        [id, values],
      );
      await tx.query(
        `insert into ${table} (${ownerColumn}, ${valueColumn}) select ${owner}, v from unnest($2::text[]) v
         on conflict do nothing`,
        [id, values],
      );
    }
  }

  /** Runs a change in a transaction and turns constraint violations into field errors or 701/CONFLICT. */
  async write<T>(
    spec: ResourceSpec,
    operation: 'create' | 'update' | 'delete',
    work: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      const fieldOf = new Map(allFields(spec).map(([name, f]) => [columnOf(name, f), name]));
      const translated = translateDbError(error, {
        table: spec.table,
        operation,
        fieldOf: (column) => fieldOf.get(column),
        ...(spec.inUse ? { inUse: spec.inUse } : {}),
        ...(spec.overlapField ? { overlapField: spec.overlapField } : {}),
      });
      throw translated ?? error;
    }
  }
}

export async function audit(
  tx: Queryable,
  viewer: Viewer,
  spec: Pick<ResourceSpec, 'table' | 'auditEntity'>,
  entityId: string,
  action: 'create' | 'update' | 'delete' | 'status' | 'post' | 'start' | 'cancel' | 'retry',
  diff: unknown,
): Promise<void> {
  await tx.query(
    'insert into audit_log (actor_id, entity, entity_id, action, diff) values ($1, $2, $3, $4, $5)',
    [viewer.id, spec.auditEntity ?? spec.table, entityId, action, JSON.stringify(diff)],
  );
}

function pick(row: Row, fields: [string, FieldSpec][]): Record<string, unknown> {
  return Object.fromEntries(fields.map(([name]) => [name, row[name] ?? null]));
}

function definedOnly(patch: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
}

function sameValue(a: SqlParam, b: SqlParam): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A set field's value as distinct strings in a stable order. */
function asSet(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [];
  return [...new Set(list.map(String))].sort();
}

function sameSet(a: unknown, b: unknown): boolean {
  return JSON.stringify(asSet(a)) === JSON.stringify(asSet(b));
}

export { isUuid } from './values.ts';
