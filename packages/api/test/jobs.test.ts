import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { configFromEnv, type Config } from '../src/config.ts';
import { createLogger } from '../src/log.ts';
import { createStaff } from '../src/seed/index.ts';
import { JobQueue } from '../src/jobs/queue.ts';
import { createRegistry } from '../src/jobs/registry.ts';
import { JobCancelled, type JobDefinition } from '../src/jobs/types.ts';
import { ADMIN, DATABASES, SUPPORT, freshDatabase, stopTestServer, type TestServer } from './helpers.ts';

/** Test-only job types: work in a transaction until cancelled, fail then succeed, count runs. */
const attemptsSeen = new Map<string, number>();
const TEST_JOBS: JobDefinition<never>[] = [
  {
    type: 'test:until-cancelled',
    parseParams: (raw) => raw as never,
    async run(ctx) {
      // Writes in its own transaction, then waits for the cancel (PGlite has one connection: while this
      // transaction is open nothing else reads the database, so the test watches the job's events).
      await ctx.db.transaction(async (tx) => {
        for (let n = 1; n <= 5; n += 1) {
          await tx.query('insert into test_job_rows (job_id, n) values ($1, $2)', [ctx.jobId, n]);
          await ctx.progress(n, 10);
        }
        while (!ctx.signal.aborted) await new Promise((r) => setTimeout(r, 20));
        await ctx.checkpoint();
      });
      return {};
    },
  } as JobDefinition<never>,
  {
    type: 'test:wait',
    parseParams: (raw) => raw as never,
    async run(ctx) {
      await ctx.progress(1, 2);
      for (;;) {
        await ctx.checkpoint();
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  } as JobDefinition<never>,
  {
    type: 'test:always-fails',
    parseParams: (raw) => raw as never,
    async run() {
      throw new Error('always breaks');
    },
  } as JobDefinition<never>,
  {
    type: 'test:flaky',
    maxAttempts: 3,
    parseParams: (raw) => raw as never,
    async run(ctx) {
      const seen = (attemptsSeen.get(ctx.jobId) ?? 0) + 1;
      attemptsSeen.set(ctx.jobId, seen);
      if (seen === 1) throw new Error('first attempt breaks');
      await ctx.log(`attempt ${seen} works`);
      return { summary: { seen } };
    },
  } as JobDefinition<never>,
  {
    type: 'test:count',
    parseParams: (raw) => raw as never,
    async run(ctx) {
      await ctx.db.query('insert into test_job_rows (job_id, n) values ($1, 1)', [ctx.jobId]);
      return {};
    },
  } as JobDefinition<never>,
];
// Keeps the type checker honest about the cancel contract the tests rely on.
void JobCancelled;

async function startServer(url: string | undefined): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'market-jobs-'));
  const config: Config = {
    ...configFromEnv({}),
    dataDir,
    adminDist: join(dataDir, 'no-admin'),
    jwtSecret: 'jobs-test-secret-jobs-test-secret',
    jobRetryDelaySeconds: 1,
  };
  const db = await freshDatabase(url);
  await db.exec('create table if not exists test_job_rows (job_id uuid not null, n int not null)');
  const app = await createApp(config, {
    db,
    logger: createLogger('silent'),
    jobs: { extra: TEST_JOBS, options: { pollingIntervalSeconds: 0.5, staleAfterSeconds: 5 } },
  });
  await createStaff(app.db);
  const base = await app.listen(0);
  return {
    app,
    url: base,
    config,
    async login(email, password) {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: email, password }),
      });
      return ((await res.json()) as { token: string }).token;
    },
    async gql(token, query, variables) {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as never;
    },
  };
}

const JOB_FIELDS = `id type status progress progressDone progressTotal attempts maxAttempts summary error
  startedAt finishedAt createdById startedByEmail log { at message } file { name bytes url expiresAt }`;

interface JobView {
  id: string;
  type: string;
  status: string;
  progress: number;
  progressDone: number;
  progressTotal: number | null;
  attempts: number;
  maxAttempts: number;
  summary: Record<string, unknown> | null;
  error: string | null;
  startedByEmail: string | null;
  log: { at: string; message: string }[];
  file: { name: string; bytes: number; url: string; expiresAt: string } | null;
}

describe.each(DATABASES)('jobs on $name', ({ url }) => {
  let server: TestServer;
  let admin: string;
  let support: string;

  beforeAll(async () => {
    server = await startServer(url);
    admin = await server.login(ADMIN.email, ADMIN.password);
    support = await server.login(SUPPORT.email, SUPPORT.password);
  });
  afterAll(async () => stopTestServer(server));

  async function accountId(email: string): Promise<string> {
    const { rows } = await server.app.db.query<{ id: string }>('select id from accounts where email = $1', [
      email,
    ]);
    return rows[0]!.id;
  }

  async function job(id: string): Promise<JobView> {
    const res = await server.gql<{ job: JobView }>(
      admin,
      `query($id: ID!) { job(id: $id) { ${JOB_FIELDS} } }`,
      { id },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.job;
  }

  /** Polls the job until `until` holds (the queue runs it in the background). */
  async function waitFor(id: string, until: (j: JobView) => boolean): Promise<JobView> {
    for (;;) {
      const current = await job(id);
      if (until(current)) return current;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  /** Waits for the queue's live event of job `id` that satisfies `until` (no database read). */
  async function waitForEvent(id: string, until: (j: JobView) => boolean): Promise<JobView> {
    const events = server.app.events.subscribe('jobUpdated');
    try {
      for (;;) {
        const next = await events.next();
        const j = next.value as JobView;
        if (j.id === id && until(j)) return j;
      }
    } finally {
      await events.return?.();
    }
  }
  const finished = (j: JobView) => ['succeeded', 'failed', 'cancelled'].includes(j.status);

  it('exports a list to a CSV file with BOM, RFC 4180 quoting and formula escaping', async () => {
    const { rows: inserted } = await server.app.db.query<{ id: string }>(
      `insert into languages (name, code, locale) values ('=HYPERLINK(1)', 'xa', 'a,"b"'), ('عربي', 'ar2', 'ar'),
         ('-minus', 'xm', '@at'), ('Plain', 'xp', 'en') returning id`,
    );
    const started = await server.gql<{ startExport: JobView }>(
      admin,
      `mutation($f: JSON) { startExport(entity: "languages", filter: $f) { ${JOB_FIELDS} } }`,
      { f: { id_in: inserted.map((r) => r.id) } },
    );
    expect(started.errors).toBeUndefined();
    expect(started.data!.startExport.status).toBe('queued');
    const done = await waitFor(started.data!.startExport.id, finished);
    expect(done.status).toBe('succeeded');
    expect(done.progress).toBe(100);
    expect(done.progressDone).toBe(4);
    expect(done.summary).toMatchObject({ rows: 4 });
    expect(done.file).not.toBeNull();
    const res = await fetch(`${server.url}${done.file!.url}`);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toContain('name');
    expect(text).toContain(`'=HYPERLINK(1)`);
    expect(text).toContain(`'-minus`);
    expect(text).toContain(`'@at`);
    expect(text).toContain('"a,""b"""');
    expect(text).toContain('عربي');
    expect(lines.filter((l) => l !== '')).toHaveLength(5);

    const audit = await server.app.db.query<{ action: string }>(
      'select action from audit_log where entity = $1 and entity_id = $2',
      ['jobs', done.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['start']);
  });

  it('refuses an export with an unknown list, filter or a badly formed value, naming the field', async () => {
    const bad = async (variables: Record<string, unknown>) =>
      server.gql(
        admin,
        `mutation($e: String!, $f: JSON) { startExport(entity: $e, filter: $f) { id } }`,
        variables,
      );
    const unknownList = await bad({ e: 'nope' });
    expect(unknownList.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(unknownList.errors?.[0]?.extensions?.fields).toHaveProperty('entity');
    const unknownFilter = await bad({ e: 'languages', f: { passwordHash: 'x' } });
    expect(unknownFilter.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(unknownFilter.errors?.[0]?.extensions?.fields).toEqual({ passwordHash: 'Unknown filter' });
    // A filter under a name the list does not have (camelCase for name_contains) is refused, never dropped:
    // dropping it would export every row.
    const misnamed = await bad({ e: 'products', f: { nameContains: 'lamp', name_contains: 'lamp' } });
    expect(misnamed.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(misnamed.errors?.[0]?.extensions?.fields).toEqual({ nameContains: 'Unknown filter' });
    const known = await bad({ e: 'products', f: { name_contains: 'lamp' } });
    expect(known.errors).toBeUndefined();
    const badValue = await bad({ e: 'languages', f: { id: 'not-a-uuid' } });
    expect(badValue.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('serves the file only through a valid link, to the starter or an admin', async () => {
    const started = await server.gql<{ startExport: JobView }>(
      admin,
      `mutation { startExport(entity: "languages") { id } }`,
    );
    const done = await waitFor(started.data!.startExport.id, finished);
    const fileId = (
      await server.app.db.query<{ file_id: string }>('select file_id from jobs where id = $1', [done.id])
    ).rows[0]!.file_id;
    const storage = server.app.jobs.storage;
    const file = (await storage.get(fileId))!;
    const adminId = (
      await server.app.db.query<{ id: string }>('select id from accounts where email = $1', [ADMIN.email])
    ).rows[0]!.id;
    const supportId = (
      await server.app.db.query<{ id: string }>('select id from accounts where email = $1', [SUPPORT.email])
    ).rows[0]!.id;

    const expired = storage.link(file, adminId, Date.now() - 3600_000)!;
    const expiredRes = await fetch(`${server.url}${expired.url}`);
    expect(expiredRes.status).toBe(410);
    expect(((await expiredRes.json()) as { code: string }).code).toBe('LINK_EXPIRED');

    const tampered = storage.link(file, adminId)!.url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await fetch(`${server.url}${tampered}`)).status).toBe(404);

    // Support did not start it and is not an admin.
    const forSupport = storage.link(file, supportId)!;
    expect((await fetch(`${server.url}${forSupport.url}`)).status).toBe(403);

    // A link made for the admin, used by someone else signed in.
    const forAdmin = storage.link(file, adminId)!;
    const other = await fetch(`${server.url}${forAdmin.url}`, {
      headers: { authorization: `Bearer ${support}` },
    });
    expect(other.status).toBe(403);
    expect((await fetch(`${server.url}${forAdmin.url}`)).status).toBe(200);

    // Past its retention the file is gone, whatever the link.
    await server.app.db.query(`update job_files set expires_at = now() - interval '1 day' where id = $1`, [
      fileId,
    ]);
    const removed = await storage.removeExpired();
    expect(removed.files).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${server.url}${forAdmin.url}`)).status).toBe(410);
    expect((await job(done.id)).file).toBeNull();
  });

  it('admits admins only: support is FORBIDDEN, anonymous UNAUTHENTICATED', async () => {
    const operations = [
      `mutation { startExport(entity: "languages") { id } }`,
      `mutation { runScript(name: "verify-ledger") { id } }`,
      `mutation { cancelJob(id: "00000000-0000-0000-0000-000000000000") { id } }`,
      `mutation { retryJob(id: "00000000-0000-0000-0000-000000000000") { id } }`,
      `query { jobScripts { name } }`,
      `mutation { startImportCheck(entity: "products", uploadId: "00000000-0000-4000-8000-000000000000", mode: "create-only") { id } }`,
      `mutation { startImport(entity: "products", uploadId: "00000000-0000-4000-8000-000000000000", mode: "create-only") { id } }`,
      `query { jobs { nodes { id } } }`,
      `query { job(id: "00000000-0000-4000-8000-000000000000") { id } }`,
    ];
    for (const op of operations) {
      expect((await server.gql(support, op)).errors?.[0]?.extensions?.code, op).toBe('FORBIDDEN');
      expect((await server.gql(null, op)).errors?.[0]?.extensions?.code, op).toBe('UNAUTHENTICATED');
    }
  });

  it('cancels a running job: its transaction rolls back and it ends cancelled', async () => {
    const adminViewer = { id: await accountId(ADMIN.email), email: ADMIN.email, role: 'admin' as const };
    const events = server.app.events.subscribe('jobUpdated');
    const queued = await server.app.jobs.enqueue('test:until-cancelled', {}, null);
    for (;;) {
      const j = (await events.next()).value as JobView;
      if (j.id === queued.id && j.progressDone === 5) break;
    }
    await events.return?.();
    await server.app.jobs.cancel(String(queued.id), adminViewer);
    const done = await waitFor(String(queued.id), finished);
    expect(done.status).toBe('cancelled');
    const rows = await server.app.db.query('select 1 from test_job_rows where job_id = $1', [
      String(queued.id),
    ]);
    expect(rows.rows).toHaveLength(0);
    // A finished job cannot be cancelled again; a cancelled one can be retried.
    const again = await server.gql(admin, `mutation($id: ID!) { cancelJob(id: $id) { id } }`, {
      id: queued.id,
    });
    expect(again.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const audit = await server.app.db.query<{ action: string }>(
      'select action from audit_log where entity = $1 and entity_id = $2 order by at',
      ['jobs', String(queued.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['cancel']);
    void waitForEvent;
  });

  it('retries a failed attempt with backoff and succeeds on the next one', async () => {
    const queued = await server.app.jobs.enqueue('test:flaky', {}, null);
    const done = await waitFor(String(queued.id), finished);
    expect(done.status).toBe('succeeded');
    expect(done.attempts).toBe(2);
    expect(done.maxAttempts).toBe(3);
    expect(done.log.map((l) => l.message).join('\n')).toMatch(
      /Attempt 1 failed: first attempt breaks; it will be retried/,
    );
    const boss = await server.app.db.query<{
      retry_backoff: boolean;
      retry_delay: number;
      retry_count: number;
    }>(
      `select retry_backoff, retry_delay, retry_count from pgboss.job j join jobs on jobs.queue_id = j.id::text
        where jobs.id = $1`,
      [String(queued.id)],
    );
    expect(boss.rows[0]).toMatchObject({ retry_backoff: true, retry_delay: 1, retry_count: 1 });
  });

  it('retries a failed or cancelled job on request, audited', async () => {
    const queued = await server.app.jobs.enqueue('test:wait', {}, null);
    await waitFor(String(queued.id), (j) => j.status === 'running');
    const cancelled = await server.gql<{ cancelJob: JobView }>(
      admin,
      `mutation($id: ID!) { cancelJob(id: $id) { id status } }`,
      {
        id: queued.id,
      },
    );
    expect(cancelled.errors).toBeUndefined();
    expect((await waitFor(String(queued.id), finished)).status).toBe('cancelled');
    const retried = await server.gql<{ retryJob: JobView }>(
      admin,
      `mutation($id: ID!) { retryJob(id: $id) { id status attempts maxAttempts } }`,
      { id: queued.id },
    );
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.retryJob.status).toBe('queued');
    await waitFor(String(queued.id), (j) => j.status === 'running' && j.attempts === 2);
    await server.gql(admin, `mutation($id: ID!) { cancelJob(id: $id) { id } }`, { id: queued.id });
    expect((await waitFor(String(queued.id), finished)).status).toBe('cancelled');
    const actions = await server.app.db.query<{ action: string }>(
      'select action from audit_log where entity = $1 and entity_id = $2 order by at, created_at',
      ['jobs', String(queued.id)],
    );
    expect(actions.rows.map((r) => r.action)).toEqual(['cancel', 'retry', 'cancel']);
    // The cancel and retry of an unknown job are NOT_FOUND.
    const missing = await server.gql(
      admin,
      `mutation { retryJob(id: "00000000-0000-0000-0000-000000000000") { id } }`,
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const succeeded = await server.app.jobs.enqueue('test:count', {}, null);
    await waitFor(String(succeeded.id), finished);
    const notFailed = await server.gql(admin, `mutation($id: ID!) { retryJob(id: $id) { id } }`, {
      id: succeeded.id,
    });
    expect(notFailed.errors?.[0]?.extensions?.code).toBe('VALIDATION');

    const failing = await server.app.jobs.enqueue('test:always-fails', {}, null);
    const failed = await waitFor(String(failing.id), finished);
    expect(failed).toMatchObject({ status: 'failed', error: 'always breaks', attempts: 1, maxAttempts: 1 });
    await server.gql(admin, `mutation($id: ID!) { retryJob(id: $id) { id } }`, { id: failing.id });
    const again = await waitFor(String(failing.id), (j) => finished(j) && j.attempts === 2);
    expect(again).toMatchObject({ status: 'failed', attempts: 2, maxAttempts: 2 });
  });

  it('runs each job once with two workers on one database', async () => {
    const second = new JobQueue({
      db: server.app.db,
      events: server.app.events,
      logger: createLogger('silent'),
      storage: server.app.jobs.storage,
      registry: createRegistry(server.app.jobs.storage, TEST_JOBS),
      mode: 'embedded',
      concurrency: 2,
      pollingIntervalSeconds: 0.5,
    });
    await second.start();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 12; i += 1)
        ids.push(String((await server.app.jobs.enqueue('test:count', {}, null)).id));
      for (const id of ids) {
        for (;;) {
          const { rows } = await server.app.db.query<{ status: string }>(
            'select status from jobs where id = $1',
            [id],
          );
          if (rows[0]?.status === 'succeeded') break;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      const { rows } = await server.app.db.query<{ job_id: string; n: number }>(
        'select job_id, count(*)::int8 as n from test_job_rows where job_id = any($1::uuid[]) group by job_id',
        [ids],
      );
      expect(rows).toHaveLength(12);
      expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('lists the scripts with their parameters and last runs; verify-ledger finds and repairs a cached balance', async () => {
    const db = server.app.db;
    const { rows: accounts } = await db.query<{ id: string }>(
      `insert into wallet_accounts (owner_type, owner_name) values ('platform', 'Ledger A'), ('platform', 'Ledger B')
       returning id`,
    );
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into journal_entries (type, idempotency_key) values ('adjustment', 'jobs-test-1') returning id`,
      );
      await tx.query(
        'insert into wallet_postings (journal_id, account_id, amount) values ($1, $2, 500), ($1, $3, -500)',
        [rows[0]!.id, accounts[0]!.id, accounts[1]!.id],
      );
    });
    await db.query('update wallet_accounts set balance = 123 where id = $1', [accounts[0]!.id]);

    const dry = await server.gql<{ runScript: JobView }>(
      admin,
      `mutation { runScript(name: "verify-ledger", dryRun: true) { id } }`,
    );
    expect(dry.errors).toBeUndefined();
    const dryDone = await waitFor(dry.data!.runScript.id, finished);
    expect(dryDone.status).toBe('succeeded');
    expect(dryDone.summary).toMatchObject({ wrongBalances: 1, repaired: 0, dryRun: true });
    expect(
      (
        await db.query<{ balance: number }>('select balance from wallet_accounts where id = $1', [
          accounts[0]!.id,
        ])
      ).rows[0]!.balance,
    ).toBe(123);

    const real = await server.gql<{ runScript: JobView }>(
      admin,
      `mutation { runScript(name: "verify-ledger") { id } }`,
    );
    const realDone = await waitFor(real.data!.runScript.id, finished);
    expect(realDone.summary).toMatchObject({ wrongBalances: 1, repaired: 1, dryRun: false });
    expect(realDone.log.some((l) => l.message.includes('Ledger A'))).toBe(true);
    expect(
      (
        await db.query<{ balance: number }>('select balance from wallet_accounts where id = $1', [
          accounts[0]!.id,
        ])
      ).rows[0]!.balance,
    ).toBe(500);

    const scripts = await server.gql<{
      jobScripts: {
        name: string;
        supportsDryRun: boolean;
        params: { name: string }[];
        lastRuns: { id: string }[];
      }[];
    }>(
      admin,
      `query { jobScripts { name supportsDryRun params { name type required defaultValue } lastRuns { id } } }`,
    );
    expect(scripts.errors).toBeUndefined();
    const names = scripts.data!.jobScripts.map((s) => s.name);
    expect(names).toEqual([
      'verify-ledger',
      'expire-coupons',
      'resend-failed-notifications',
      'remove-expired-job-files',
      'rebuild-report-rollups',
    ]);
    const ledger = scripts.data!.jobScripts[0]!;
    expect(ledger.lastRuns.map((r) => r.id)).toEqual([real.data!.runScript.id, dry.data!.runScript.id]);
  });

  it('validates script parameters with the domain rules, naming the field', async () => {
    const bad = await server.gql(
      admin,
      `mutation { runScript(name: "expire-coupons", params: { graceDays: -1 }) { id } }`,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(bad.errors?.[0]?.extensions?.fields).toHaveProperty('graceDays');
    const noDry = await server.gql(
      admin,
      `mutation { runScript(name: "rebuild-report-rollups", dryRun: true) { id } }`,
    );
    expect(noDry.errors?.[0]?.extensions?.fields).toHaveProperty('dryRun');
    const unknown = await server.gql(admin, `mutation { runScript(name: "nope") { id } }`);
    expect(unknown.errors?.[0]?.extensions?.fields).toHaveProperty('name');
  });
});
