import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabaseIfMissing } from '../../packages/api/src/db/create.ts';
import { migrate, openDatabase, type Database } from '../../packages/api/src/db/index.ts';
import {
  createImportCheckJob,
  createImportCommitJob,
  type ImportParams,
} from '../../packages/api/src/imports/index.ts';
import type { JobContext, JobDefinition } from '../../packages/api/src/jobs/types.ts';
import { flag, machine } from '../lib/bench.ts';

// pnpm bench:import [--rows 100000] [--runs 1] [--pglite]
// Generates a products CSV (--rows rows, one store, one category), then runs the import check job and the
// import commit job on it, as the queue would (a JobContext over the real database); the commit twice, in
// turn with COPY (the default) and with INSERT … SELECT FROM unnest. Prints rows/s, this
// process's CPU time (the part of the work that does not depend on the database; on a loaded machine the
// steadier figure) and the peak RSS above idle (sampled every 20 ms) of each; then the database's time to
// insert as many rows by itself (INSERT … SELECT in SQL, rolled back), the commit's floor at the same load. PostgreSQL: IMPORT_BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/market_import_bench, dropped and migrated each run); --pglite: in memory.
const rows = flag('rows', 100_000);
const runs = flag('runs', 1);
const usePglite = process.argv.includes('--pglite');
const url = process.env.IMPORT_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/market_import_bench';

const dir = mkdtempSync(join(tmpdir(), 'import-bench-'));
const uploadId = '00000000-0000-4000-8000-000000000001';
const lines = ['store,sku,name,category,price,compare_at_price,stock,is_available,description'];
for (let i = 1; i <= rows; i += 1)
  lines.push(
    `bench-store,SKU-${i},"Product ${i}, size ${i % 7}",bench,${(i % 5000) + 1}.${String(i % 100).padStart(2, '0')},,${i % 1000},${i % 2 === 0},"A description of product ${i}"`,
  );
writeFileSync(join(dir, `${uploadId}.csv`), `${lines.join('\n')}\n`);
lines.length = 0;

async function freshDb(): Promise<Database> {
  if (usePglite) return openDatabase({ url: undefined });
  await createDatabaseIfMissing(url);
  const db = await openDatabase({ url, maxConnections: 4 });
  await db.exec('drop schema if exists public cascade; create schema public;');
  return db;
}

function context(db: Database): JobContext<ImportParams> {
  const params: ImportParams = { entity: 'products', uploadId, mode: 'create-only' };
  return {
    jobId: crypto.randomUUID(),
    params,
    startedBy: null,
    db,
    signal: new AbortController().signal,
    progress: async () => undefined,
    log: async () => undefined,
    checkpoint: async () => undefined,
    createFile: async (name) => {
      const path = join(dir, name);
      const stream = createWriteStream(path);
      return {
        stream,
        finish: async () => ({ fileId: path, bytes: 0 }),
        discard: async () => rmSync(path, { force: true }),
      };
    },
  };
}

async function measure(label: string, def: JobDefinition<ImportParams>, db: Database) {
  global.gc?.();
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const outcome = await def.run(context(db));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const s = outcome.summary ?? {};
  if (s.errorCount !== 0)
    throw new Error(`${label}: ${String(s.errorCount)} errors: ${String(s.errors).slice(0, 300)}`);
  console.log(
    `  ${label}: ${seconds.toFixed(2)} s, ${Math.round(rows / seconds).toLocaleString('en')} rows/s, CPU of this process ${((used.user + used.system) / 1e6).toFixed(2)} s, peak RSS ${((peak - idle) / 1024 / 1024).toFixed(0)} MB above idle (${(idle / 1024 / 1024).toFixed(0)} MB)`,
  );
}

console.log(
  `import of ${rows.toLocaleString('en')} product rows on ${usePglite ? 'PGlite (memory)' : 'PostgreSQL'}; ${machine()}`,
);
const options = { uploadsDir: dir };
for (let run = 1; run <= runs; run += 1) {
  const db = await freshDb();
  await migrate(db);
  await db.exec(`
    insert into currencies (name, code, decimal_places, is_default) values ('US Dollar', 'USD', 2, true);
    insert into merchants (legal_name, contact_name, email) values ('Bench Ltd', 'Bench', 'bench@example.com');
    insert into store_types (name, slug) values ('Bench', 'bench');
    insert into stores (merchant_id, store_type_id, name, slug) select m.id, t.id, 'Bench', 'bench-store' from merchants m, store_types t;
    insert into categories (name, slug) values ('Bench', 'bench');`);
  console.log(`run ${run}:`);
  await measure('check ', createImportCheckJob(options), db);
  // The commit writes with COPY (create-only's default) and with INSERT … SELECT FROM unnest, in turn
  // (the order alternates by run), each into an empty products table.
  const ways = run % 2 === 1 ? [true, false] : [false, true];
  for (const copy of ways) {
    await db.exec('truncate products cascade');
    await measure(
      copy ? 'commit (COPY)  ' : 'commit (INSERT)',
      createImportCommitJob({ ...options, copy }),
      db,
    );
    const n = (await db.query<{ n: number }>('select count(*)::int as n from products')).rows[0]?.n;
    if (Number(n) !== rows) throw new Error(`expected ${rows} products, found ${n}`);
  }
  // The database's share alone: the same rows (other SKUs) inserted by one INSERT … SELECT in the
  // database, rolled back, into an empty table as the commits were. The commit cannot be faster than this
  // on the machine as loaded now.
  await db.exec('truncate products cascade');
  const floorStarted = performance.now();
  await db
    .transaction(async (tx) => {
      await tx.query(
        `insert into products (store_id, sku, name, category_id, price, stock, is_available, description)
         select s.id, 'FLOOR-' || i, 'Product ' || i || ', size ' || (i % 7), c.id, (i % 5000) * 100 + 101,
                i % 1000, i % 2 = 0, 'A description of product ' || i
           from generate_series(1, $1::int) i, stores s, categories c`,
        [rows],
      );
      throw new Error('rollback');
    })
    .catch(() => undefined);
  const floor = (performance.now() - floorStarted) / 1000;
  console.log(
    `  database alone (INSERT … SELECT of ${rows.toLocaleString('en')} rows in SQL, rolled back): ${floor.toFixed(2)} s, ${Math.round(rows / floor).toLocaleString('en')} rows/s`,
  );
  await db.close();
}
console.log(`after: ${machine()}`);
rmSync(dir, { recursive: true, force: true });
