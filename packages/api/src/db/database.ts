import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { from as copyFromStdin, to as copyToStdout } from 'pg-copy-streams';

export type Row = Record<string, unknown>;
export type SqlParam = string | number | boolean | null | Date | string[] | number[];

export interface QueryOptions {
  /**
   * Keep the statement prepared on each connection (PostgreSQL; PGlite ignores it), so the server keeps a plan
   * for it instead of planning every call (PostgreSQL plans its first five runs for their values, then keeps
   * one generic plan when that costs no more). For statements whose best plan does not depend on the values —
   * a row by its id — and that run often: a resource's row read with its six looked-up names took about
   * 0.9 ms to plan and 0.1 ms to run (issue 17). Not for list statements, whose filters and ranges want a
   * plan for their values. Each connection keeps every statement prepared on it: only for a fixed set of
   * texts, never for text built from input.
   */
  prepared?: boolean;
}

/** What the rest of the server needs from a database, the same on PGlite and on PostgreSQL. */
export interface Queryable {
  query<T extends Row = Row>(
    sql: string,
    params?: readonly SqlParam[],
    options?: QueryOptions,
  ): Promise<{ rows: T[] }>;
  /** Runs statements separated by semicolons (migrations, seeds); no parameters. */
  exec(sql: string): Promise<void>;
  /**
   * PostgreSQL only: the result's columns (name and type OID) of a statement (run it so it reads no rows,
   * e.g. `limit 0`). Absent on PGlite.
   */
  describe?(sql: string, params?: readonly SqlParam[]): Promise<{ name: string; dataTypeID: number }[]>;
  /**
   * PostgreSQL only, in a transaction: the bytes of `COPY … TO STDOUT`, as a stream. The stream must be
   * read to its end (or its error) before the transaction's next statement runs.
   */
  copyOut?(sql: string): Readable;
  /**
   * In a transaction: `COPY <into> FROM …` (text format) fed with `data`, its chunks in order; `into` is a
   * table and its columns, e.g. `products (store_id, sku)`. Resolves with the rows it took; a failure fails
   * the transaction. PostgreSQL streams the data; PGlite reads it as one blob.
   */
  copyIn?(into: string, data: Iterable<string | Buffer> | AsyncIterable<string | Buffer>): Promise<number>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Connections of a pool (PostgreSQL), for /metrics; PGlite has one connection and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite: how many times its thread was replaced to stop a statement past its time limit (or a crash). */
  restarts?(): number;
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
   * pooled connection; on PGlite the statement's thread is ended and replaced (see `PgliteWorkerClient`). Either way
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

/**
 * SQLSTATE admin_shutdown: the connection a request ran on was ended under it (PostgreSQL's
 * `pg_terminate_backend`; on PGlite, the database thread restarted to stop a statement past its time limit,
 * or after it crashed). Nothing of the request's transaction was kept: it may simply be sent again.
 */
export const CONNECTION_ENDED_CODE = '57P01';

/** True for an error raised because the request's database connection was ended (retryable). */
export function isConnectionEnded(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === CONNECTION_ENDED_CODE
  );
}

const connectionEnded = (why: string) =>
  new WorkerDatabaseError({
    code: CONNECTION_ENDED_CODE,
    message: `terminating connection: ${why}; nothing of this transaction was kept, try again`,
  });

const statementTimedOut = () =>
  new WorkerDatabaseError({
    code: STATEMENT_TIMEOUT_CODE,
    message: 'canceling statement due to statement timeout',
  });

type WorkerAnswer = {
  id: number;
  rows?: Row[];
  rowCount?: number;
  error?: Record<string, unknown>;
  ready?: boolean;
};
type WorkerRequest =
  | { op: 'query'; sql: string; params?: SqlParam[]; tx?: number }
  | { op: 'copyIn'; sql: string; data: string; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'close' };

/** A request waiting for the worker or running in it. */
interface Job {
  id: number;
  request: WorkerRequest;
  /** The statement's own time limit, counted from when the worker starts it (as PostgreSQL counts). */
  timeoutMs: number | undefined;
  resolve(answer: WorkerAnswer): void;
  reject(error: Error): void;
}

const txOf = (request: WorkerRequest): number | undefined => ('tx' in request ? request.tx : undefined);

/**
 * The main thread's side of the embedded database: PGlite runs in a worker thread (`pgliteWorker.mjs`) so a
 * long query blocks that thread only, and /healthz, sockets and every request not waiting for the database
 * keep answering.
 *
 * This side keeps the queue and sends the worker one request at a time, as PGlite has one connection: while
 * a transaction is open only its own statements go, the rest wait their turn, in order.
 *
 * Statement timeout: PGlite ignores `statement_timeout` (no timer signal in WebAssembly) and has no cancel,
 * so a statement past its limit is stopped by ending its thread: the caller gets SQLSTATE 57014 at once, the
 * worker is terminated and a new one opens the same data folder (PostgreSQL's recovery replays the WAL: every
 * committed write is there, the open transaction is gone). The transaction the statement ran in fails with
 * 57P01 (`isConnectionEnded`, retryable) for whatever it sends next; requests still queued go to the new
 * worker, nothing that had reached the old one is sent again. The same happens if the worker crashes.
 * In memory (no data folder, tests) a restart would lose the database: there the caller stops waiting and
 * the statement runs on, holding the connection until it ends, as before.
 */
/**
 * PGlite's WebAssembly, compiled once per process and handed to every worker: a thread started to replace
 * one that was ended then only opens the database (under a second when quiet) instead of compiling 9 MB of
 * code again (seconds more).
 */
let compiled: Promise<{ pglite: WebAssembly.Module; initdb: WebAssembly.Module }> | undefined;
function compiledPglite() {
  compiled ??= (async () => {
    const require = createRequire(import.meta.url);
    const [pglite, initdb] = await Promise.all(
      ['@electric-sql/pglite/pglite.wasm', '@electric-sql/pglite/initdb.wasm'].map(async (name) =>
        WebAssembly.compile(await readFile(require.resolve(name))),
      ),
    );
    return { pglite: pglite!, initdb: initdb! };
  })();
  return compiled;
}

class PgliteWorkerClient {
  private worker!: Worker;
  private readonly queue: Job[] = [];
  /** The request the worker is running; `abandoned` once its caller got TIMEOUT (in memory only). */
  private running: (Job & { abandoned?: boolean }) | null = null;
  private timer: NodeJS.Timeout | undefined;
  /** True from a worker's creation until PGlite is open in it: nothing is sent meanwhile. */
  private starting = true;
  /** The transaction holding the connection: its begin's id. */
  private holder: number | null = null;
  /** Transactions whose worker was ended under them: their statements fail, their rollback is a no-op. */
  private readonly endedTx = new Set<number>();
  /** Workers being ended on purpose: their exit is no crash. */
  private readonly retired = new WeakSet<Worker>();
  private nextId = 1;
  private openTransactions = 0;
  private failure: Error | null = null;
  private closing = false;
  /** How many times the worker was replaced (for /metrics and tests). */
  restarts = 0;

  private constructor(
    private readonly dataDir: string | undefined,
    private readonly timeoutMs: number | undefined,
  ) {}

  static async start(
    dataDir: string | undefined,
    timeoutMs: number | undefined,
  ): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(dataDir, timeoutMs);
    await client.spawn();
    return client;
  }

  /** Starts a worker on the data folder; resolves when PGlite is open in it. */
  private async spawn(): Promise<void> {
    const modules = await compiledPglite();
    const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
      workerData: {
        dataDir: this.dataDir,
        modules,
        parsers: {
          [INT8]: 'number',
          [DATE]: 'text',
          [NUMERIC]: 'number',
          [JSON_OID]: 'json',
          [JSONB]: 'json',
        },
      },
    });
    this.worker = worker;
    this.starting = true;
    return new Promise<void>((resolve, reject) => {
      worker.on('message', (answer: WorkerAnswer) => {
        if (worker !== this.worker || this.retired.has(worker)) return; // an ended worker's last words
        if (answer.id === 0) {
          if (answer.error) {
            const error = new WorkerDatabaseError(answer.error);
            this.fail(error);
            reject(error);
            return;
          }
          this.starting = false;
          resolve();
          this.refresh();
          this.pump();
          return;
        }
        this.answered(answer);
      });
      const crashed = (error: Error) => {
        if (worker !== this.worker || this.retired.has(worker) || this.closing) return;
        if (this.starting) {
          // It could not even open the database: replacing it again would loop.
          this.fail(error);
          reject(error);
          return;
        }
        const job = this.running;
        this.running = null;
        clearTimeout(this.timer);
        job?.reject(connectionEnded(`the database thread stopped (${error.message})`));
        this.replace('the database thread stopped');
      };
      worker.on('error', crashed);
      worker.on('exit', (code) => crashed(new Error(`exit code ${code}`)));
    });
  }

  /** Ends the current worker and opens a new one on the same folder; queued requests wait for it. */
  private replace(why: string): void {
    if (!this.dataDir || this.failure) {
      this.fail(connectionEnded(why));
      return;
    }
    this.restarts++;
    const old = this.worker;
    this.retired.add(old);
    this.starting = true;
    if (this.holder !== null) {
      const ended = this.holder;
      this.holder = null;
      this.endedTx.add(ended);
      for (const job of this.queue.filter((j) => txOf(j.request) === ended)) {
        this.queue.splice(this.queue.indexOf(job), 1);
        this.settleEnded(job, why);
      }
    }
    // Wait for the old thread to be gone before another opens its folder.
    void old
      .terminate()
      .catch(() => undefined)
      .then(() => this.spawn())
      .catch(() => undefined); // a failed start already failed every waiter
  }

  /** A request of a transaction whose worker was ended: its rollback has nothing left to do. */
  private settleEnded(job: Job, why: string): void {
    if (job.request.op === 'rollback') job.resolve({ id: job.id });
    else job.reject(connectionEnded(why));
  }

  private fail(error: Error): void {
    this.failure = error;
    clearTimeout(this.timer);
    const waiting = [...this.queue, ...(this.running ? [this.running] : [])];
    this.queue.length = 0;
    this.running = null;
    for (const job of waiting) job.reject(error);
    this.refresh();
  }

  /** The worker keeps the process alive only while something waits for it (scripts end when done). */
  private refresh(): void {
    const busy = this.queue.length > 0 || this.running !== null || this.openTransactions > 0;
    if (busy || this.starting) this.worker.ref();
    else this.worker.unref();
  }

  /** Sends the next request the connection may take, if it is free. */
  private pump(): void {
    if (this.running || this.starting || this.failure) return;
    const at = this.holder === null ? 0 : this.queue.findIndex((j) => txOf(j.request) === this.holder);
    if (at < 0 || at >= this.queue.length) return;
    const job = this.queue.splice(at, 1)[0]!;
    this.running = job;
    this.worker.postMessage({ ...job.request, id: job.id });
    if (job.timeoutMs && job.timeoutMs > 0) {
      this.timer = setTimeout(() => this.expired(job), job.timeoutMs);
    }
  }

  private answered(answer: WorkerAnswer): void {
    const job = this.running;
    if (!job || job.id !== answer.id) return;
    clearTimeout(this.timer);
    this.running = null;
    const op = job.request.op;
    if (op === 'begin' && !answer.error) this.holder = job.id;
    if (op === 'commit' || op === 'rollback') this.holder = null;
    if (op === 'close') this.closing = true;
    if (!job.abandoned) {
      if (answer.error) job.reject(new WorkerDatabaseError(answer.error));
      else job.resolve(answer);
    }
    this.refresh();
    this.pump();
  }

  /** The running statement is past its limit: its caller gets 57014 now, and the statement is stopped. */
  private expired(job: Job): void {
    if (this.running !== job) return;
    job.reject(statementTimedOut());
    if (!this.dataDir) {
      // In memory: ending the thread would lose the database; the statement runs on, its answer is dropped.
      this.running = { ...job, abandoned: true };
      return;
    }
    this.running = null;
    this.replace(`a statement ran past its time limit (${job.timeoutMs} ms)`);
  }

  send(request: WorkerRequest, timeoutMs?: number): Promise<WorkerAnswer> {
    const id = this.nextId++;
    return new Promise<WorkerAnswer>((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      const job: Job = { id, request, timeoutMs, resolve, reject };
      const tx = txOf(request);
      if (tx !== undefined && this.endedTx.has(tx)) return this.settleEnded(job, 'the database restarted');
      this.queue.push(job);
      this.refresh();
      this.pump();
    });
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
      // PGlite reads COPY's input from a blob it names '/dev/blob'.
      copyIn: async (into: string, data: Iterable<string | Buffer> | AsyncIterable<string | Buffer>) => {
        let text = '';
        for await (const chunk of data) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
        const sql = `copy ${into} from '/dev/blob'`;
        const answer = await this.send({ op: 'copyIn', sql, data: text, ...(tx ? { tx } : {}) }, limit());
        return answer.rowCount ?? 0;
      },
    };
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    this.openTransactions++;
    const begun = this.send({ op: 'begin' });
    const tx = this.nextId - 1;
    try {
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
        copyIn: inner.copyIn!,
      };
      let result: T;
      try {
        result = await work(scoped);
      } catch (error) {
        const rollback = this.send({ op: 'rollback', tx }).catch(() => undefined);
        // In memory, after a timeout the worker may still be running the statement: the rollback runs when
        // it is free, and the caller gets its answer now (nothing else can use the connection before it).
        if (!isStatementTimeout(error)) await rollback;
        throw error;
      }
      await this.send({ op: 'commit', tx });
      return result;
    } finally {
      this.endedTx.delete(tx);
      this.openTransactions--;
      this.refresh();
    }
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.send({ op: 'close' });
    this.closing = true;
    await this.worker.terminate();
  }
}

async function openPglite(dataDir: string | undefined, timeoutMs: number | undefined): Promise<Database> {
  const client = await PgliteWorkerClient.start(dataDir, timeoutMs);
  return {
    kind: 'pglite',
    ...client.queryable(undefined, () => timeoutMs),
    transaction: (work) => client.transaction(work),
    restarts: () => client.restarts,
    close: () => client.close(),
  };
}

/**
 * A prepared statement's name: node-postgres prepares a name once per connection and refuses the same name
 * with another text, so the name is the text's hash (a few microseconds; not cached, so no cache to bound).
 */
function preparedName(sql: string): string {
  return `p_${createHash('sha1').update(sql).digest('hex')}`;
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
    async query<T extends Row>(sql: string, params?: readonly SqlParam[], options?: QueryOptions) {
      const values = params ? [...params] : undefined;
      const result = options?.prepared
        ? await q.query<T>({ name: preparedName(sql), text: sql, values })
        : await q.query<T>(sql, values);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
    async describe(sql: string, params?: readonly SqlParam[]) {
      const result = await q.query(sql, params ? [...params] : undefined);
      return result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    },
    // COPY needs one connection: only a transaction's client has these.
    ...(q instanceof pg.Pool
      ? {}
      : {
          copyOut: (sql: string) => q.query(copyToStdout(sql)),
          async copyIn(into: string, data: Iterable<string | Buffer> | AsyncIterable<string | Buffer>) {
            const stream = q.query(copyFromStdin(`copy ${into} from stdin`));
            await pipeline(Readable.from(data, { objectMode: false }), stream);
            return stream.rowCount;
          },
        }),
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
