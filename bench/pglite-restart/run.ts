import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isStatementTimeout } from '../../packages/api/src/db/database.ts';
import { migrate, openDatabase } from '../../packages/api/src/db/index.ts';
import { seedIfEmpty } from '../../packages/api/src/seed/index.ts';
import { flag, machine, percentile, quietEnough } from '../lib/bench.ts';

// pnpm bench:pglite-restart [--runs 10] [--timeout 500]
// What a statement past STATEMENT_TIMEOUT_MS costs on the embedded database: PGlite cannot cancel it, so its
// thread is ended and a new one opens the same data folder (db/database.ts). Each run starts a 60-second
// statement with a one-row query queued behind it, and measures from the statement's TIMEOUT to the one-row
// answer: the restart a waiting request pays on top of the time limit. A data folder with the demo seed.
const runs = flag('runs', 10);
const timeoutMs = flag('timeout', 500);

const dir = mkdtempSync(join(tmpdir(), 'market-bench-restart-'));
try {
  const db = await openDatabase({ dataDir: join(dir, 'pglite'), statementTimeoutMs: timeoutMs });
  await migrate(db);
  console.log('seeding the demo data …');
  await seedIfEmpty(db);
  const orders = (await db.query<{ n: number }>('select count(*)::int8 as n from orders')).rows[0]?.n ?? 0;
  const restarts: number[] = [];
  for (let i = 0; i < runs; i++) {
    let timedOutAt = NaN;
    const long = db.query('select pg_sleep(60)').then(
      () => {
        throw new Error('the long statement finished: the guard did not stop it');
      },
      (error: unknown) => {
        if (!isStatementTimeout(error)) throw error;
        timedOutAt = performance.now();
      },
    );
    const small = db.query('select 1 as one');
    await long;
    await small;
    restarts.push(performance.now() - timedOutAt);
  }
  const count = (await db.query<{ n: number }>('select count(*)::int8 as n from orders')).rows[0]?.n;
  if (count !== orders) throw new Error(`orders after ${runs} restarts: ${count}, expected ${orders}`);
  await db.close();
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  // In order: the first restart after the seed replays more WAL (no checkpoint since) than the next ones.
  console.log(`runs in order: ${restarts.map(ms).join(', ')}`);
  restarts.sort((a, b) => a - b);
  console.log(
    `PGlite restart after a statement timeout (${timeoutMs} ms limit, ${orders.toLocaleString('en')} orders, ` +
      `${runs} runs): p50 ${ms(percentile(restarts, 50))}, max ${ms(restarts.at(-1) ?? NaN)} ` +
      `(TIMEOUT → the queued one-row query answered); every order still there`,
  );
  console.log(`${machine()}; ${quietEnough().note}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
