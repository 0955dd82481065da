import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createGraphQLHttp } from '../../packages/api/src/graphql/http.ts';
import { createGraphQL } from '../../packages/api/src/graphql/server.ts';
import { RESOURCE_SPECS } from '../../packages/api/src/resources/specs/index.ts';
import { ResourceStore } from '../../packages/api/src/resources/store.ts';
import {
  adminToken,
  BENCH_DATABASE_URL,
  benchApp,
  benchDatabase,
  flag,
  machine,
  percentile,
} from '../lib/bench.ts';

// pnpm bench:export-job [--orders 20000] [--runs 5]
// The export job (queue → cursor → shared CSV writer → file) against `psql \copy` of the same query, in the
// same run, interleaved, reported as the ratio of medians (from enqueue to the succeeded row, and the job's
// own started → finished time, which leaves out the queue's pick-up: up to its 1 s polling); and this process's peak RSS above idle while the
// jobs run (the server, its worker and the file writer all live in this process). Around each job the orders
// screen's list (50 rows, status + 90 days, newest first, through the server's GraphQL handler in this process)
// is asked for every 20 ms: for as long as the job runs, and for 3 s before it (idle); p50/p99 of both.
const orders = flag('orders', 20_000);
const runs = flag('runs', 5);
const db = await benchDatabase(orders);
const app = await benchApp(db);
const spec = RESOURCE_SPECS.find((s) => s.list === 'orders')!;
const query = new ResourceStore(db).exportQuery(spec, { filter: null, sort: null });
if (query.params.length > 0) throw new Error('the bench query takes no parameters');

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
const listHeaders = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json,application/json;q=0.9',
  authorization: `Bearer ${await adminToken(app)}`,
};
const to = new Date();
const listBody = Buffer.from(
  JSON.stringify({
    query: `query OrdersPage($filter: OrderFilter, $first: Int) {
      orders(filter: $filter, first: $first) {
        nodes { id orderNo customerName storeName status paymentStatus grandTotal currencyCode placedAt version }
        pageInfo { hasNextPage endCursor }
      }
    }`,
    variables: {
      first: 50,
      filter: {
        status: 'delivered',
        placedAt_gte: new Date(to.getTime() - 90 * 86400_000).toISOString(),
        placedAt_lte: to.toISOString(),
      },
    },
    operationName: 'OrdersPage',
  }),
);
/** The orders list every 20 ms until `until` settles (or for `ms`); each answer's time in ms. */
async function probeList(until: Promise<unknown> | number): Promise<number[]> {
  const times: number[] = [];
  let over = false;
  if (typeof until === 'number') setTimeout(() => (over = true), until);
  else void until.finally(() => (over = true)).catch(() => undefined);
  while (!over) {
    const started = performance.now();
    const answer = await graphql.answer({ headers: listHeaders }, listBody);
    if (!answer || answer.body.includes('"errors"')) throw new Error(`orders list failed: ${answer?.body}`);
    times.push(performance.now() - started);
    await new Promise((done) => setTimeout(done, 20));
  }
  return times;
}

async function exportJob(): Promise<{ ms: number; runMs: number; rows: number }> {
  const started = performance.now();
  const job = await app.jobs.enqueue('export', { entity: 'orders', filter: null, sort: null }, null);
  for (;;) {
    const { rows } = await db.query<{
      status: string;
      summary: { rows: number } | null;
      error: string | null;
      run_ms: number | null;
    }>(
      `select status, summary, error,
              extract(epoch from finished_at - started_at)::float8 * 1000 as run_ms
         from jobs where id = $1`,
      [job.id as string],
    );
    const r = rows[0]!;
    if (r.status === 'succeeded')
      return { ms: performance.now() - started, runMs: Number(r.run_ms), rows: r.summary!.rows };
    if (r.status === 'failed' || r.status === 'cancelled')
      throw new Error(`export job ${r.status}: ${r.error}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

function psqlCopy(): number {
  const started = performance.now();
  execFileSync('psql', [
    BENCH_DATABASE_URL,
    '-q',
    '-c',
    `\\copy (${query.sql}) to '/dev/null' with (format csv, header)`,
  ]);
  return performance.now() - started;
}

global.gc?.();
await new Promise((done) => setTimeout(done, 500));
const idle = process.memoryUsage().rss;
let peak = idle;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

const jobMs: number[] = [];
const runMs: number[] = [];
const copyMs: number[] = [];
const idleList: number[] = [];
const busyList: number[] = [];
let rows = 0;
await exportJob(); // warm-up: plans, caches, the first file
psqlCopy();
for (let i = 0; i < runs; i += 1) {
  idleList.push(...(await probeList(3000)));
  const running = exportJob();
  const [job, during] = await Promise.all([running, probeList(running)]);
  busyList.push(...during);
  rows = job.rows;
  jobMs.push(job.ms);
  runMs.push(job.runMs);
  copyMs.push(psqlCopy());
}
clearInterval(sampler);
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `export job of orders: ${rows.toLocaleString('en')} rows, ${runs} runs interleaved with psql \\copy; ${machine()}`,
);
console.log(
  `  export job  median ${median(jobMs).toFixed(0)} ms  (runs: ${jobMs.map((m) => m.toFixed(0)).join(', ')})`,
);
console.log(
  `  psql \\copy  median ${median(copyMs).toFixed(0)} ms  (runs: ${copyMs.map((m) => m.toFixed(0)).join(', ')})`,
);
console.log(
  `  job running (started → finished) median ${median(runMs).toFixed(0)} ms  (runs: ${runMs.map((m) => m.toFixed(0)).join(', ')})`,
);
console.log(`  ratio job / \\copy: ${(median(jobMs) / median(copyMs)).toFixed(2)}×`);
console.log(
  `  ratio job running / \\copy: ${(median(runMs) / median(copyMs)).toFixed(2)}× (without the queue's pick-up, up to its 1 s polling)`,
);
console.log(`  RSS idle ${mb(idle)}, peak ${mb(peak)}: ${mb(peak - idle)} above idle`);
const sortedIdle = [...idleList].sort((a, b) => a - b);
const sortedBusy = [...busyList].sort((a, b) => a - b);
const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1);
console.log(
  `  orders list idle p50 ${p(sortedIdle, 50)} ms p99 ${p(sortedIdle, 99)} ms (${idleList.length} answers); while the job runs p50 ${p(sortedBusy, 50)} ms p99 ${p(sortedBusy, 99)} ms (${busyList.length}): p99 ratio ${(percentile(sortedBusy, 99) / percentile(sortedIdle, 99)).toFixed(2)}×`,
);
console.log(`after: ${machine()}`);
await app.close();
await db.close();
