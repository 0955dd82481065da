/**
 * The statement time limit on the embedded database (PGlite with a data folder, as the server runs it) stops
 * the statement: PGlite cannot cancel one, so its thread is ended and a new one opens the same folder. What
 * waited behind the statement then runs, what was acknowledged before is still there, the transaction the
 * statement ran in is gone entirely, and /healthz answers throughout. (PostgreSQL's statement_timeout is
 * tested in stall.test.ts; the restart time is measured by `pnpm bench:pglite-restart`, not here.)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import { isConnectionEnded, isStatementTimeout, openDatabase } from '../src/db/database.ts';
import { createLogger } from '../src/log.ts';

/** Far longer than the test's own limit: if the guard did not stop it, the test would run past its time. */
const SLEEP_S = 90;
const LONG = `select pg_sleep(${SLEEP_S})`;

/** Settles a promise into its value or its error, without throwing. */
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value, error: undefined as unknown }),
    (error: unknown) => ({ value: undefined, error }),
  );

describe('statement time limit on PGlite with a data folder', () => {
  let app: App;
  let base: string;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'market-guard-'));
    // 2 s: far above any ordinary statement on a busy test machine, far below the sleeps below.
    const db = await openDatabase({ dataDir: join(dataDir, 'pglite'), statementTimeoutMs: 2000 });
    app = await createApp(
      { ...configFromEnv({}), dataDir, adminDist: join(dataDir, 'no-admin'), jwtSecret: undefined },
      { db, logger: createLogger('silent') },
    );
    base = await app.listen(0);
    await app.db.exec('create table guard_probe (n int not null)');
  }, 300_000);
  afterAll(async () => {
    await app.close();
    await app.db.close();
  }, 300_000);

  it('stops the statement: TIMEOUT, then what waited runs, acknowledged writes stay, /healthz answers', async () => {
    await app.db.query('insert into guard_probe values (1)');
    const started = Date.now();
    const long = settle(app.db.query(LONG));
    // Queued behind it (PGlite has one connection): a read and a write, sent to the new thread, once each.
    const small = settle(app.db.query<{ one: number }>('select 1 as one'));
    const write = settle(app.db.query('insert into guard_probe values (2)'));
    let healthy = 0;
    let longDone = false;
    void long.then(() => (longDone = true));
    while (!longDone) {
      const res = await fetch(`${base}/healthz`);
      expect(res.status).toBe(200);
      healthy++;
      await new Promise((r) => setTimeout(r, 50));
    }
    // /healthz answered while the statement ran (it runs on another thread).
    expect(healthy).toBeGreaterThan(3);
    expect(isStatementTimeout((await long).error)).toBe(true);
    expect((await small).value?.rows).toEqual([{ one: 1 }]);
    expect((await write).error).toBeUndefined();
    // Stopped, not finished: everything answered long before the sleep would have ended.
    expect(Date.now() - started).toBeLessThan(SLEEP_S * 1000);
    expect(app.db.restarts?.()).toBe(1);
    const rows = await app.db.query<{ n: number }>('select n from guard_probe order by n');
    expect(rows.rows).toEqual([{ n: 1 }, { n: 2 }]);
  }, 120_000);

  it('rolls back the whole transaction the statement ran in; its next statement is refused as retryable', async () => {
    const before = app.db.restarts?.() ?? 0;
    let next: unknown;
    const outcome = await settle(
      app.db.transaction(async (tx) => {
        await tx.query('insert into guard_probe values (10)');
        await tx.query('insert into guard_probe values (11)');
        try {
          await tx.query(LONG);
        } catch (error) {
          // A caller that carries on in the same transaction: its connection is gone.
          next = await settle(tx.query('insert into guard_probe values (12)'));
          throw error;
        }
      }),
    );
    expect(isStatementTimeout(outcome.error)).toBe(true);
    expect(isConnectionEnded((next as { error: unknown }).error)).toBe(true);
    expect(app.db.restarts?.()).toBe(before + 1);
    // Nothing of it was written; what was there before still is; a new transaction works.
    const rows = await app.db.query<{ n: number }>('select n from guard_probe order by n');
    expect(rows.rows).toEqual([{ n: 1 }, { n: 2 }]);
    await app.db.transaction(async (tx) => {
      await tx.query('insert into guard_probe values (3)');
    });
    const after = await app.db.query<{ n: number }>('select n from guard_probe order by n');
    expect(after.rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  }, 120_000);

  it('answers GraphQL after a restart (the server keeps the same database handle)', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.status).toBeLessThan(500);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    // Each stop is counted for operators.
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/^market_db_worker_restarts 2$/m);
  }, 60_000);
});
