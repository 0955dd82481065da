import { Worker } from 'node:worker_threads';
import pg from 'pg';

export type Row = Record<string, unknown>;
export type SqlParam = string | number | boolean | null | Date | string[] | number[];

/** What the rest of the server needs from a database, the same on PGlite and on PostgreSQL. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly SqlParam[]): Promise<{ rows: T[] }>;
  /** Runs statements separated by semicolons (migrations, seeds); no parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Connections of a pool (PostgreSQL), for /metrics; PGlite has one connection and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

// bigint (money) as a JS number: amounts stay well inside 2^53 minor units. Dates stay 'YYYY-MM-DD' strings
// so no time zone shifts them; numeric (lat/lng) becomes a number.
const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;
const JSON_OID = 114;
const JSONB = 3802;
const toNumber = (v: string) => Number(v);
// json and jsonb are parsed here (and in pgliteWorker.mjs), once, the same way on both databases: callers
// never parse them again (a second parse of the stored string "otp" is what broke the settings screens on
// PGlite).
const parseJson = (v: string): unknown => JSON.parse(v) as unknown;

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data folder; undefined means in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * The longest one statement may run, in ms (unset: no limit). PostgreSQL's own `statement_timeout` on every
   * pooled connection; on PGlite the caller's wait is bounded instead (see `PgliteWorkerClient`). Either way
   * the statement fails with SQLSTATE 57014, which the GraphQL layer answers as TIMEOUT. A transaction may
   * change it for itself with `set local statement_timeout = …` (migrations and seeds set 0: no limit).
   */
  statementTimeoutMs?: number | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.maxConnections ?? 10, options.statementTimeoutMs);
  return openPglite(options.dataDir, options.statementTimeoutMs);
}

/** SQLSTATE query_canceled: what PostgreSQL's statement_timeout raises, and what the PGlite guard raises too. */
export const STATEMENT_TIMEOUT_CODE = '57014';

/** True for an error raised because a statement ran past its time limit (either database). */
export function isStatementTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === STATEMENT_TIMEOUT_CODE
  );
}

/** `set local statement_timeout = 0` / `to '30s'`: a transaction's own limit, in ms (0 = none). */
export function localStatementTimeout(sql: string): number | undefined {
  const m = /^\s*set\s+local\s+statement_timeout\s*(?:=|to)\s*'?\s*(\d+)\s*(ms|s|min)?\s*'?\s*;?\s*$/i.exec(
    sql,
  );
  if (!m) return undefined;
  const unit = (m[2] ?? 'ms').toLowerCase();
  return Number(m[1]) * (unit === 's' ? 1000 : unit === 'min' ? 60_000 : 1);
}

/** An error as it arrives from the worker: message plus PostgreSQL's fields (code, constraint, …). */
class WorkerDatabaseError extends Error {
  constructor(fields: Record<string, unknown>) {
    super(typeof fields.message === 'string' ? fields.message : 'database error');
    Object.assign(this, fields);
    this.name = typeof fields.name === 'string' ? fields.name : 'DatabaseError';
  }
}

type WorkerAnswer = { id: number; rows?: Row[]; error?: Record<string, unknown>; ready?: boolean };
type WorkerRequest =
  | { op: 'query'; sql: string; params?: SqlParam[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'close' };

/**
 * The main thread's side of the embedded database: PGlite runs in a worker thread (`pgliteWorker.mjs`) so a
 * long query blocks that thread only, and /healthz, sockets and every request not waiting for the database
 * keep answering. Statements go over as messages; a transaction holds the worker's one connection until its
 * commit or rollback, and other statements wait their turn, as they did on PGlite's single connection.
 *
 * Statement timeout: WebAssembly cannot be interrupted, so a statement that runs too long runs on in the
 * worker; its caller stops waiting and gets SQLSTATE 57014 after `timeoutMs` (a statement still queued is
 * dropped, never run late). A transaction whose statement timed out is rolled back once the worker is free.
 */
class PgliteWorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(a: WorkerAnswer): void; reject(e: Error): void }>();
  private nextId = 1;
  private openTransactions = 0;
  private failure: Error | null = null;

  private constructor(
    dataDir: string | undefined,
    private readonly timeoutMs: number | undefined,
  ) {
    this.worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
      workerData: {
        dataDir,
        parsers: {
          [INT8]: 'number',
          [DATE]: 'text',
          [NUMERIC]: 'number',
          [JSON_OID]: 'json',
          [JSONB]: 'json',
        },
      },
    });
    this.worker.on('message', (answer: WorkerAnswer) => {
      const waiter = this.pending.get(answer.id);
      if (!waiter) return; // given up on (timeout)
      this.pending.delete(answer.id);
      this.refresh();
      if (answer.error) waiter.reject(new WorkerDatabaseError(answer.error));
      else waiter.resolve(answer);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
      this.refresh();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the database worker stopped (exit code ${code})`)));
  }

  static async start(
    dataDir: string | undefined,
    timeoutMs: number | undefined,
  ): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(dataDir, timeoutMs);
    await client.wait(0, undefined);
    return client;
  }

  /** The worker keeps the process alive only while something waits for it (scripts end when done). */
  private refresh(): void {
    if (this.pending.size > 0 || this.openTransactions > 0) this.worker.ref();
    else this.worker.unref();
  }

  private wait(id: number, timeoutMs: number | undefined): Promise<WorkerAnswer> {
    return new Promise<WorkerAnswer>((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      let timer: NodeJS.Timeout | undefined;
      this.pending.set(id, {
        resolve: (a) => {
          clearTimeout(timer);
          resolve(a);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.refresh();
      if (timeoutMs && timeoutMs > 0) {
        timer = setTimeout(() => {
          if (!this.pending.delete(id)) return;
          this.worker.postMessage({ op: 'cancel', target: id });
          this.refresh();
          reject(
            new WorkerDatabaseError({
              code: STATEMENT_TIMEOUT_CODE,
              message: 'canceling statement due to statement timeout',
            }),
          );
        }, timeoutMs);
      }
    });
  }

  send(request: WorkerRequest, timeoutMs?: number): Promise<WorkerAnswer> {
    const id = this.nextId++;
    const answer = this.wait(id, timeoutMs);
    this.worker.postMessage({ ...request, id });
    return answer;
  }

  queryable(tx: number | undefined, limit: () => number | undefined): Queryable {
    return {
      query: async <T extends Row>(sql: string, params?: readonly SqlParam[]) => {
        const answer = await this.send(
          { op: 'query', sql, ...(params ? { params: [...params] } : {}), ...(tx ? { tx } : {}) },
          limit(),
        );
        return { rows: (answer.rows ?? []) as T[] };
      },
      exec: async (sql: string) => {
        await this.send({ op: 'exec', sql, ...(tx ? { tx } : {}) }, limit());
      },
    };
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    this.openTransactions++;
    try {
      const begun = this.send({ op: 'begin' });
      const tx = this.nextId - 1;
      await begun;
      let txLimit = this.timeoutMs;
      const inner = this.queryable(tx, () => txLimit);
      const scoped: Queryable = {
        query: (sql, params) => {
          const local = localStatementTimeout(sql);
          if (local !== undefined) txLimit = local;
          return inner.query(sql, params);
        },
        exec: (sql) => {
          const local = localStatementTimeout(sql);
          if (local !== undefined) txLimit = local;
          return inner.exec(sql);
        },
      };
      let result: T;
      try {
        result = await work(scoped);
      } catch (error) {
        const rollback = this.send({ op: 'rollback', tx }).catch(() => undefined);
        // After a timeout the worker may still be running the statement: the rollback runs when it is free,
        // and the caller gets its answer now (nothing else can use the connection before the rollback).
        if (!isStatementTimeout(error)) await rollback;
        throw error;
      }
      await this.send({ op: 'commit', tx });
      return result;
    } finally {
      this.openTransactions--;
      this.refresh();
    }
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.send({ op: 'close' });
    await this.worker.terminate();
  }
}

async function openPglite(dataDir: string | undefined, timeoutMs: number | undefined): Promise<Database> {
  const client = await PgliteWorkerClient.start(dataDir, timeoutMs);
  return {
    kind: 'pglite',
    ...client.queryable(undefined, () => timeoutMs),
    transaction: (work) => client.transaction(work),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number, timeoutMs: number | undefined): Promise<Database> {
  const parsers = {
    getTypeParser(oid: number, format?: string) {
      if (oid === INT8 || oid === NUMERIC) return toNumber;
      if (oid === DATE) return (v: string) => v;
      if (oid === JSON_OID || oid === JSONB) return parseJson;
      return pg.types.getTypeParser(oid, format as 'text');
    },
  };
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: parsers as pg.CustomTypesConfig,
    // Sent at connect: the server cancels any statement past it (SQLSTATE 57014) and frees the connection.
    ...(timeoutMs ? { statement_timeout: timeoutMs } : {}),
  });
  // A connection the server ended (pg_terminate_backend, a restart) errors here when idle: the pool drops it
  // and makes a new one; without a listener the error would end the process.
  pool.on('error', () => undefined);
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row>(sql: string, params?: readonly SqlParam[]) {
      const result = await q.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // The pool listens for errors only on idle clients: a connection ended while this transaction holds it
      // (pg_terminate_backend, a server restart) would otherwise be an uncaught error that ends the process.
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((failed: unknown) => {
          // The connection itself is gone (terminated backend, network): the server rolled back; the pool
          // must not hand this client out again.
          broken = failed instanceof Error ? failed : new Error(String(failed));
        });
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
