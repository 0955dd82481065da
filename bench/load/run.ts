import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { createDatabaseIfMissing } from '../../packages/api/src/db/create.ts';
import { migrate, openDatabase } from '../../packages/api/src/db/index.ts';
import { isEmpty, seedDemo } from '../../packages/api/src/seed/index.ts';
import { BENCH_DATABASE_URL, flag, machine, percentile } from '../lib/bench.ts';

// pnpm bench:load [--duration 60] [--rounds 4] [--only pglite|postgres] [--levels 10,50,200]
// Mixed reads and writes against the real server (src/main.ts in a child process, so the load generator
// does not share its event loop) on the demo data: per connection, a loop of the orders list, a customer
// search, a wallet posting (a write, 1 in 5), the orders list again and `me`. autocannon drives 10, 50 and
// 200 connections for `--duration` seconds each; meanwhile /healthz is sampled every 100 ms on its own
// connection. Prints, per database and level: throughput, p50/p99, errors (socket errors and timeouts,
// non-2xx answers, GraphQL errors in 200 answers) and /healthz p99 / max.
// The levels are interleaved: each gets `--duration` seconds in all, as `--rounds` slices run in turn (forward,
// then backward, …), so a machine that gets busier or quieter during the run weighs on every level alike —
// the overload ratio (200 connections against the best level) compares like with like. Latencies are every
// response's own time, pooled over a level's slices.
const duration = flag('duration', 60);
const rounds = Math.max(1, flag('rounds', 4));
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
const levelsAt = process.argv.indexOf('--levels');
const levels = levelsAt >= 0 ? (process.argv[levelsAt + 1] ?? '').split(',').map(Number) : [10, 50, 200];
const root = resolve(import.meta.dirname, '../..');
const WALLETS = 20;

/** Prepares the database (migrated, demo seed, bench wallets) and returns the wallets' ids. */
async function prepare(url: string | undefined, dataDir: string): Promise<string[]> {
  if (url) await createDatabaseIfMissing(url);
  const db = await openDatabase({ url, dataDir: url ? undefined : join(dataDir, 'pglite') });
  try {
    await migrate(db);
    if (await isEmpty(db)) {
      console.log('  seeding the demo data …');
      const { ms } = await seedDemo(db);
      console.log(`  seeded in ${(ms / 1000).toFixed(1)} s`);
    }
    const { rows } = await db.query<{ id: string }>(
      `insert into wallet_accounts (owner_type, owner_id, owner_name)
       select 'customer', gen_random_uuid(), 'Load bench ' || i from generate_series(1, ${WALLETS}) i
       returning id`,
    );
    return rows.map((r) => r.id);
  } finally {
    await db.close();
  }
}

function startServer(
  url: string | undefined,
  dataDir: string,
): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'packages/api/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: url ?? '',
      PORT: '0',
      LOG_LEVEL: 'warn',
      // The load is one account from one address: sign-in throttling is not what is measured.
      THROTTLE_IP_ATTEMPTS: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveStart, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const base = /API on (http:\/\/\S+)/.exec(out)?.[1];
      if (base) resolveStart({ base, child });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

function healthSampler(base: string) {
  const samples: number[] = [];
  let failures = 0;
  const timer = setInterval(() => {
    const started = performance.now();
    get(`${base}/healthz`, (res) => {
      res.resume();
      res.on('end', () => samples.push(performance.now() - started));
    }).on('error', () => failures++);
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return { samples, failures };
    },
  };
}

const gqlBody = (query: string, variables: Record<string, unknown> = {}) =>
  JSON.stringify({ query, variables });
const ORDERS = gqlBody(
  '{ orders(first: 20) { nodes { id orderNo status grandTotal currencyCode placedAt } } }',
);
const CUSTOMERS = gqlBody(
  'query($f: CustomerFilter) { customers(first: 20, filter: $f) { nodes { id name email } } }',
  { f: { name_contains: 'an' } },
);
const ME = gqlBody('{ me { id email } }');
const ADJUST =
  'mutation($i: WalletAdjustmentInput!) { postWalletAdjustment(input: $i) { journalId balance } }';

interface LevelTotals {
  connections: number;
  latencies: number[];
  requests: number;
  seconds: number;
  socketErrors: number;
  non2xx: number;
  graphqlErrors: number;
  health: number[];
  healthFailures: number;
}

const emptyTotals = (connections: number): LevelTotals => ({
  connections,
  latencies: [],
  requests: 0,
  seconds: 0,
  socketErrors: 0,
  non2xx: 0,
  graphqlErrors: 0,
  health: [],
  healthFailures: 0,
});

/** One slice of `seconds` at `totals.connections` connections, added to the level's totals. */
async function slice(
  base: string,
  token: string,
  wallets: string[],
  seconds: number,
  totals: LevelTotals,
  run: string,
) {
  const { connections } = totals;
  let sequence = 0;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const onResponse = (status: number, body: string) => {
    if (status === 200 && body.includes('"errors"')) totals.graphqlErrors++;
  };
  const read = (body: string) => ({ method: 'POST' as const, path: '/graphql', headers, body, onResponse });
  const health = healthSampler(base);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [
          read(ORDERS),
          read(CUSTOMERS),
          {
            method: 'POST',
            path: '/graphql',
            headers,
            setupRequest: (req) => {
              const n = sequence++;
              return {
                ...req,
                body: gqlBody(ADJUST, {
                  i: {
                    accountId: wallets[n % wallets.length],
                    amount: 1,
                    idempotencyKey: `load-${run}-${connections}-${totals.requests}-${n}`,
                    reason: 'load bench',
                  },
                }),
              };
            },
            onResponse,
          },
          read(ORDERS),
          read(ME),
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => totals.latencies.push(responseTime));
  });
  const h = health.stop();
  totals.requests += result.requests.total;
  totals.seconds += seconds;
  totals.socketErrors += result.errors + result.timeouts;
  totals.non2xx += result.non2xx;
  totals.health.push(...h.samples);
  totals.healthFailures += h.failures;
}

function row(t: LevelTotals) {
  const latencies = [...t.latencies].sort((a, b) => a - b);
  const health = [...t.health].sort((a, b) => a - b);
  return {
    connections: t.connections,
    'req/s': Math.round(t.requests / t.seconds),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    requests: t.requests,
    'socket errors+timeouts': t.socketErrors,
    non2xx: t.non2xx,
    'graphql errors': t.graphqlErrors,
    'healthz p99 ms': Number(percentile(health, 99).toFixed(1)),
    'healthz max ms': Number((health.at(-1) ?? NaN).toFixed(1)),
    'healthz failed': t.healthFailures,
  };
}

console.log(
  `bench:load — ${duration} s per level in ${rounds} interleaved rounds, levels ${levels.join('/')}; ${machine()}`,
);
const targets = [
  { name: 'pglite', url: undefined as string | undefined },
  { name: 'postgres', url: BENCH_DATABASE_URL },
].filter((t) => !only || t.name === only);
const run = Date.now().toString(36);
for (const target of targets) {
  // A folder of its own that outlives the run, so the PGlite demo seed is made once.
  const dataDir = join(tmpdir(), `market-bench-load-${target.name}`);
  mkdirSync(dataDir, { recursive: true });
  console.log(`\n${target.name}:`);
  const wallets = await prepare(target.url, dataDir);
  const { base, child } = await startServer(target.url, dataDir);
  try {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 'admin@example.com', password: 'Admin123!' }),
    });
    const { token } = (await login.json()) as { token: string };
    const totals = levels.map(emptyTotals);
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? totals : [...totals].reverse();
      for (const t of order) await slice(base, token, wallets, duration / rounds, t, run);
      console.log(`  round ${r + 1}/${rounds} done (${machine()})`);
    }
    const rows = totals.map(row);
    console.table(rows);
    const best = Math.max(...rows.map((r) => r['req/s']));
    const last = rows.at(-1);
    if (last)
      console.log(
        `  ${last.connections} connections: ${((100 * last['req/s']) / best).toFixed(0)} % of the best level's throughput`,
      );
  } finally {
    child.kill('SIGTERM');
  }
}
console.log(`\n${machine()}`);
