import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { ERROR_CODES } from '@market/domain';
import type { Database, Queryable, Row, SqlParam } from '../db/index.ts';
import type { EventBus } from '../graphql/events.ts';
import type { Logger } from '../log.ts';
import { resourceSpec } from '../resources/specs/index.ts';
import { appError, validationError } from '../resources/errors.ts';
import { audit, isUuid, ResourceStore, type Viewer } from '../resources/store.ts';
import type { JobRegistry } from './registry.ts';
import type { JobFileStorage } from './storage.ts';
import { JobCancelled, type JobContext, type JobDefinition, type JobFileWriter } from './types.ts';

/** Where jobs run: `embedded` in the API process (default), `only` in a worker process without HTTP, `off` nowhere here. */
export type WorkerMode = 'off' | 'embedded' | 'only';

/** The one pg-boss queue product jobs travel on; our `jobs` row says what kind of job it is. */
export const QUEUE_NAME = 'market-jobs';
export const JOB_TOPIC = 'jobUpdated';
/** Progress events per job and second, at most (a chunk of an export may take a millisecond). */
const PROGRESS_EVENTS_PER_SECOND = 4;
/** Lines kept in a job's log; further lines are dropped with one note. */
const MAX_LOG_LINES = 1000;

export interface JobQueueOptions {
  db: Database;
  events: EventBus;
  logger: Logger;
  storage: JobFileStorage;
  registry: JobRegistry;
  mode: WorkerMode;
  /** Jobs this process runs at once. */
  concurrency?: number;
  /** A running job whose process has not written its heartbeat for this long is retried elsewhere. */
  staleAfterSeconds?: number;
  /** Pause between polls for work. */
  pollingIntervalSeconds?: number;
  /** The first retry's delay; pg-boss doubles it for each further one. */
  retryDelaySeconds?: number;
  /** pg-boss expiry of an attempt (a last resort behind the heartbeat). */
  expireInSeconds?: number;
}

/** pg-boss's database adapter over our `Database` interface: the same code on PGlite and on PostgreSQL. */
export function bossDb(q: Queryable): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return q.query(text, values as SqlParam[]);
      try {
        return await q.query(text);
      } catch (error) {
        // pg-boss creates its schema with one script of many statements: PGlite's query() takes one.
        if (/multiple commands/i.test(String((error as Error).message))) {
          await q.exec(text);
          return { rows: [] };
        }
        throw error;
      }
    },
  };
}

interface Running {
  controller: AbortController;
  cancelRequested: boolean;
}

/**
 * A queue of system work beside the product jobs (notification delivery): its own pg-boss queue, with
 * pg-boss's retries, backoff and expiry, but no `jobs` row (nobody started it; it is not shown or audited).
 */
export interface SystemQueue<T extends object> {
  name: string;
  /** pg-boss retries of an attempt that threw or whose process died (expired); doubled delay each time. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** An attempt still active after this long is expired (its process died) and retried. */
  expireInSeconds: number;
  /** Attempts this process runs side by side. */
  concurrency: number;
  pollingIntervalSeconds?: number;
  handler(job: { id: string; data: T }): Promise<void>;
  /** Runs every `ms` in this process (e.g. queueing outbox rows that have no job yet), whatever the mode. */
  every?: { ms: number; run(): Promise<void> };
}

const JOB_SPEC = () => resourceSpec('Job');

/**
 * The durable job queue (issue 14): pg-boss carries execution (claiming with SKIP LOCKED, retries with
 * exponential backoff, expiry); the `jobs` row carries what staff see (status, progress, log, attempts,
 * summary, file). A heartbeat column tells a job whose process died: another worker (or this one after a
 * restart) fails that attempt in pg-boss, which retries it.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly store: ResourceStore;
  private readonly running = new Map<string, Running>();
  private readonly handlers = new Set<Promise<unknown>>();
  private timers: NodeJS.Timeout[] = [];
  private readonly systemQueues: SystemQueue<object>[] = [];
  private started = false;
  private ticking = false;
  readonly concurrency: number;
  private readonly staleAfter: number;
  private readonly retryDelay: number;
  private readonly expireIn: number;

  constructor(private readonly options: JobQueueOptions) {
    this.concurrency = options.concurrency ?? 2;
    this.staleAfter = options.staleAfterSeconds ?? 60;
    this.retryDelay = options.retryDelaySeconds ?? 10;
    this.expireIn = options.expireInSeconds ?? 4 * 3600;
    const working = options.mode !== 'off';
    this.boss = new PgBoss({
      db: bossDb(options.db),
      schema: 'pgboss',
      // Maintenance (expiry, archive) runs where jobs run; an HTTP-only process only sends.
      supervise: working,
      schedule: false,
      maintenanceIntervalSeconds: Math.max(1, Math.min(120, this.staleAfter)),
      monitorStateIntervalSeconds: 60,
    });
    this.boss.on('error', (error) => options.logger.error({ err: error, component: 'jobs' }, 'job queue'));
    this.store = new ResourceStore(options.db);
  }

  get mode(): WorkerMode {
    return this.options.mode;
  }

  get registry(): JobRegistry {
    return this.options.registry;
  }

  get storage(): JobFileStorage {
    return this.options.storage;
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    await this.boss.createQueue(QUEUE_NAME, {
      name: QUEUE_NAME,
      retryLimit: 0,
      retryDelay: this.retryDelay,
      retryBackoff: true,
      expireInSeconds: this.expireIn,
    });
    this.started = true;
    if (this.options.mode === 'off') return;
    const pollingIntervalSeconds = this.options.pollingIntervalSeconds ?? 1;
    for (let i = 0; i < this.concurrency; i += 1) {
      await this.boss.work<{ jobId: string }>(
        QUEUE_NAME,
        { batchSize: 1, pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          const handler = this.execute(job.data.jobId, job.id);
          this.handlers.add(handler);
          try {
            await handler;
          } finally {
            this.handlers.delete(handler);
          }
        },
      );
    }
    const tickMs = Math.max(250, Math.min(5000, (this.staleAfter * 1000) / 4));
    this.timers.push(setInterval(() => void this.tick(), tickMs));
    void this.tick();
    for (const queue of this.systemQueues) await this.startSystemQueue(queue);
  }

  /**
   * Adds a system queue (see `SystemQueue`): created now if the queue has started, else on `start()`. Its
   * handler runs only where jobs run (`WORKER_MODE` other than off); its `every` task runs in any mode.
   */
  async attach<T extends object>(queue: SystemQueue<T>): Promise<void> {
    this.systemQueues.push(queue as unknown as SystemQueue<object>);
    if (this.started) await this.startSystemQueue(queue as unknown as SystemQueue<object>);
  }

  private async startSystemQueue(queue: SystemQueue<object>): Promise<void> {
    await this.boss.createQueue(queue.name, {
      name: queue.name,
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: queue.expireInSeconds,
    });
    if (queue.every) {
      const { ms, run } = queue.every;
      let busy = false;
      const beat = async () => {
        if (busy) return;
        busy = true;
        try {
          await run();
        } catch (error) {
          this.options.logger.warn({ err: error, component: 'jobs', queue: queue.name }, 'system queue task');
        } finally {
          busy = false;
        }
      };
      this.timers.push(setInterval(() => void beat(), ms));
      void beat();
    }
    if (this.options.mode === 'off') return;
    for (let i = 0; i < queue.concurrency; i += 1) {
      await this.boss.work<object>(
        queue.name,
        { batchSize: 1, pollingIntervalSeconds: queue.pollingIntervalSeconds ?? 1 },
        async ([job]) => {
          if (!job) return;
          const handler = queue.handler({ id: job.id, data: job.data });
          this.handlers.add(handler);
          try {
            await handler;
          } finally {
            this.handlers.delete(handler);
          }
        },
      );
    }
  }

  /**
   * Sends one job to a system queue, in the caller's transaction when `q` is one (the job exists exactly
   * when that transaction commits). `startAfterSeconds` delays it (a backoff).
   */
  async sendSystem(
    name: string,
    data: object,
    options: { id: string; startAfterSeconds?: number; q?: Queryable },
  ): Promise<void> {
    const queue = this.systemQueues.find((s) => s.name === name);
    if (!queue) throw new Error(`No system queue "${name}"`);
    await this.boss.send(name, data, {
      id: options.id,
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: queue.expireInSeconds,
      ...(options.startAfterSeconds && options.startAfterSeconds > 0
        ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) }
        : {}),
      db: bossDb(options.q ?? this.options.db),
    });
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    if (!this.started) return;
    // Jobs still running stop at their next checkpoint and go back to the queue for another process.
    for (const run of this.running.values()) run.controller.abort('stopping');
    await Promise.race([
      Promise.allSettled([...this.handlers]),
      new Promise((done) => setTimeout(done, 5000).unref()),
    ]);
    await this.boss.stop({ graceful: false, wait: true, close: false });
    this.started = false;
  }

  /** The job as the API shows it (the generic Job resource's fields). */
  async get(id: string, q: Queryable = this.options.db): Promise<Row | null> {
    if (!isUuid(id)) return null;
    return this.store.get(JOB_SPEC(), id, q);
  }

  private async publish(id: string, row?: Row | null): Promise<void> {
    const job = row ?? (await this.get(id));
    if (job) await this.options.events.publish(JOB_TOPIC, job).catch(() => undefined);
  }

  /**
   * Validates the parameters with the definition's rules and queues the job, in one transaction with its
   * row and the audit entry (a start that is not recorded does not happen).
   */
  async enqueue(type: string, rawParams: unknown, viewer: Viewer | null): Promise<Row> {
    const definition = this.options.registry.get(type);
    if (!definition) throw validationError({ type: 'Unknown job type' });
    const params = definition.parseParams(rawParams);
    const id = randomUUID();
    const queueId = randomUUID();
    const maxAttempts = Math.max(1, definition.maxAttempts ?? 1);
    const row = await this.options.db.transaction(async (tx) => {
      await tx.query(
        `insert into jobs (id, type, status, params, max_attempts, created_by, queue_id, log)
         values ($1, $2, 'queued', $3::jsonb, $4, $5, $6, $7::jsonb)`,
        [
          id,
          type,
          JSON.stringify(params ?? {}),
          maxAttempts,
          viewer?.id ?? null,
          queueId,
          JSON.stringify([
            { at: new Date().toISOString(), message: `Queued by ${viewer?.email ?? 'the system'}` },
          ]),
        ],
      );
      if (viewer) await audit(tx, viewer, { table: 'jobs' }, id, 'start', { type, params });
      await this.send(id, queueId, maxAttempts, tx);
      return this.get(id, tx);
    });
    await this.publish(id, row);
    return row!;
  }

  private async send(jobId: string, queueId: string, attempts: number, tx: Queryable): Promise<void> {
    await this.boss.send(
      QUEUE_NAME,
      { jobId },
      {
        id: queueId,
        retryLimit: Math.max(0, attempts - 1),
        retryDelay: this.retryDelay,
        retryBackoff: true,
        expireInSeconds: this.expireIn,
        db: bossDb(tx),
      },
    );
  }

  /** Cancel: a queued job is cancelled at once; a running one stops at its next checkpoint. */
  async cancel(id: string, viewer: Viewer): Promise<Row> {
    if (!isUuid(id)) throw appError(ERROR_CODES.NOT_FOUND);
    // Running here: stop it now. On PGlite (one connection) the job's own open transaction holds the
    // database until its next checkpoint, so the flag must not wait for a write.
    const local = this.running.get(id);
    if (local) {
      local.cancelRequested = true;
      local.controller.abort('cancelled');
    }
    const row = await this.options.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: string; queue_id: string | null }>(
        'select status, queue_id from jobs where id = $1 for update',
        [id],
      );
      const job = rows[0];
      if (!job) throw appError(ERROR_CODES.NOT_FOUND);
      const stoppedHere = local !== undefined && job.status === 'cancelled';
      if (job.status !== 'queued' && job.status !== 'running' && !stoppedHere)
        throw appError(ERROR_CODES.VALIDATION, 'Only a queued or running job can be cancelled', {
          id: 'Only a queued or running job can be cancelled',
        });
      const line = JSON.stringify([
        { at: new Date().toISOString(), message: `Cancel asked by ${viewer.email}` },
      ]);
      if (job.status === 'queued') {
        await tx.query(
          `update jobs set status = 'cancelled', cancel_requested_at = now(), finished_at = now(),
             log = log || $2::jsonb where id = $1`,
          [id, line],
        );
        if (job.queue_id) await this.boss.cancel(QUEUE_NAME, job.queue_id, { db: bossDb(tx) });
      } else if (job.status === 'running') {
        await tx.query('update jobs set cancel_requested_at = now(), log = log || $2::jsonb where id = $1', [
          id,
          line,
        ]);
      }
      await audit(tx, viewer, { table: 'jobs' }, id, 'cancel', { status: job.status });
      return this.get(id, tx);
    });
    await this.publish(id, row);
    return row!;
  }

  /** Retry: a failed or cancelled job is queued again for a new attempt (with the same parameters). */
  async retry(id: string, viewer: Viewer): Promise<Row> {
    if (!isUuid(id)) throw appError(ERROR_CODES.NOT_FOUND);
    const row = await this.options.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: string; type: string; attempts: number }>(
        'select status, type, attempts from jobs where id = $1 for update',
        [id],
      );
      const job = rows[0];
      if (!job) throw appError(ERROR_CODES.NOT_FOUND);
      if (job.status !== 'failed' && job.status !== 'cancelled')
        throw appError(ERROR_CODES.VALIDATION, 'Only a failed or cancelled job can be retried', {
          id: 'Only a failed or cancelled job can be retried',
        });
      const definition = this.options.registry.get(job.type);
      if (!definition) throw validationError({ type: 'Unknown job type' });
      const extra = Math.max(1, definition.maxAttempts ?? 1);
      const queueId = randomUUID();
      await tx.query(
        `update jobs set status = 'queued', cancel_requested_at = null, finished_at = null, error = null,
           progress = 0, progress_done = 0, progress_total = null, summary = null, file_id = null,
           heartbeat_at = null, max_attempts = attempts + $2, queue_id = $3, log = log || $4::jsonb
         where id = $1`,
        [
          id,
          extra,
          queueId,
          JSON.stringify([{ at: new Date().toISOString(), message: `Retried by ${viewer.email}` }]),
        ],
      );
      await audit(tx, viewer, { table: 'jobs' }, id, 'retry', { from: job.status });
      await this.send(id, queueId, extra, tx);
      return this.get(id, tx);
    });
    await this.publish(id, row);
    return row!;
  }

  /** Heartbeats of this process's jobs, cancels asked for elsewhere, and jobs whose process died. */
  private async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      const mine = [...this.running.keys()];
      if (mine.length > 0) {
        const { rows } = await this.options.db.query<{ id: string; cancel: unknown }>(
          `update jobs set heartbeat_at = now() where id = any($1::uuid[]) and status = 'running'
           returning id, cancel_requested_at as cancel`,
          [mine],
        );
        for (const r of rows) {
          const run = this.running.get(r.id);
          if (run && r.cancel && !run.cancelRequested) {
            run.cancelRequested = true;
            run.controller.abort('cancelled');
          }
        }
      }
      await this.reapStale(mine);
    } catch (error) {
      this.options.logger.warn({ err: error, component: 'jobs' }, 'job heartbeat');
    } finally {
      this.ticking = false;
    }
  }

  /** A job marked running whose heartbeat stopped: its process died; fail the attempt so pg-boss retries it. */
  private async reapStale(mine: string[]): Promise<void> {
    const { rows } = await this.options.db.query<{
      id: string;
      queue_id: string | null;
      attempts: number;
      max_attempts: number;
    }>(
      `update jobs set status = case when attempts >= max_attempts then 'failed' else 'queued' end,
         heartbeat_at = null,
         finished_at = case when attempts >= max_attempts then now() else null end,
         error = 'The process running the job stopped',
         log = log || jsonb_build_array(jsonb_build_object('at', now(), 'message',
           'The process running attempt ' || attempts || ' stopped' ||
           case when attempts >= max_attempts then '' else '; it will be retried' end))
       where status = 'running' and heartbeat_at < now() - make_interval(secs => $1)
         and not (id = any($2::uuid[]))
       returning id, queue_id, attempts, max_attempts`,
      [this.staleAfter, mine],
    );
    for (const r of rows) {
      if (r.queue_id)
        await this.boss
          .fail(QUEUE_NAME, r.queue_id, { message: 'The process running the job stopped' })
          .catch(() => undefined);
      this.options.logger.warn({ component: 'jobs', job: r.id }, 'job of a stopped process retried');
      await this.publish(r.id);
    }
  }

  /** Runs one attempt of a job (pg-boss's handler). Throws to have pg-boss retry it. */
  private async execute(jobId: string, queueId: string): Promise<void> {
    const { db, events, logger, registry, storage } = this.options;
    const claimed = await db.query<{
      type: string;
      params: unknown;
      created_by: string | null;
      attempts: number;
      max_attempts: number;
    }>(
      `update jobs set status = 'running', attempts = attempts + 1, started_at = coalesce(started_at, now()),
         heartbeat_at = now(), finished_at = null,
         log = log || jsonb_build_array(jsonb_build_object('at', now(), 'message',
           'Attempt ' || (attempts + 1) || ' of ' || max_attempts || ' started'))
       where id = $1 and queue_id = $2 and status in ('queued', 'running') and cancel_requested_at is null
       returning type, params, created_by, attempts, max_attempts`,
      [jobId, queueId],
    );
    const job = claimed.rows[0];
    if (!job) {
      // Cancelled while queued, already finished, or replaced by a retry: nothing to run.
      await db.query(
        `update jobs set status = 'cancelled', finished_at = coalesce(finished_at, now())
         where id = $1 and queue_id = $2 and status in ('queued', 'running') and cancel_requested_at is not null`,
        [jobId, queueId],
      );
      return;
    }
    const definition = registry.get(job.type);
    const run: Running = { controller: new AbortController(), cancelRequested: false };
    this.running.set(jobId, run);
    const snapshot = (await this.get(jobId)) ?? { id: jobId };
    const log: { at: string; message: string }[] = [...((snapshot.log as never[] | undefined) ?? [])];
    let pendingLines: { at: string; message: string }[] = [];
    let done = 0;
    let total: number | null = null;
    let fileId: string | null = null;
    const files: JobFileWriter[] = [];
    let flushing: Promise<void> = Promise.resolve();
    let lastEvent = 0;
    let trailing: NodeJS.Timeout | undefined;

    const percent = () => (total && total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 0);
    const current = (): Row => ({
      ...snapshot,
      status: 'running',
      progressDone: done,
      progressTotal: total,
      progress: percent(),
      log: [...log],
      updatedAt: new Date(),
    });
    // Writes never make the job wait: on PGlite a write waits for the job's own open transaction.
    const flush = () => {
      const lines = pendingLines;
      pendingLines = [];
      const values: SqlParam[] = [jobId, queueId, done, total, percent(), JSON.stringify(lines)];
      flushing = flushing
        .then(() =>
          db.query(
            `update jobs set progress_done = $3, progress_total = $4, progress = $5, log = log || $6::jsonb,
               heartbeat_at = now()
             where id = $1 and queue_id = $2 and status = 'running'`,
            values,
          ),
        )
        .then(
          () => undefined,
          (error: unknown) => logger.warn({ err: error, component: 'jobs' }, 'job progress'),
        );
    };
    const emit = (force = false) => {
      const now = Date.now();
      const gap = 1000 / PROGRESS_EVENTS_PER_SECOND;
      if (!force && now - lastEvent < gap) {
        trailing ??= setTimeout(() => {
          trailing = undefined;
          emit(true);
        }, gap);
        return;
      }
      lastEvent = now;
      flush();
      void events.publish(JOB_TOPIC, current()).catch(() => undefined);
    };

    const ctx: JobContext<unknown> = {
      jobId,
      params: job.params,
      startedBy: null,
      db,
      signal: run.controller.signal,
      progress: async (d, t) => {
        done = Math.max(0, Math.floor(d));
        total = Math.max(0, Math.floor(t));
        emit();
      },
      log: async (message) => {
        if (log.length > MAX_LOG_LINES) return;
        const line = {
          at: new Date().toISOString(),
          message:
            log.length === MAX_LOG_LINES ? 'Further lines were left out' : String(message).slice(0, 2000),
        };
        log.push(line);
        pendingLines.push(line);
        emit(true);
      },
      checkpoint: async () => {
        if (run.cancelRequested) throw new JobCancelled();
        if (run.controller.signal.aborted) throw new JobStopping();
      },
      createFile: async (name, contentType) => {
        if (files.length > 0) throw new Error('A job keeps at most one file');
        const writer = storage.create(jobId, job.created_by, name, contentType, async (file) => {
          fileId = file.id;
        });
        files.push(writer);
        return writer;
      },
    };
    if (job.created_by) {
      const { rows } = await db.query<{ id: string; email: string; role: string | null }>(
        'select id, email, role from accounts where id = $1',
        [job.created_by],
      );
      if (rows[0]) (ctx as { startedBy: Viewer | null }).startedBy = rows[0] as Viewer;
    }

    const finish = async (
      status: 'succeeded' | 'failed' | 'cancelled' | 'queued',
      fields: { summary?: unknown; error?: string | null; line: string },
    ) => {
      clearTimeout(trailing);
      flush();
      await flushing;
      const terminal = status !== 'queued';
      await db.query(
        `update jobs set status = $3, summary = $4::jsonb, error = $5, file_id = $6, heartbeat_at = null,
           finished_at = case when $7 then now() else null end,
           progress = case when $3 = 'succeeded' then 100 else progress end,
           log = log || jsonb_build_array(jsonb_build_object('at', now(), 'message', $8::text))
         where id = $1 and queue_id = $2`,
        [
          jobId,
          queueId,
          status,
          fields.summary === undefined ? null : JSON.stringify(fields.summary),
          fields.error ?? null,
          fileId,
          terminal,
          fields.line,
        ],
      );
      await this.publish(jobId);
    };

    try {
      if (!definition) throw new Error(`This server does not know jobs of type "${job.type}"`);
      const outcome = await (definition as JobDefinition<unknown>).run(ctx);
      if (run.cancelRequested) throw new JobCancelled();
      await finish('succeeded', { summary: outcome.summary ?? null, line: 'Finished' });
    } catch (error) {
      for (const file of files) if (!fileId) await file.discard().catch(() => undefined);
      if (error instanceof JobCancelled || run.cancelRequested) {
        fileId = null;
        await finish('cancelled', { line: 'Cancelled; nothing it had not committed was kept' });
        return;
      }
      const stopping = error instanceof JobStopping || run.controller.signal.reason === 'stopping';
      const message = stopping
        ? 'The server stopped while the job ran'
        : error instanceof Error
          ? error.message
          : String(error);
      const last = job.attempts >= job.max_attempts || !definition;
      if (!stopping) logger.warn({ err: error, component: 'jobs', job: jobId }, 'job attempt failed');
      fileId = null;
      await finish(last ? 'failed' : 'queued', {
        error: message,
        line: `Attempt ${job.attempts} failed: ${message}${last ? '' : '; it will be retried'}`,
      });
      // pg-boss records the failure and, with tries left, retries it after its backoff.
      if (!last) throw error instanceof Error ? error : new Error(message);
    } finally {
      clearTimeout(trailing);
      this.running.delete(jobId);
    }
  }
}

/** The process is stopping: the attempt goes back to the queue. */
class JobStopping extends Error {
  constructor() {
    super('The server stopped while the job ran');
  }
}
