import { resolve } from 'node:path';
import proxyAddr from 'proxy-addr';

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
  /** Most rows a CSV export may have when nothing is filtered. */
  exportUnfilteredLimit: number;
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

/** A positive whole number from the environment, or the default; anything else stops the start. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}

/** TRUST_PROXY as a list; an entry proxy-addr cannot read stops the start. */
function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  const list = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(list);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(
      `TRUST_PROXY must list proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal: ${detail}`,
    );
  }
  return list;
}

/** A whole number of seconds in [0, max] from the environment, or the default; anything else stops the start. */
function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a whole number of seconds from 0 to ${max}`);
  }
  return value;
}

/** Longer than a few minutes would let a stolen, already-rotated refresh token be used without alarm. */
export const MAX_REFRESH_REUSE_WINDOW_SECONDS = 300;

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const throttleBlockSeconds = positive(env, 'THROTTLE_BLOCK_SECONDS', 60);
  const throttleMaxBlockSeconds = positive(env, 'THROTTLE_MAX_BLOCK_SECONDS', 3600);
  if (throttleMaxBlockSeconds < throttleBlockSeconds)
    throw new Error('THROTTLE_MAX_BLOCK_SECONDS must not be less than THROTTLE_BLOCK_SECONDS');
  const root = resolve(import.meta.dirname, '../../..');
  return {
    port: Number(env.PORT ?? 4000),
    dataDir: resolve(env.DATA_DIR ?? resolve(root, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    adminDist: resolve(env.ADMIN_DIST ?? resolve(root, 'packages/admin/dist')),
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 3600,
    trustProxy: trustedProxies(env),
    throttle: {
      ipAttempts: positive(env, 'THROTTLE_IP_ATTEMPTS', 100),
      accountIpAttempts: positive(env, 'THROTTLE_ACCOUNT_IP_ATTEMPTS', 5),
      accountAttempts: positive(env, 'THROTTLE_ACCOUNT_ATTEMPTS', 20),
      windowSeconds: positive(env, 'THROTTLE_WINDOW_SECONDS', 3600),
      blockSeconds: throttleBlockSeconds,
      maxBlockSeconds: throttleMaxBlockSeconds,
      keyPrefix: 'market:throttle',
    },
    refreshTokenReuseWindowSeconds: seconds(
      env,
      'REFRESH_TOKEN_REUSE_WINDOW_SECONDS',
      30,
      MAX_REFRESH_REUSE_WINDOW_SECONDS,
    ),
    accessRecheckMs: positive(env, 'ACCESS_RECHECK_MS', 5_000),
    exportUnfilteredLimit: Number(env.EXPORT_UNFILTERED_LIMIT ?? 10_000),
    notificationWebhookUrl: env.NOTIFICATION_WEBHOOK_URL || undefined,
    notificationWebhookToken: env.NOTIFICATION_WEBHOOK_TOKEN || undefined,
    notificationPollMs: positive(env, 'NOTIFICATION_POLL_MS', 5_000),
    notificationMaxAttempts: positive(env, 'NOTIFICATION_MAX_ATTEMPTS', 8),
    notificationTimeoutMs: positive(env, 'NOTIFICATION_TIMEOUT_MS', 10_000),
    notificationRetryBaseMs: positive(env, 'NOTIFICATION_RETRY_BASE_MS', 30_000),
  };
}
