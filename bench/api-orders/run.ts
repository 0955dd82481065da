import { performance } from 'node:perf_hooks';
import type { Database, SqlParam } from '../../packages/api/src/db/index.ts';
import { createGraphQL } from '../../packages/api/src/graphql/server.ts';
import { adminToken, benchApp, benchDatabase, flag, machine, percentile } from '../lib/bench.ts';

// pnpm bench:api-orders [--orders 1000000] [--iterations 2000]
// The orders screen's list query (50 rows, status + date range, newest first) through GraphQL — parse,
// validate, auth, resolvers, SQL, JSON — against exactly the SQL that run sent to PostgreSQL, run directly.
const orders = flag('orders', 1_000_000);
const iterations = flag('iterations', 2000);
const warmup = Math.min(300, iterations);

const db = await benchDatabase(orders);
const app = await benchApp(db);
const token = await adminToken(app);

// The GraphQL side runs on a database wrapper that remembers the list's SQL, so the direct side replays
// the very same statement and parameters.
let recorded: { sql: string; params: readonly SqlParam[] } | null = null;
const recording: Database = {
  ...db,
  query: (sql, params) => {
    if (/from orders t/.test(sql)) recorded = { sql, params: params ?? [] };
    return db.query(sql, params);
  },
};
const yoga = createGraphQL({ db: recording, auth: app.auth, events: app.events });

const query = `query OrdersPage($filter: OrderFilter, $first: Int) {
  orders(filter: $filter, first: $first) {
    nodes { id orderNo customerName storeName status paymentStatus grandTotal currencyCode placedAt version }
    pageInfo { hasNextPage endCursor }
  }
}`;
const to = new Date();
const from = new Date(to.getTime() - 90 * 86400_000);
const variables = {
  first: 50,
  filter: { status: 'delivered', placedAt_gte: from.toISOString(), placedAt_lte: to.toISOString() },
};
const body = JSON.stringify({ query, variables, operationName: 'OrdersPage' });

async function viaGraphQL(): Promise<number> {
  const res = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const json = (await res.json()) as { data?: { orders: { nodes: unknown[] } }; errors?: unknown };
  if (json.errors || !json.data) throw new Error(`GraphQL failed: ${JSON.stringify(json.errors)}`);
  return json.data.orders.nodes.length;
}

const rowsViaGraphQL = await viaGraphQL();
const statement = recorded as { sql: string; params: readonly SqlParam[] } | null;
if (!statement) throw new Error('the list query was not recorded');
async function direct(): Promise<number> {
  return (await db.query(statement!.sql, statement!.params)).rows.length;
}
if (rowsViaGraphQL !== 50 || (await direct()) !== 51) {
  throw new Error(`expected 50 rows (51 with the look-ahead row), got ${rowsViaGraphQL}`);
}

for (let i = 0; i < warmup; i += 1) {
  await viaGraphQL();
  await direct();
}
// Interleaved so both sides see the same machine load.
const gql: number[] = [];
const sql: number[] = [];
for (let i = 0; i < iterations; i += 1) {
  let t = performance.now();
  await viaGraphQL();
  gql.push(performance.now() - t);
  t = performance.now();
  await direct();
  sql.push(performance.now() - t);
}
gql.sort((a, b) => a - b);
sql.sort((a, b) => a - b);
const p = (xs: number[], q: number) => percentile(xs, q);
const total = (await db.query<{ n: number }>('select count(*)::int8 as n from orders')).rows[0]?.n ?? 0;
const ratio50 = p(gql, 50) / p(sql, 50);
const ratio95 = p(gql, 95) / p(sql, 95);
console.log(
  `orders list: ${total.toLocaleString('en')} orders, 50 rows, status + 90-day range, newest first`,
);
console.log(`${iterations} iterations after ${warmup} warm-up; ${machine()}`);
console.log(`  GraphQL (in-process yoga): p50 ${p(gql, 50).toFixed(2)} ms  p95 ${p(gql, 95).toFixed(2)} ms`);
console.log(`  SQL direct (same query):   p50 ${p(sql, 50).toFixed(2)} ms  p95 ${p(sql, 95).toFixed(2)} ms`);
console.log(`  ratio GraphQL/SQL:         p50 ${ratio50.toFixed(2)}  p95 ${ratio95.toFixed(2)}`);
const ok = ratio50 <= 1.3 && p(gql, 95) <= 15;
console.log(`  target ratio ≤ 1.3 and GraphQL p95 ≤ 15 ms: ${ok ? 'met' : 'NOT met'}`);
await app.close();
await db.close();
