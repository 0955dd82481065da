import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App } from '../../packages/api/src/app.ts';
import { configFromEnv } from '../../packages/api/src/config.ts';
import { createDatabaseIfMissing } from '../../packages/api/src/db/create.ts';
import { migrate, openDatabase, type Database } from '../../packages/api/src/db/index.ts';
import { seedScale } from '../../packages/api/src/seed/scale.ts';
import { createLogger } from '../../packages/api/src/log.ts';

/** Benchmarks get a database of their own on the local server, never the one tests or the app use. */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/market_bench';

export function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/** Opens the bench database, migrated and holding at least `orders` orders (scale-seeded when short). */
export async function benchDatabase(orders: number): Promise<Database> {
  await createDatabaseIfMissing(BENCH_DATABASE_URL);
  const db = await openDatabase({ url: BENCH_DATABASE_URL });
  await migrate(db);
  const have = (await db.query<{ n: number }>('select count(*)::int8 as n from orders')).rows[0]?.n ?? 0;
  if (have < orders) {
    console.log(`seeding ${orders.toLocaleString('en')} orders (have ${have.toLocaleString('en')}) …`);
    const r = await seedScale(db, orders, (m) => console.log(`  ${m}`));
    console.log(`  done in ${(r.ms / 1000).toFixed(1)} s`);
  }
  return db;
}

/** The real server (auth, GraphQL, routes) on that database, not listening unless asked. */
export async function benchApp(db: Database, options: { adminDist?: string } = {}): Promise<App> {
  const dataDir = mkdtempSync(join(tmpdir(), 'market-bench-'));
  return createApp(
    {
      ...configFromEnv({}),
      dataDir,
      databaseUrl: BENCH_DATABASE_URL,
      adminDist: options.adminDist ?? join(dataDir, 'none'),
    },
    { db, logger: createLogger('silent') },
  );
}

export async function adminToken(app: App): Promise<string> {
  const result = await app.auth.login(
    { loginId: 'admin@example.com', password: 'Admin123!' },
    { ip: '127.0.0.1', cookie: undefined, secure: false },
  );
  const token = (result.body as { token?: string } | undefined)?.token;
  if (result.status !== 200 || !token) throw new Error(`admin login failed (${result.status})`);
  return token;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export function machine(): string {
  return `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, node ${process.version}`;
}

/**
 * Whether the machine is quiet enough for timings another engineer could reproduce: the 1-minute load
 * average under half the cores. A bench that times things refuses to call its figures a result otherwise
 * (`--busy-ok` prints them anyway, marked).
 */
export function quietEnough(): { quiet: boolean; note: string } {
  const load = loadavg()[0] ?? 0;
  const cores = availableParallelism();
  const quiet = load <= cores / 2;
  return {
    quiet,
    note: quiet
      ? `quiet (load ${load.toFixed(2)} on ${cores} cores)`
      : `BUSY: load ${load.toFixed(2)} on ${cores} cores — these timings are not a result`,
  };
}
