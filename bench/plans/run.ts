import { RESOURCE_SPECS } from '../../packages/api/src/resources/specs/index.ts';
import { allFields, columnOf, filterKeys, type ResourceSpec } from '../../packages/api/src/resources/spec.ts';
import type { Database, Row, SqlParam } from '../../packages/api/src/db/index.ts';
import { createGraphQLHttp } from '../../packages/api/src/graphql/http.ts';
import { createGraphQL } from '../../packages/api/src/graphql/server.ts';
import { seedScaleCustomers } from '../../packages/api/src/seed/scaleCustomers.ts';
import { adminToken, benchApp, benchDatabase, flag, machine } from '../lib/bench.ts';

// pnpm bench:plans [--orders 1000000] [--customers 1000000] [--big 100000]
// Every list (first page in its default sort, each other sort, the total count, each equality/range
// filter with a value that exists) and every reference search, sent through the server's GraphQL handler,
// with each SELECT it sends run under EXPLAIN (ANALYZE, BUFFERS). Fails (exit 1) and names the query when a
// plan reads a big table (over `--big` rows) with a sequential scan that reads half the table or more than
// `--scan` rows. A scan a LIMIT stops early is the planner's right choice for the list's bounded count
// ("exact up to 10,000") when most rows match, so it passes under that bound. The database is vacuumed
// first, as autovacuum keeps a live one, so index-only scans are judged as they run in production. Prints
// each statement's time and buffers, slowest first.
const orders = flag('orders', 1_000_000);
const customers = flag('customers', 1_000_000);
const big = flag('big', 100_000);
const scanLimit = flag('scan', 200_000);

const db = await benchDatabase(orders);
const grown = await seedScaleCustomers(db, customers, (m) => console.log(`  ${m}`));
if (grown.inserted > 0) await db.exec('analyze customers');
console.log('vacuum analyze …');
await db.exec('vacuum analyze');
const bigTables = new Map(
  (
    await db.query<{ relname: string; rows: number }>(
      `select relname, reltuples::int8 as rows from pg_class
       where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > $1`,
      [big],
    )
  ).rows.map((r) => [r.relname, r.rows]),
);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Total Time'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}
interface Finding {
  query: string;
  sql: string;
  ms: number;
  buffers: number;
  seqScans: string[];
}
const findings: Finding[] = [];
let current = '';

function seqScansOf(node: PlanNode, into: string[]): string[] {
  const table = node['Relation Name'];
  // 'Seq Scan' and 'Parallel Seq Scan' alike; rows read = rows returned + rows filtered out, over every loop.
  if (node['Node Type'].endsWith('Seq Scan') && table && bigTables.has(table)) {
    const read =
      (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) + (node['Rows Removed by Filter'] ?? 0);
    if (read > scanLimit || read >= bigTables.get(table)! / 2)
      into.push(`${table} (${Math.round(read).toLocaleString('en')} rows read)`);
  }
  for (const child of node.Plans ?? []) seqScansOf(child, into);
  return into;
}

// Every SELECT the server sends is explained first (with its parameters), then run for real.
const explaining: Database = {
  ...db,
  async query<T extends Row = Row>(sql: string, params?: readonly SqlParam[]) {
    if (/^\s*select\b/i.test(sql) && current) {
      const { rows } = await db.query<{ 'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number }[] }>(
        `explain (analyze, buffers, format json) ${sql}`,
        params,
      );
      const plan = rows[0]!['QUERY PLAN'][0]!;
      findings.push({
        query: current,
        sql: sql.replace(/\s+/g, ' ').slice(0, 160),
        ms: plan['Execution Time'],
        buffers: (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0),
        seqScans: seqScansOf(plan.Plan, []),
      });
    }
    return db.query<T>(sql, params);
  },
};

const app = await benchApp(db);
const token = await adminToken(app);
const graphql = createGraphQLHttp(
  createGraphQL({
    db: explaining,
    auth: app.auth,
    events: app.events,
    logger: app.logger,
    metrics: app.metrics,
    adminUrl: 'http://localhost',
  }),
);
const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
async function ask(name: string, query: string, variables: Record<string, unknown> = {}) {
  current = name;
  const answer = await graphql.answer({ headers }, Buffer.from(JSON.stringify({ query, variables })));
  current = '';
  const body = JSON.parse(answer?.body ?? '{}') as { errors?: { message: string }[] };
  if (body.errors) throw new Error(`${name}: ${body.errors.map((e) => e.message).join('; ')}`);
}

/** Every field a screen could show (scalars only), so each lookup and count is in the plan. */
const nodeFields = (spec: ResourceSpec) =>
  allFields(spec)
    .filter(([, f]) => !f.secret && !f.filterSql)
    .map(([name]) => name)
    .join(' ');

async function sampleValue(spec: ResourceSpec, column: string): Promise<unknown> {
  const { rows } = await db.query(
    `select ${column}::text as v from ${spec.table} where ${column} is not null limit 1`,
  );
  return rows[0]?.v;
}

for (const spec of RESOURCE_SPECS) {
  const list = `query($filter: ${spec.type}Filter, $sort: ${spec.type}Sort) {
    ${spec.list}(first: 50, filter: $filter, sort: $sort) { nodes { ${nodeFields(spec)} } totalCount } }`;
  await ask(`${spec.list}`, list);
  for (const [name, field] of allFields(spec)) {
    if (field.sortable && name !== spec.defaultSort.field) {
      await ask(`${spec.list} sorted by ${name}`, list, { sort: { field: name, direction: 'ASC' } });
    }
  }
  for (const [key, { name, field, op }] of filterKeys(spec)) {
    if (field.filterSql || field.sql || field.lookup || field.set) continue;
    if (op !== 'eq' && op !== 'gte') continue;
    const value = await sampleValue(spec, columnOf(name, field));
    if (value === undefined) continue;
    const numeric = field.type === 'Int' || field.type === 'Money' || field.type === 'Float';
    const typed = numeric ? Number(value) : field.type === 'Boolean' ? value === 'true' : value;
    const filterValue = field.type === 'DateTime' ? new Date(String(value)).toISOString() : typed;
    await ask(`${spec.list} where ${key}`, list, { filter: { [key]: filterValue } }).catch((error: Error) =>
      console.log(`  (skipped ${spec.list} where ${key}: ${error.message.slice(0, 80)})`),
    );
  }
}
for (const entity of ['Category', 'City', 'Currency', 'Customer', 'Merchant', 'Store']) {
  const search = `query($entity: ReferenceEntity!, $search: String) {
    referenceChoices(entity: $entity, search: $search) { value label } }`;
  await ask(`referenceChoices ${entity}`, search, { entity });
  await ask(`referenceChoices ${entity} "an"`, search, { entity, search: 'an' });
}

const counts = await db.query<{ orders: number; customers: number }>(
  `select (select count(*) from orders)::int8 as orders, (select count(*) from customers)::int8 as customers`,
);
console.log(
  `plans: ${counts.rows[0]!.orders.toLocaleString('en')} orders, ${counts.rows[0]!.customers.toLocaleString('en')} customers; big tables (> ${big.toLocaleString('en')} rows): ${[...bigTables.keys()].join(', ')}; ${machine()}`,
);
console.log(`${findings.length} statements explained; the 15 slowest:`);
for (const f of [...findings].sort((a, b) => b.ms - a.ms).slice(0, 15)) {
  console.log(`  ${f.ms.toFixed(2).padStart(8)} ms ${String(f.buffers).padStart(7)} buffers  ${f.query}`);
}
const bad = findings.filter((f) => f.seqScans.length > 0);
if (bad.length > 0) {
  console.log(`\nSEQUENTIAL SCANS OF BIG TABLES in ${bad.length} statements:`);
  for (const f of bad) console.log(`  ${f.query}: ${f.seqScans.join(', ')}\n      ${f.sql}`);
}
await app.close();
await db.close();
process.exit(bad.length > 0 ? 1 : 0);
