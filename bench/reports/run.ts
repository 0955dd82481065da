import { performance } from 'node:perf_hooks';
import { REPORTS, formatReportDay } from '../../packages/domain/src/index.ts';
import { createGraphQLHttp } from '../../packages/api/src/graphql/http.ts';
import { createGraphQL } from '../../packages/api/src/graphql/server.ts';
import { baseViews, checkReportRequest, runReport } from '../../packages/api/src/reports/engine.ts';
import { foldRollupBuffer, rebuildRollups } from '../../packages/api/src/reports/rollups.ts';
import { cpuSeconds } from '../lib/otherCpu.ts';
import { adminToken, benchApp, benchDatabase, flag, machine, percentile } from '../lib/bench.ts';

// pnpm bench:reports [--orders 1000000] [--iterations 20] [--writes 1500] [--block 50] [--warm 5]
//   [--concurrency 1]
//   [--base-cap 60000] [--only reports,dashboard,writes,upkeep,export] [--types sales-orders,…]
// Every report type × (last 30 days, last 12 months) × each grouping through the GraphQL POST handler
// (in-process), beside it the same answer computed from the base tables (the base_rollup_* views, once per
// case); the dashboard; and order placement + status change throughput with rollup upkeep vs without
// (the rollup triggers disabled), interleaved in blocks so both see the same machine load.
const orders = flag('orders', 1_000_000);
const iterations = flag('iterations', 20);
const writes = flag('writes', 1500);
const BASE_CAP_MS = flag('base-cap', 60_000);
const onlyAt = process.argv.indexOf('--only');
const only = new Set(onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',') : []);
const section = (name: string) => only.size === 0 || only.has(name);
const typesAt = process.argv.indexOf('--types');
const types = typesAt >= 0 ? (process.argv[typesAt + 1] ?? '').split(',') : null;

const db = await benchDatabase(orders);
/** Fresh statistics for the rollups after a rebuild (it truncates and refills them; plans read the row counts). */
async function analyzeRollups() {
  const { rows } = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename like 'rollup\\_%'`,
  );
  for (const { name } of rows) await db.exec(`analyze ${name}`);
}
const rollupRows =
  (await db.query<{ n: number }>('select count(*)::int8 as n from rollup_orders')).rows[0]?.n ?? 0;
if (Number(rollupRows) === 0) {
  console.log('rebuilding rollups …');
  const { ms } = await db.transaction((tx) => rebuildRollups(tx));
  await analyzeRollups();
  console.log(`  done in ${(ms / 1000).toFixed(1)} s`);
}
const app = await benchApp(db);
let token = await adminToken(app);
const graphql = createGraphQLHttp(
  createGraphQL({
    db,
    auth: app.auth,
    events: app.events,
    logger: app.logger,
    metrics: app.metrics,
    adminUrl: 'http://localhost',
  }),
);
const headers = {
  'content-type': 'application/json',
  accept: 'application/json',
  authorization: `Bearer ${token}`,
};

async function ask(
  query: string,
  variables: Record<string, unknown>,
  again = true,
): Promise<Record<string, unknown>> {
  const answer = await graphql.answer({ headers }, Buffer.from(JSON.stringify({ query, variables })));
  if (!answer) throw new Error('the fast path did not take the query');
  const json = JSON.parse(answer.body) as {
    data?: Record<string, unknown>;
    errors?: { extensions?: { code?: string } }[];
  };
  // A long run outlives the access token: sign in again (outside the timed answer's figures, once).
  if (again && json.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED') {
    token = await adminToken(app);
    headers.authorization = `Bearer ${token}`;
    return ask(query, variables, false);
  }
  if (json.errors || !json.data) throw new Error(JSON.stringify(json.errors));
  return json.data;
}
async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const value = await run();
  return [performance.now() - t, value];
}
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95) };
};

const today = (await db.query<{ d: string }>(`select to_char(market_day(now()), 'YYYY-MM-DD') as d`)).rows[0]!
  .d;
const back = (days: number) => formatReportDay(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000);
const RANGES = { '30 days': { from: back(29), to: today }, '12 months': { from: back(364), to: today } };
const REPORT = `query($type: String!, $range: ReportRangeInput!, $groupBy: String) {
  report(type: $type, range: $range, groupBy: $groupBy, first: 50) { rows { cells } totals { cells } totalCount } }`;

const total = (await db.query<{ n: number }>('select count(*)::int8 as n from orders')).rows[0]?.n ?? 0;
console.log(
  `reports: ${Number(total).toLocaleString('en')} orders; ${iterations} runs per case; ${machine()}`,
);
console.log(
  `  type × range × grouping: GraphQL p50 / p95 ms | same answer from the base tables (once per type × range, capped at ${BASE_CAP_MS} ms), ms`,
);
let worst = 0;
/** Milliseconds to answer from the base views, or `>cap` (the statement cancelled) when slower. */
async function baseTime(type: string, range: { from: string; to: string }, groupBy: string | null) {
  const checked = checkReportRequest({ type, range, groupBy, first: 50 });
  return db.transaction(async (tx) => {
    await tx.exec(`set local statement_timeout = ${BASE_CAP_MS}`);
    const [ms, answered] = await timed(() =>
      runReport(tx, checked, baseViews).then(
        () => true,
        () => false,
      ),
    );
    return answered ? ms.toFixed(0) : `>${BASE_CAP_MS}`;
  });
}
for (const report of section('reports') ? REPORTS.filter((r) => !types || types.includes(r.type)) : []) {
  for (const [rangeName, range] of Object.entries(RANGES)) {
    for (const groupBy of report.groupings.length ? report.groupings : [null]) {
      const vars = { type: report.type, range, groupBy };
      await ask(REPORT, vars);
      const times: number[] = [];
      for (let i = 0; i < iterations; i++) times.push((await timed(() => ask(REPORT, vars)))[0]);
      // The base tables' answer once per type × range (every grouping scans the same base rows), capped.
      const first = groupBy === (report.groupings[0] ?? null);
      const baseMs = first ? await baseTime(report.type, range, groupBy) : null;
      const { p50, p95 } = stats(times);
      worst = Math.max(worst, p95);
      console.log(
        `  ${report.type.padEnd(24)} ${rangeName.padEnd(9)} ${(groupBy ?? '-').padEnd(8)} ${p50.toFixed(1).padStart(7)} / ${p95.toFixed(1).padStart(7)} | ${(baseMs ?? '″').padStart(7)}`,
      );
    }
  }
}
if (section('reports'))
  console.log(
    `  worst report p95: ${worst.toFixed(1)} ms (target ≤ 50 ms: ${worst <= 50 ? 'met' : 'NOT met'})`,
  );

const DASHBOARD = `query($range: ReportRangeInput!) { dashboard(range: $range) {
  kpis { key value previous series { day value } } ordersPerDay { day orders revenue }
  ordersByStatus { key orders } topStores { key revenue } topProducts { key revenue } paymentMethods { key orders } } }`;
for (const [rangeName, range] of Object.entries(section('dashboard') ? RANGES : {})) {
  await ask(DASHBOARD, { range });
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) times.push((await timed(() => ask(DASHBOARD, { range })))[0]);
  const { p50, p95 } = stats(times);
  console.log(
    `  dashboard ${rangeName.padEnd(9)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms (target p95 ≤ 50 ms)`,
  );
}

// Writes: place an order, then move it on; blocks alternate with and without the rollup triggers.
const TRIGGERS = [
  'orders.orders_rollup_insert',
  'orders.orders_rollup_update',
  'orders.orders_rollup_delete',
  'order_items.order_items_rollup_insert',
  'order_items.order_items_rollup_update',
  'order_items.order_items_rollup_delete',
  'coupon_redemptions.coupon_redemptions_rollup',
  'returns.returns_rollup',
];
const setTriggers = async (on: boolean) => {
  for (const t of TRIGGERS) {
    const [table, name] = t.split('.');
    await db.exec(`alter table ${table} ${on ? 'enable' : 'disable'} trigger ${name}`);
  }
};
const pick = (
  await db.query<{ customer: string; store: string; product: string; next: string; first: string }>(
    `select (select id from customers order by email limit 1) as customer, p.store_id as store, p.id as product,
          (select code from order_statuses order by sort, code limit 1) as first,
          (select to_status from order_status_transitions where from_status = (select code from order_statuses order by sort, code limit 1)
           order by to_status limit 1) as next
   from products p join stores s on s.id = p.store_id where p.is_available and s.is_active limit 1`,
  )
).rows[0]!;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id version } }`;
const MOVE = `mutation($id: ID!, $v: Int!, $to: String) { changeOrderStatus(id: $id, version: $v, input: {toStatus: $to}) { id } }`;
async function oneOrder(): Promise<void> {
  const placed = (await ask(PLACE, {
    input: { customerId: pick.customer, storeId: pick.store, items: [{ productId: pick.product, qty: 2 }] },
  })) as { placeOrder: { id: string; version: number } };
  await ask(MOVE, { id: placed.placeOrder.id, v: placed.placeOrder.version, to: pick.next });
}
// Many short blocks rather than a few long ones: an autovacuum or checkpoint then lands in one block of each
// kind, not in a tenth of the run. Each pair of blocks gives a ratio too, printed as a spread.
const block = flag('block', 50);
// --concurrency N: N clients place and move orders at once (a block's orders split between them), so the
// database rather than one client's round trips sets the pace; 1 by default, the figure the README records.
const concurrency = flag('concurrency', 1);
if (block % concurrency !== 0) throw new Error('--block must be a multiple of --concurrency');
// --warm N: untimed pairs after each switch of the triggers. Switching is ALTER TABLE on orders and
// order_items, which invalidates every connection's cached plans of statements that read those tables (the
// trigger functions' among them), so the first writes after a switch plan again. A server never switches
// its triggers: the timed blocks start after a few pairs.
const warm = flag('warm', 5);
/** Milliseconds of each pair of blocks, with and without upkeep: every figure below is derived from these. */
const pairs: { with: number; without: number }[] = [];
/** Milliseconds of the with-upkeep blocks spent folding the buffers (included in their time). */
let folding = 0;
/** CPU seconds of the timed blocks of each side: this process (server and client) and PostgreSQL's. */
const cpu = { with: { self: 0, postgres: 0 }, without: { self: 0, postgres: 0 } };
/** The ratio of a set of pairs' totals: time without upkeep over time with it. */
const ratioOf = (set: readonly { with: number; without: number }[]) =>
  set.reduce((sum, p) => sum + p.without, 0) / set.reduce((sum, p) => sum + p.with, 0);
if (section('writes')) {
  // Warm both paths once, then alternate the order of the pair (with/without, without/with, …) so a
  // drift in machine load falls on both sides alike.
  await oneOrder();
  try {
    for (let done = 0; done < writes; done += block) {
      const pair = { with: 0, without: 0 };
      for (const on of pairs.length % 2 === 0 ? [true, false] : [false, true]) {
        const side = on ? 'with' : 'without';
        await setTriggers(on);
        // As many clients as the timed block, so that each connection it uses is warm.
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            for (let i = 0; i < warm; i++) await oneOrder();
          }),
        );
        const cpuBefore = cpuSeconds();
        const t = performance.now();
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            for (let i = 0; i < block / concurrency; i++) await oneOrder();
          }),
        );
        // Writes to today's orders wait in buffers (migration 028): they are folded into the rollups in the
        // block that wrote them, so the fold is counted with the upkeep. (The server's timer folds every few
        // seconds too, in whichever block is running; after this fold it finds nothing in the others.)
        if (on) {
          const f = performance.now();
          await foldRollupBuffer(db);
          folding += performance.now() - f;
        }
        pair[side] = performance.now() - t;
        const cpuAfter = cpuSeconds();
        if (cpuBefore && cpuAfter) {
          cpu[side].self += cpuAfter.self - cpuBefore.self;
          cpu[side].postgres += cpuAfter.postgres - cpuBefore.postgres;
        }
      }
      pairs.push(pair);
    }
  } finally {
    await setTriggers(true);
  }
  const n = pairs.length * block;
  const rate = (side: 'with' | 'without') => (n / pairs.reduce((sum, p) => sum + p[side], 0)) * 1000;
  console.log(
    `  placement + status change, ${n} each way, interleaved blocks of ${block}: with rollups ${rate('with').toFixed(1)}/s, without ${rate('without').toFixed(1)}/s, ratio ${ratioOf(pairs).toFixed(2)} (target ≥ 0.9)`,
  );
  console.log(`  of the time with rollups, folding the buffers: ${(folding / n).toFixed(3)} ms a pair`);
  const perOrder = (seconds: number) => `${((seconds / n) * 1000).toFixed(2)} ms`;
  console.log(
    `  CPU per placement + status change: server ${perOrder(cpu.with.self)} with, ${perOrder(cpu.without.self)} without; PostgreSQL ${perOrder(cpu.with.postgres)} with, ${perOrder(cpu.without.postgres)} without`,
  );
  // How far the ratio could be off by chance: the pairs of blocks resampled with replacement (bootstrap), the
  // ratio of each resample's totals; a run whose interval straddles 0.9 has not settled the target either way.
  // A fixed-seed generator (Park–Miller), so the same run's figures print the same interval.
  let seed = 1;
  const random = () => ((seed = (seed * 48_271) % 2_147_483_647) - 1) / 2_147_483_646;
  const resampled = Array.from({ length: 2000 }, () =>
    ratioOf(pairs.map(() => pairs[Math.floor(random() * pairs.length)]!)),
  ).sort((a, b) => a - b);
  console.log(
    `  ratio's 95% interval (bootstrap over the ${pairs.length} pairs): ${percentile(resampled, 2.5).toFixed(3)}–${percentile(resampled, 97.5).toFixed(3)}`,
  );
  const sorted = pairs.map((p) => p.without / p.with).sort((a, b) => a - b);
  console.log(
    `  ratio per pair of blocks (${sorted.length}): min ${sorted[0]!.toFixed(2)}, median ${percentile(sorted, 50).toFixed(2)}, max ${sorted.at(-1)!.toFixed(2)}`,
  );
  // The orders written without upkeep are not in the rollups: recompute them so later runs stay exact.
  const { ms } = await db.transaction((tx) => rebuildRollups(tx));
  await analyzeRollups();
  console.log(
    `  rollups rebuilt afterwards (rollups_rebuild()) in ${(ms / 1000).toFixed(1)} s, then analyzed`,
  );
}
// The upkeep alone (--only upkeep): the database places a one-line order and moves its status in a PL/pgSQL
// loop, a commit after each, without the server or its round trips, in interleaved blocks with and without the
// rollup triggers. What the write section's ratio hides, since the server's own work is in both of its sides:
// the upkeep's cost per pair in milliseconds of the database's time, to compare trigger code in one sitting.
if (section('upkeep')) {
  await db.exec(`create or replace procedure bench_upkeep_pairs(n int, inout ms float8 default 0) language plpgsql as $$
    declare
      c uuid := '${pick.customer}';
      s uuid := '${pick.store}';
      p uuid := '${pick.product}';
      m uuid := (select merchant_id from stores where id = '${pick.store}');
      currency char(3) := (select currency_code from stores where id = '${pick.store}');
      new_id uuid;
      started timestamptz;
    begin
      -- Commits without waiting for the disk: a flush per commit is the same on both sides, and its wait
      -- (milliseconds on some disks here) would drown the upkeep's CPU. Set back at the end.
      perform set_config('synchronous_commit', 'off', false);
      started := clock_timestamp();
      for i in 1..n loop
        new_id := gen_random_uuid();
        insert into order_items (order_id, product_id, name, unit_price, qty, line_total)
          values (new_id, p, 'bench', 100, 2, 200);
        insert into orders (id, order_no, customer_id, store_id, merchant_id, status, currency_code, subtotal, grand_total)
          values (new_id, 'BENCH-' || new_id, c, s, m, '${pick.first}', currency, 200, 200);
        commit;
        update orders set status = '${pick.next}' where id = new_id;
        commit;
      end loop;
      ms := extract(epoch from clock_timestamp() - started) * 1000;
      perform set_config('synchronous_commit', 'on', false);
    end $$`);
  const blocks: { with: number; without: number }[] = [];
  const blockOf = block * 4; // the loop runs a pair several times faster than the server's path: longer blocks
  const run = async () =>
    Number((await db.query<{ ms: number }>(`call bench_upkeep_pairs(${blockOf})`)).rows[0]!.ms);
  // The with-upkeep side folds the rows it buffered (migration 028) after each block, counted in its time.
  let upkeepFolding = 0;
  const fold = async () => {
    const t = performance.now();
    await foldRollupBuffer(db);
    const ms = performance.now() - t;
    upkeepFolding += ms;
    return ms;
  };
  try {
    await setTriggers(true);
    await run(); // warm: plans cached, pages read
    await fold();
    upkeepFolding = 0;
    for (let done = 0; done < writes; done += blockOf) {
      const pair = { with: 0, without: 0 };
      for (const on of blocks.length % 2 === 0 ? [true, false] : [false, true]) {
        await setTriggers(on);
        pair[on ? 'with' : 'without'] = on ? (await run()) + (await fold()) : await run();
      }
      blocks.push(pair);
    }
  } finally {
    await setTriggers(true);
    await db.exec('drop procedure bench_upkeep_pairs');
  }
  const n = blocks.length * blockOf;
  const perPair = (side: 'with' | 'without') => blocks.reduce((sum, b) => sum + b[side], 0) / n;
  const upkeep = blocks.map((b) => (b.with - b.without) / blockOf).sort((a, b) => a - b);
  console.log(
    `  upkeep alone (PL/pgSQL loop, ${n} placements + status changes each way, blocks of ${blockOf}): ${perPair('with').toFixed(3)} ms a pair with rollups, ${perPair('without').toFixed(3)} without — upkeep ${(perPair('with') - perPair('without')).toFixed(3)} ms a pair (per block: min ${upkeep[0]!.toFixed(3)}, median ${percentile(upkeep, 50).toFixed(3)}, max ${upkeep.at(-1)!.toFixed(3)})`,
  );
  console.log(`  of the upkeep, folding the buffers: ${(upkeepFolding / n).toFixed(3)} ms a pair`);
  const { ms } = await db.transaction((tx) => rebuildRollups(tx));
  await analyzeRollups();
  console.log(`  rollups rebuilt afterwards in ${(ms / 1000).toFixed(1)} s, then analyzed`);
}
// CSV export: every type over the last 12 months through GET /api/export/report (HTTP, bearer token), read
// as a client would; peak RSS of this process (server and client both) above its idle RSS before each export.
if (section('export')) {
  const base = await app.listen(0);
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  let worstPeak = 0;
  console.log(`  CSV export, last 12 months: rows, time, peak RSS above idle; ${machine()}`);
  for (const report of REPORTS) {
    global.gc?.();
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const params = new URLSearchParams({ type: report.type, ...RANGES['12 months'] });
    const started = performance.now();
    const res = await fetch(`${base}/api/export/report?${params}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200 || !res.body)
      throw new Error(`export answered ${res.status}: ${await res.text()}`);
    let lines = 0;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const b of value) if (b === 10) lines += 1;
    }
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    worstPeak = Math.max(worstPeak, peak - idle);
    console.log(
      `  ${report.type.padEnd(24)} ${String(lines - 1).padStart(7)} rows ${(performance.now() - started).toFixed(0).padStart(6)} ms  +${mb(peak - idle)}`,
    );
  }
  console.log(`  worst export peak above idle: ${mb(worstPeak)} (target ≤ 100 MB)`);
}
console.log(`  ${machine()}`);
await app.close();
await db.close();
