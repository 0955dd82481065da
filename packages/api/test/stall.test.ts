/**
 * Stalls: one slow thing must never freeze the server. Behaviour, not timing: a long query still running
 * when /healthz (and, on PostgreSQL, a one-row query) has answered; a paused export still open while GraphQL
 * answers; a statement past its limit answered as TIMEOUT while the database is still busy with it.
 * The figures (p99 and friends) are measured by `pnpm bench:load`, not here.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { isStatementTimeout, openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/index.ts';
import {
  ADMIN,
  DATABASES,
  freshDatabase,
  startTestServer,
  stopTestServer,
  type TestServer,
} from './helpers.ts';

/** A query that keeps the database busy for seconds: pg_sleep on PostgreSQL, a big join on PGlite. */
const LONG_QUERY = {
  PGlite: 'select count(*) from generate_series(1, 8000) a, generate_series(1, 8000) b',
  PostgreSQL: 'select pg_sleep(20)',
} as Record<string, string>;

/** Tracks a promise's end without awaiting it. */
function track<T>(promise: Promise<T>): { done: () => boolean; promise: Promise<T | unknown> } {
  let done = false;
  const settled = promise.then(
    (v) => {
      done = true;
      return v;
    },
    (e: unknown) => {
      done = true;
      return e;
    },
  );
  return { done: () => done, promise: settled };
}

/** Cancels the test's own long PostgreSQL statements so the suite does not wait 20 s for them. */
async function cancelSleeps(url: string | undefined, db: string) {
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `select pg_cancel_backend(pid) from pg_stat_activity where datname = $1 and query like 'select pg_sleep(%'
       and pid <> pg_backend_pid()`,
    [db],
  );
  await client.end();
}

const workerDbName = (url: string) =>
  `${decodeURIComponent(new URL(url).pathname.slice(1))}_w${process.env.VITEST_POOL_ID ?? '0'}`;

for (const target of DATABASES) {
  describe(`stalls on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;

    beforeAll(async () => {
      s = await startTestServer(target.url, {
        exportUnfilteredLimit: 30_000,
        exportMaxPerUser: 1,
        exportMaxConcurrent: 2,
        exportStallTimeoutMs: 5000,
      });
      admin = await s.login(ADMIN.email, ADMIN.password);
      // ~24 MB of CSV (in the unindexed phone column): more than the socket buffers of a client that stops
      // reading, so such a client really stalls the export.
      await s.app.db.exec(`
        insert into customers (name, email, phone)
          select 'Customer ' || i, 'stall' || i || '@example.com', repeat('9', 2000)
          from generate_series(1, 12000) i`);
    }, 300_000);
    afterAll(() => stopTestServer(s), 300_000);

    it('answers /healthz while the database runs a long query', async () => {
      const long = track(s.app.db.query(LONG_QUERY[target.name]!));
      try {
        // Let the statement reach the database first.
        await new Promise((r) => setTimeout(r, 200));
        for (let i = 0; i < 20; i++) {
          const res = await fetch(`${s.url}/healthz`);
          expect(res.status).toBe(200);
        }
        expect(long.done()).toBe(false);
        if (target.url) {
          // PostgreSQL has a pool: a one-row GraphQL query answers too, before the long one ends.
          const me = await s.gql<{ me: { email: string } }>(admin, '{ me { email } }');
          expect(me.data?.me.email).toBe(ADMIN.email);
          expect(long.done()).toBe(false);
        }
      } finally {
        await cancelSleeps(target.url, target.url ? workerDbName(target.url) : '');
        await long.promise;
      }
    }, 120_000);

    it('keeps answering GraphQL while an export is paused, cuts the stalled client, frees its slot', async () => {
      const base = new URL(s.url);
      // A raw socket that takes the first bytes and then reads nothing more (a stalled client).
      const socket = connect(Number(base.port), base.hostname);
      socket.write(
        `GET /api/export/customers HTTP/1.1\r\nHost: ${base.host}\r\nAuthorization: Bearer ${admin}\r\n\r\n`,
      );
      const chunks: Buffer[] = [];
      const head = await new Promise<string>((resolve, reject) => {
        socket.once('data', (chunk: Buffer) => {
          socket.pause();
          chunks.push(chunk);
          resolve(chunk.toString('latin1'));
        });
        socket.once('error', reject);
      });
      expect(head.startsWith('HTTP/1.1 200')).toBe(true);
      // A second export by the same account is over its limit (1): 429 with a clear message, until the
      // stalled one is cut off after EXPORT_STALL_TIMEOUT_MS (5 s here) and its slot is free again.
      const small = `${s.url}/api/export/customers?filter=${encodeURIComponent(JSON.stringify({ name_contains: 'Customer 1199' }))}`;
      const first = await fetch(small, { headers: { authorization: `Bearer ${admin}` } });
      expect(first.status).toBe(429);
      expect(first.headers.get('retry-after')).toBe('10');
      expect(((await first.json()) as { code: string }).code).toBe('TOO_MANY_EXPORTS');
      // The export waits on the socket, not on the database: GraphQL answers (on PGlite's one connection too).
      const list = await s.gql<{ customers: { totalCount: number } }>(
        admin,
        '{ customers(first: 1) { totalCount } }',
      );
      // (Counted exactly up to 10,000, then estimated.)
      expect(list.data?.customers.totalCount).toBeGreaterThan(10_000);
      let again = first;
      for (let i = 0; i < 300 && again.status === 429; i++) {
        await new Promise((r) => setTimeout(r, 200));
        again = await fetch(small, { headers: { authorization: `Bearer ${admin}` } });
      }
      expect(again.status).toBe(200);
      expect((await again.text()).trim().split('\r\n')).toHaveLength(1 + 11); // header + 1199, 11990…11999
      // The stalled download was cut, not completed: reading what was left in the buffers ends short.
      socket.resume();
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      await new Promise<void>((resolve) => socket.once('close', () => resolve()));
      const body = Buffer.concat(chunks).toString('utf8');
      expect(body.split('\r\n').filter((line) => line.includes('@example.com')).length).toBeLessThan(12_000);
    }, 180_000);
  });

  describe(`statement time limit on ${target.name}`, () => {
    let db: Database;
    let url: string | undefined;

    beforeAll(async () => {
      // The test database is made by freshDatabase; this opens a second handle with a short limit.
      const fresh = await freshDatabase(target.url);
      if (target.url) {
        const perWorker = new URL(target.url);
        perWorker.pathname = `${perWorker.pathname}_w${process.env.VITEST_POOL_ID ?? '0'}`;
        url = perWorker.toString();
        await fresh.close();
        db = await openDatabase({ url, statementTimeoutMs: 300, maxConnections: 3 });
      } else {
        await fresh.close();
        db = await openDatabase({ statementTimeoutMs: 300 });
      }
      await migrate(db);
      await db.exec('create table if not exists stall_probe (n int)');
      await db.exec('delete from stall_probe');
    }, 300_000);
    afterAll(() => db.close(), 300_000);

    it('fails a statement past the limit with SQLSTATE 57014, rolls back its transaction, and recovers', async () => {
      const long = LONG_QUERY[target.name]!;
      const outcome = await db
        .transaction(async (tx) => {
          await tx.query('insert into stall_probe values (1)');
          await tx.query(long);
        })
        .then(
          () => 'committed',
          (e: unknown) => e,
        );
      expect(isStatementTimeout(outcome)).toBe(true);
      // A transaction may lift the limit for itself (migrations, seeds): this one waits for the database
      // to be free again (PGlite finishes the long statement first) and sees nothing of the rolled back one.
      const after = await db.transaction(async (tx) => {
        await tx.query('set local statement_timeout = 0');
        return (await tx.query<{ n: number }>('select count(*)::int8 as n from stall_probe')).rows[0]?.n;
      });
      expect(after).toBe(0);
      expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    }, 120_000);
  });
}
