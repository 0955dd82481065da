import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
// json and jsonb are parsed here, once, the same way on both databases: callers never parse them again
// (a second parse of the stored string "otp" is what broke the settings screens on PGlite).
const parseJson = (v: string): unknown => JSON.parse(v) as unknown;

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data folder; undefined means in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.maxConnections ?? 10);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { btree_gist, pg_trgm },
    parsers: {
      [INT8]: toNumber,
      [DATE]: (v: string) => v,
      [NUMERIC]: toNumber,
      [JSON_OID]: parseJson,
      [JSONB]: parseJson,
    },
    serializers: { [pgliteTypes.INT8]: (v: unknown) => String(v) },
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends Row>(sql: string, params?: readonly SqlParam[]) {
      const result = await q.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction(work) {
      return db.transaction((tx) => work(wrap(tx)));
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const parsers = {
    getTypeParser(oid: number, format?: string) {
      if (oid === INT8 || oid === NUMERIC) return toNumber;
      if (oid === DATE) return (v: string) => v;
      if (oid === JSON_OID || oid === JSONB) return parseJson;
      return pg.types.getTypeParser(oid, format as 'text');
    },
  };
  const pool = new pg.Pool({ connectionString: url, max, types: parsers as pg.CustomTypesConfig });
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
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
