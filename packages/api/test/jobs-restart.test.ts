import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index.ts';
import { DATABASES, freshDatabase } from './helpers.ts';

const ENTRY = join(import.meta.dirname, 'fixtures', 'restart-worker.ts');

/** Starts the worker fixture; `lines` yields its stdout lines. */
function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { ...process.env, LOG_LEVEL: 'silent', JOB_STALE_SECONDS: '2', JOB_RETRY_DELAY_SECONDS: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return {
    child,
    async waitFor(prefix: string): Promise<string> {
      for (;;) {
        const next = await lines.next();
        if (next.done) throw new Error(`worker exited before printing ${prefix}`);
        if (next.value.startsWith(prefix)) return next.value.slice(prefix.length).trim();
      }
    },
  };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => (child.exitCode !== null || child.signalCode ? done() : child.once('exit', () => done())));

describe.each(DATABASES)('restart survival on $name', ({ url }) => {
  it('a job running when its process is killed (SIGKILL) completes after a restart, exactly once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'market-restart-'));
    let env: Record<string, string> = { DATA_DIR: dataDir };
    if (url) {
      const target = new URL(url);
      target.pathname = `${target.pathname}_restart`;
      // An empty database of its own (freshDatabase adds the vitest worker's suffix).
      const db = await freshDatabase(target.toString());
      await db.close();
      target.pathname = `${target.pathname}_w${process.env.VITEST_POOL_ID ?? '0'}`;
      env = { ...env, DATABASE_URL: target.toString() };
    }

    const first = startWorker({ ...env, ENQUEUE: '1' });
    const jobId = await first.waitFor('QUEUED ');
    expect(await first.waitFor('STARTED ')).toBe(jobId);
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = startWorker(env);
    expect(await second.waitFor('DONE ')).toBe(jobId);
    second.child.kill('SIGTERM');
    await exited(second.child);

    const db = await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: join(dataDir, 'pglite') },
    );
    try {
      const starts = await db.query('select pid from restart_starts where job_id = $1', [jobId]);
      const done = await db.query('select 1 from restart_done where job_id = $1', [jobId]);
      const job = await db.query<{ status: string; attempts: number; log: { message: string }[] }>(
        'select status, attempts, log from jobs where id = $1',
        [jobId],
      );
      expect(starts.rows).toHaveLength(2);
      expect(done.rows).toHaveLength(1);
      expect(job.rows[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
      expect(job.rows[0]!.log.map((l) => l.message).join('\n')).toMatch(/stopped; it will be retried/);
    } finally {
      await db.close();
    }
  }, 180_000);
});
