import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Database, SqlParam } from '../../packages/api/src/db/index.ts';
import { createGraphQLHttp } from '../../packages/api/src/graphql/http.ts';
import { createGraphQL } from '../../packages/api/src/graphql/server.ts';
import { adminToken, benchApp, benchDatabase, flag, machine, percentile } from '../lib/bench.ts';

// pnpm bench:api-orders [--orders 1000000] [--iterations 2000]
// The orders screen's list query (50 rows, status + date range, newest first) through GraphQL — parse,
// validate, auth, resolvers, SQL, JSON — against the MINIMAL statement that returns the same rows: the
// ten requested columns and two joins, written by hand (the target's yardstick). Beside it, the statement
// the server actually sent, run directly, shows how much of the gap is SQL and how much is GraphQL.
// GraphQL is the server's POST /graphql handler after the body is read (the fast JSON path, in-process);
// for comparison also Yoga's own fetch in-process (what answered before the fast path) and the whole HTTP
// round trip over loopback with a keep-alive connection.
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
const graphql = createGraphQLHttp(
  createGraphQL({
    db: recording,
    auth: app.auth,
    events: app.events,
    logger: app.logger,
    metrics: app.metrics,
    adminUrl: 'http://localhost',
  }),
);

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

const headers = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json,application/json;q=0.9',
  authorization: `Bearer ${token}`,
};
type Answer = { data?: { orders: { nodes: unknown[] } }; errors?: unknown };
function rows(json: Answer): number {
  if (json.errors || !json.data) throw new Error(`GraphQL failed: ${JSON.stringify(json.errors)}`);
  return json.data.orders.nodes.length;
}

async function viaGraphQL(): Promise<number> {
  const answer = await graphql.answer({ headers }, Buffer.from(body));
  if (!answer) throw new Error('the fast path did not take the orders query');
  return rows(JSON.parse(answer.body) as Answer);
}

async function viaYoga(): Promise<number> {
  const res = await graphql.yoga.fetch('http://localhost/graphql', { method: 'POST', headers, body });
  return rows((await res.json()) as Answer);
}

const base = await app.listen(0);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function viaHttp(): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/graphql`, { method: 'POST', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(rows(JSON.parse(Buffer.concat(chunks).toString()) as Answer)));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
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
const minimalSql = `select o.id, o.order_no, c.name as customer_name, s.name as store_name, o.status,
    o.payment_status, o.grand_total, o.currency_code, o.placed_at, o.version
  from orders o join customers c on c.id = o.customer_id join stores s on s.id = o.store_id
  where o.status = $1 and o.placed_at >= $2 and o.placed_at <= $3
  order by o.placed_at desc, o.id desc limit 50`;
const minimalParams = [variables.filter.status, variables.filter.placedAt_gte, variables.filter.placedAt_lte];
async function minimal(): Promise<number> {
  return (await db.query(minimalSql, minimalParams)).rows.length;
}
{
  // The yardstick must answer the same question: the same 50 orders in the same order.
  const answer = await graphql.answer({ headers }, Buffer.from(body));
  const viaServer = (JSON.parse(answer!.body) as { data: { orders: { nodes: { id: string }[] } } }).data
    .orders.nodes;
  const viaMinimal = (await db.query<{ id: string }>(minimalSql, minimalParams)).rows;
  if (viaServer.map((n) => n.id).join() !== viaMinimal.map((r) => r.id).join()) {
    throw new Error('the minimal statement does not return the rows the server does');
  }
}

for (let i = 0; i < warmup; i += 1) {
  await viaGraphQL();
  await viaYoga();
  await viaHttp();
  await direct();
  await minimal();
}
// Interleaved so both sides see the same machine load.
const gql: number[] = [];
const yogaTimes: number[] = [];
const http: number[] = [];
const sql: number[] = [];
const minimalTimes: number[] = [];
async function time(run: () => Promise<number>, into: number[]): Promise<void> {
  const t = performance.now();
  await run();
  into.push(performance.now() - t);
}
for (let i = 0; i < iterations; i += 1) {
  await time(viaGraphQL, gql);
  await time(direct, sql);
  await time(minimal, minimalTimes);
  await time(viaYoga, yogaTimes);
  await time(viaHttp, http);
}
for (const xs of [gql, yogaTimes, http, sql, minimalTimes]) xs.sort((a, b) => a - b);
const p = (xs: number[], q: number) => percentile(xs, q);
const total = (await db.query<{ n: number }>('select count(*)::int8 as n from orders')).rows[0]?.n ?? 0;
const ratio50 = p(gql, 50) / p(minimalTimes, 50);
const ratio95 = p(gql, 95) / p(minimalTimes, 95);
console.log(
  `orders list: ${total.toLocaleString('en')} orders, 50 rows, status + 90-day range, newest first`,
);
console.log(`${iterations} iterations after ${warmup} warm-up; ${machine()}`);
const line = (name: string, xs: number[]) =>
  console.log(`  ${name.padEnd(34)} p50 ${p(xs, 50).toFixed(2)} ms  p95 ${p(xs, 95).toFixed(2)} ms`);
line('GraphQL (POST handler, in-process)', gql);
line('SQL minimal (10 columns, 2 joins)', minimalTimes);
console.log(`  ratio GraphQL/minimal SQL:         p50 ${ratio50.toFixed(2)}  p95 ${ratio95.toFixed(2)}`);
line("SQL direct (the server's statement)", sql);
console.log('  for comparison:');
line('Yoga fetch, in-process', yogaTimes);
line('HTTP round trip (loopback)', http);
const ok = ratio50 <= 1.3 && p(gql, 95) <= 15;
console.log(`  target ratio ≤ 1.3 and GraphQL p95 ≤ 15 ms: ${ok ? 'met' : 'NOT met'}`);
agent.destroy();
await app.close();
await db.close();
