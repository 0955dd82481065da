import { resolve } from 'node:path';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import type { GraphQLLimits } from './graphql/limits.ts';

// Shared with the admin app, which sends it as `applicationId` on login.
export { ADMIN_APPLICATION_ID } from '@market/domain';

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  /** Where the built admin app lives; served with an SPA fallback when present. */
  adminDist: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * For how long a just-rotated refresh token may be presented again and get the same successor (FusionAuth's
   * "one-time use with a window"): tabs refreshing at once all stay signed in. Later reuse is taken for a
   * leak and revokes the whole session. 0 makes refresh tokens strictly one-time.
   */
  refreshTokenReuseWindowSeconds: number;
  /**
   * The reverse proxies whose `X-Forwarded-For` is believed (addresses, CIDR ranges or proxy-addr's names
   * `loopback`, `linklocal`, `uniquelocal`). Empty: the client is the socket's peer, whatever the header says.
   */
  trustProxy: string[];
  /** Sign-in and recovery throttling (see `auth/throttle.ts`). */
  throttle: ThrottleSettings;
  /**
   * How long a verified access token is believed before its account is checked again (deactivated, role or
   * password changed): the most a revoked token can still be used, on any API process.
   */
  accessRecheckMs: number;
  /**
   * The admin app's public address (scheme, host, optional path; no trailing slash): password reset and
   * invitation links point at `<adminPublicUrl>/auth/reset-password?token=…`.
   */
  adminPublicUrl: string;
  /** Most rows a CSV export may have when nothing is filtered. */
  exportUnfilteredLimit: number;
  /** CSV exports streaming at once per account, and in all (more → 429). */
  exportMaxPerUser: number;
  exportMaxConcurrent: number;
  /** A download whose client reads nothing for this long is cut off (ms). */
  exportStallTimeoutMs: number;
  /**
   * The longest one SQL statement of a request may run (ms): PostgreSQL's statement_timeout on the API's
   * connections; on PGlite the database thread is ended and replaced (see db/database.ts). Past it → GraphQL
   * code TIMEOUT.
   */
  statementTimeoutMs: number;
  /**
   * The HTTP gateway customer notifications are POSTed to. Unset: no delivery worker runs and queued
   * notifications stay pending.
   */
  notificationWebhookUrl: string | undefined;
  /** Bearer token for the gateway, when it wants one. */
  notificationWebhookToken: string | undefined;
  /** Pause between the delivery worker's polls when nothing is due. */
  notificationPollMs: number;
  /** Tries per notification before it is marked failed. */
  notificationMaxAttempts: number;
  /** Per request to the gateway. */
  notificationTimeoutMs: number;
  /** Pause before the second try, doubled for each further one (at most an hour). */
  notificationRetryBaseMs: number;
  /** What one GraphQL document or socket may ask for (see graphql/guard.ts and the README's "Hardening"). */
  graphql: GraphQLLimits;
  /** Deepest `offset` a list accepts; further pages are reached with the `after` cursor. */
  maxListOffset: number;
  /** When set, GET /metrics answers only `Authorization: Bearer <metricsToken>`. */
  metricsToken: string | undefined;
  /** Where background jobs run: in this API process (embedded), nowhere here (off), or only jobs, no HTTP (only). */
  workerMode: 'off' | 'embedded' | 'only';
  /** Jobs one process runs at once. */
  workerConcurrency: number;
  /** A running job whose process wrote no heartbeat for this long is retried (its process died). */
  jobStaleSeconds: number;
  /** The first retry of a failed job attempt waits this long; each further one twice as long. */
  jobRetryDelaySeconds: number;
  /** pino level of the server's log lines (`silent` in tests). */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export interface ThrottleSettings {
  /** Failed sign-ins, and register / forgot-password requests, one IP address may make per window. */
  ipAttempts: number;
  /** Consecutive wrong passwords for one account from one IP address (or one trusted browser). */
  accountIpAttempts: number;
  /** Wrong passwords for one account, from any address, by browsers without that account's device cookie. */
  accountAttempts: number;
  /** The window the attempts are counted in. */
  windowSeconds: number;
  /** The first block once a limit is reached; each further block of the same key within a day doubles it. */
  blockSeconds: number;
  /** The longest block. */
  maxBlockSeconds: number;
  /** Prefix of the counters' keys in Redis (several deployments may share one server). */
  keyPrefix: string;
}

/** A positive whole number, or the default when unset or empty. */
const positive = (fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v),
    z.coerce
      .number({ error: 'must be a positive whole number' })
      .int('must be a positive whole number')
      .positive('must be a positive whole number')
      .default(fallback),
  );
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = (protocols: RegExp, example: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine(
        (v) => URL.canParse(v) && protocols.test(new URL(v).protocol),
        `must be a URL such as ${example}`,
      )
      .optional(),
  );

/** Longer than a few minutes would let a stolen, already-rotated refresh token be used without alarm. */
export const MAX_REFRESH_REUSE_WINDOW_SECONDS = 300;

/**
 * Every variable the server reads, checked at start (zod): a bad value stops the start with a message naming
 * the variable, instead of becoming `limit NaN` in SQL at the first export. Documented in the README's table
 * and in `.env.example`.
 */
export const ENV_SCHEMA = z
  .object({
    PORT: z.preprocess(
      (v) => (v === undefined || v === '' ? undefined : v),
      z.coerce
        .number({ error: 'must be a port number' })
        .int('must be a port number')
        .min(0)
        .max(65535)
        .default(4000),
    ),
    DATA_DIR: optionalText,
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'postgres://user@host:5432/db'),
    REDIS_URL: optionalUrl(/^rediss?:$/, 'redis://127.0.0.1:6379'),
    JWT_SECRET: optionalText,
    ADMIN_DIST: optionalText,
    // Checked by adminPublicUrl() below, which also normalises it.
    ADMIN_PUBLIC_URL: optionalText,
    EXPORT_UNFILTERED_LIMIT: positive(10_000),
    EXPORT_MAX_PER_USER: positive(2),
    EXPORT_MAX_CONCURRENT: positive(4),
    EXPORT_STALL_TIMEOUT_MS: positive(30_000),
    STATEMENT_TIMEOUT_MS: positive(10_000),
    NOTIFICATION_WEBHOOK_URL: optionalUrl(/^https?:$/, 'https://gateway.example.com/notify'),
    NOTIFICATION_WEBHOOK_TOKEN: optionalText,
    NOTIFICATION_POLL_MS: positive(5_000),
    NOTIFICATION_MAX_ATTEMPTS: positive(8),
    NOTIFICATION_TIMEOUT_MS: positive(10_000),
    NOTIFICATION_RETRY_BASE_MS: positive(30_000),
    GRAPHQL_ANONYMOUS_MAX_BYTES: positive(2048),
    GRAPHQL_ANONYMOUS_MAX_TOKENS: positive(200),
    GRAPHQL_MAX_BYTES: positive(65_536),
    GRAPHQL_MAX_TOKENS: positive(5000),
    GRAPHQL_MAX_ROWS: positive(1000),
    GRAPHQL_CACHE_MAX_BYTES: positive(64 * 1024 * 1024),
    MAX_LIST_OFFSET: positive(10_000),
    WS_MAX_SUBSCRIPTIONS: positive(20),
    WS_KEEPALIVE_MS: positive(12_000),
    WS_MAX_PAYLOAD_BYTES: positive(131_072),
    METRICS_TOKEN: optionalText,
    WORKER_MODE: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(['off', 'embedded', 'only'], { error: 'must be off, embedded or only' }).default('embedded'),
    ),
    WORKER_CONCURRENCY: positive(2),
    JOB_STALE_SECONDS: positive(60),
    JOB_RETRY_DELAY_SECONDS: positive(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.preprocess(
      (v) =>
        String(v ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      z.array(z.string()).refine(
        (list) => {
          try {
            proxyAddr.compile(list);
            return true;
          } catch {
            return false;
          }
        },
        { error: 'must list proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal' },
      ),
    ),
    THROTTLE_IP_ATTEMPTS: positive(100),
    THROTTLE_ACCOUNT_IP_ATTEMPTS: positive(5),
    THROTTLE_ACCOUNT_ATTEMPTS: positive(20),
    THROTTLE_WINDOW_SECONDS: positive(3600),
    THROTTLE_BLOCK_SECONDS: positive(60),
    THROTTLE_MAX_BLOCK_SECONDS: positive(3600),
    ACCESS_RECHECK_MS: positive(5_000),
    REFRESH_TOKEN_REUSE_WINDOW_SECONDS: z.preprocess(
      (v) => (v === undefined || v === '' ? undefined : v),
      z.coerce
        .number({ error: `must be a whole number of seconds from 0 to ${MAX_REFRESH_REUSE_WINDOW_SECONDS}` })
        .int(`must be a whole number of seconds from 0 to ${MAX_REFRESH_REUSE_WINDOW_SECONDS}`)
        .min(0, `must be a whole number of seconds from 0 to ${MAX_REFRESH_REUSE_WINDOW_SECONDS}`)
        .max(
          MAX_REFRESH_REUSE_WINDOW_SECONDS,
          `must be a whole number of seconds from 0 to ${MAX_REFRESH_REUSE_WINDOW_SECONDS}`,
        )
        .default(30),
    ),
  })
  .refine((e) => e.THROTTLE_MAX_BLOCK_SECONDS >= e.THROTTLE_BLOCK_SECONDS, {
    path: ['THROTTLE_MAX_BLOCK_SECONDS'],
    error: 'must not be less than THROTTLE_BLOCK_SECONDS',
  });

/** Thrown when the environment holds a bad value; the message names every bad variable. */
export class ConfigError extends Error {}

/**
 * ADMIN_PUBLIC_URL as links need it: an absolute http(s) URL without query or fragment, trailing slash
 * dropped. Unset: this process's own address on localhost (right for development only). Anything else
 * stops the start, rather than emailing links that lead nowhere.
 */
export function adminPublicUrl(raw: string | undefined, port: number): string {
  if (raw === undefined || raw === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('ADMIN_PUBLIC_URL must be an absolute URL, e.g. https://admin.example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('ADMIN_PUBLIC_URL must be an http(s) URL');
  if (url.search || url.hash || url.username || url.password)
    throw new Error('ADMIN_PUBLIC_URL must not carry a query, fragment or credentials');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const root = resolve(import.meta.dirname, '../../..');
  const parsed = ENV_SCHEMA.safeParse(env);
  if (!parsed.success) {
    // Values are not echoed: DATABASE_URL or a token may hold a secret.
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  let adminUrl: string;
  try {
    adminUrl = adminPublicUrl(e.ADMIN_PUBLIC_URL, e.PORT);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return {
    port: e.PORT,
    dataDir: resolve(e.DATA_DIR ?? resolve(root, '.data')),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    adminDist: resolve(e.ADMIN_DIST ?? resolve(root, 'packages/admin/dist')),
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 3600,
    trustProxy: e.TRUST_PROXY,
    throttle: {
      ipAttempts: e.THROTTLE_IP_ATTEMPTS,
      accountIpAttempts: e.THROTTLE_ACCOUNT_IP_ATTEMPTS,
      accountAttempts: e.THROTTLE_ACCOUNT_ATTEMPTS,
      windowSeconds: e.THROTTLE_WINDOW_SECONDS,
      blockSeconds: e.THROTTLE_BLOCK_SECONDS,
      maxBlockSeconds: e.THROTTLE_MAX_BLOCK_SECONDS,
      keyPrefix: 'market:throttle',
    },
    refreshTokenReuseWindowSeconds: e.REFRESH_TOKEN_REUSE_WINDOW_SECONDS,
    accessRecheckMs: e.ACCESS_RECHECK_MS,
    adminPublicUrl: adminUrl,
    exportUnfilteredLimit: e.EXPORT_UNFILTERED_LIMIT,
    exportMaxPerUser: e.EXPORT_MAX_PER_USER,
    exportMaxConcurrent: e.EXPORT_MAX_CONCURRENT,
    exportStallTimeoutMs: e.EXPORT_STALL_TIMEOUT_MS,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    notificationWebhookUrl: e.NOTIFICATION_WEBHOOK_URL,
    notificationWebhookToken: e.NOTIFICATION_WEBHOOK_TOKEN,
    notificationPollMs: e.NOTIFICATION_POLL_MS,
    notificationMaxAttempts: e.NOTIFICATION_MAX_ATTEMPTS,
    notificationTimeoutMs: e.NOTIFICATION_TIMEOUT_MS,
    notificationRetryBaseMs: e.NOTIFICATION_RETRY_BASE_MS,
    graphql: {
      anonymousMaxBytes: e.GRAPHQL_ANONYMOUS_MAX_BYTES,
      anonymousMaxTokens: e.GRAPHQL_ANONYMOUS_MAX_TOKENS,
      maxBytes: e.GRAPHQL_MAX_BYTES,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxRows: e.GRAPHQL_MAX_ROWS,
      cacheMaxBytes: e.GRAPHQL_CACHE_MAX_BYTES,
      maxSubscriptionsPerSocket: e.WS_MAX_SUBSCRIPTIONS,
      keepAliveMs: e.WS_KEEPALIVE_MS,
      maxPayloadBytes: e.WS_MAX_PAYLOAD_BYTES,
    },
    maxListOffset: e.MAX_LIST_OFFSET,
    metricsToken: e.METRICS_TOKEN,
    workerMode: e.WORKER_MODE,
    workerConcurrency: e.WORKER_CONCURRENCY,
    jobStaleSeconds: e.JOB_STALE_SECONDS,
    jobRetryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
    logLevel: e.LOG_LEVEL,
  };
}
