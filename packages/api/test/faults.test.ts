/**
 * Faults: the database connection dies mid-transaction (PostgreSQL, `pg_terminate_backend`), and the server
 * process is killed (SIGKILL) during a burst of writes on the embedded database with a data folder. Either way
 * the request gets a clean answer or none, nothing is half-written, and every acknowledged write survives.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { migrate, openDatabase } from '../src/db/index.ts';
import { createStaff } from '../src/seed/index.ts';
import { ADMIN, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

const ADJUST = `mutation($i: WalletAdjustmentInput!) { postWalletAdjustment(input: $i) { journalId balance } }`;

/** Every journal entry has exactly its two postings, summing to zero; every balance is its postings' sum. */
const LEDGER_CHECK = `
  select
    (select count(*)::int8 from journal_entries j
      where (select count(*) from wallet_postings p where p.journal_id = j.id) <> 2
         or (select sum(amount) from wallet_postings p where p.journal_id = j.id) <> 0) as broken_journals,
    (select count(*)::int8 from wallet_accounts a
      where a.balance <> coalesce((select sum(amount) from wallet_postings p where p.account_id = a.id), 0))
      as wrong_balances,
    (select count(*)::int8 from journal_entries j
      where not exists (select 1 from audit_log l where l.entity_id = j.id::text)) as unaudited`;

const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(pgUrl)('a PostgreSQL connection killed mid-transaction', () => {
  let s: TestServer;
  let admin: string;
  let accountId: string;

  beforeAll(async () => {
    s = await startTestServer(pgUrl);
    admin = await s.login(ADMIN.email, ADMIN.password);
    const { rows } = await s.app.db.query<{ id: string }>(
      `insert into wallet_accounts (owner_type, owner_id, owner_name, balance_floor)
       values ('customer', gen_random_uuid(), 'Killed Midway', 0) returning id`,
    );
    accountId = rows[0]!.id;
  }, 300_000);
  afterAll(() => stopTestServer(s), 300_000);

  it('answers the request with a clean error, writes nothing, and the pool recovers', async () => {
    const dbUrl = new URL(pgUrl!);
    dbUrl.pathname = `${dbUrl.pathname}_w${process.env.VITEST_POOL_ID ?? '0'}`;
    // Another session holds the audit table, so the mutation's transaction stops after its journal entry and
    // postings, at its audit row: killed there, it has written half of its work.
    const blocker = new pg.Client({ connectionString: dbUrl.toString() });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table audit_log in exclusive mode');
    const answer = s.gql(admin, ADJUST, {
      i: { accountId, amount: 700, idempotencyKey: 'killed-0001', reason: 'fault test' },
    });
    let victim: number | undefined;
    for (let i = 0; i < 200 && victim === undefined; i++) {
      const { rows } = await blocker.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      victim = rows[0]?.pid;
      if (victim === undefined) await new Promise((r) => setTimeout(r, 50));
    }
    expect(victim).toBeDefined();
    await blocker.query('select pg_terminate_backend($1)', [victim]);
    await blocker.query('rollback');
    await blocker.end();

    const result = await answer;
    expect(result.data ?? null).toBeNull();
    // SQLSTATE 57P01 (terminated): nothing was kept, so the client is told to send it again.
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    // Nothing of it was kept.
    const kept = await s.app.db.query<{ n: number }>(
      `select count(*)::int8 as n from journal_entries where idempotency_key = 'killed-0001'`,
    );
    expect(kept.rows[0]?.n).toBe(0);
    const ledger = await s.app.db.query(LEDGER_CHECK);
    expect(ledger.rows[0]).toEqual({ broken_journals: 0, wrong_balances: 0, unaudited: 0 });
    // The pool dropped the dead connection: the same posting, retried, and a burst of reads all succeed.
    const retried = await s.gql<{ postWalletAdjustment: { balance: number } }>(admin, ADJUST, {
      i: { accountId, amount: 700, idempotencyKey: 'killed-0001', reason: 'fault test' },
    });
    expect(retried.data?.postWalletAdjustment.balance).toBe(700);
    const reads = await Promise.all(
      Array.from({ length: 12 }, () => s.gql<{ me: { email: string } }>(admin, '{ me { email } }')),
    );
    expect(reads.every((r) => r.data?.me.email === ADMIN.email)).toBe(true);
  }, 60_000);
});

describe('the server killed (SIGKILL) during a burst of writes on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'market-sigkill-'));
  const pgliteDir = join(dataDir, 'pglite');
  let accountId: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    // Staff and one wallet, so the server starts without seeding the demo data.
    const db = await openDatabase({ dataDir: pgliteDir });
    await migrate(db);
    await createStaff(db);
    const { rows } = await db.query<{ id: string }>(
      `insert into wallet_accounts (owner_type, owner_id, owner_name, balance_floor)
       values ('customer', gen_random_uuid(), 'Burst', 0) returning id`,
    );
    accountId = rows[0]!.id;
    await db.close();
  }, 300_000);
  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  /** Starts `src/main.ts` on the data folder; resolves with its URL once it listens. */
  function startServer(): Promise<string> {
    const root = resolve(import.meta.dirname, '../../..');
    child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'packages/api/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = child;
    return new Promise((resolveUrl, reject) => {
      let out = '';
      started.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const url = /API on (http:\/\/\S+)/.exec(out)?.[1];
        if (url) resolveUrl(url);
      });
      started.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
      started.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
    });
  }

  it('keeps every acknowledged write and no half of any other', async () => {
    const url = await startServer();
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: ADMIN.email, password: ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const acknowledged: string[] = [];
    let attempted = 0;
    let killed = false;
    const writer = async (lane: number) => {
      for (let i = 0; !killed; i++) {
        const key = `burst-${lane}-${i}`;
        attempted++;
        try {
          const res = await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              query: ADJUST,
              variables: { i: { accountId, amount: 100, idempotencyKey: key, reason: 'burst' } },
            }),
          });
          const body = (await res.json()) as { data?: { postWalletAdjustment?: { journalId: string } } };
          if (body.data?.postWalletAdjustment?.journalId) acknowledged.push(key);
        } catch {
          return; // the server is gone: this write was never acknowledged
        }
      }
    };
    const lanes = Array.from({ length: 6 }, (_, lane) => writer(lane));
    // Kill it mid-burst: once some writes are acknowledged, with others in flight.
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 10));
    child!.kill('SIGKILL');
    killed = true;
    await Promise.all(lanes);
    expect(attempted).toBeGreaterThan(acknowledged.length);

    // Restart on the same folder (the same code path the server opens it with).
    const db = await openDatabase({ dataDir: pgliteDir });
    try {
      await migrate(db);
      const { rows } = await db.query<{ idempotency_key: string }>(
        `select idempotency_key from journal_entries where idempotency_key like 'burst-%'`,
      );
      const stored = new Set(rows.map((r) => r.idempotency_key));
      expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);
      const ledger = await db.query(LEDGER_CHECK);
      expect(ledger.rows[0]).toEqual({ broken_journals: 0, wrong_balances: 0, unaudited: 0 });
      const balance = await db.query<{ balance: number }>(
        'select balance from wallet_accounts where id = $1',
        [accountId],
      );
      expect(balance.rows[0]?.balance).toBe(100 * stored.size);
    } finally {
      await db.close();
    }
  }, 300_000);
});
