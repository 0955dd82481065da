import { resolve } from 'node:path';
import { z } from 'zod';

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
  maxFailedLogins: number;
  lockoutSeconds: number;
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
  /** pino level of the server's log lines (`silent` in tests). */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
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

/**
 * Every variable the server reads, checked at start (zod): a bad value stops the start with a message naming
 * the variable, instead of becoming `limit NaN` in SQL at the first export. Documented in the README's table
 * and in `.env.example`.
 */
export const ENV_SCHEMA = z.object({
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
  EXPORT_UNFILTERED_LIMIT: positive(10_000),
  NOTIFICATION_WEBHOOK_URL: optionalUrl(/^https?:$/, 'https://gateway.example.com/notify'),
  NOTIFICATION_WEBHOOK_TOKEN: optionalText,
  NOTIFICATION_POLL_MS: positive(5_000),
  NOTIFICATION_MAX_ATTEMPTS: positive(8),
  NOTIFICATION_TIMEOUT_MS: positive(10_000),
  NOTIFICATION_RETRY_BASE_MS: positive(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Thrown when the environment holds a bad value; the message names every bad variable. */
export class ConfigError extends Error {}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const root = resolve(import.meta.dirname, '../../..');
  const parsed = ENV_SCHEMA.safeParse(env);
  if (!parsed.success) {
    // Values are not echoed: DATABASE_URL or a token may hold a secret.
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    dataDir: resolve(e.DATA_DIR ?? resolve(root, '.data')),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    adminDist: resolve(e.ADMIN_DIST ?? resolve(root, 'packages/admin/dist')),
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 3600,
    maxFailedLogins: 5,
    lockoutSeconds: 15 * 60,
    accessRecheckMs: 5_000,
    exportUnfilteredLimit: e.EXPORT_UNFILTERED_LIMIT,
    notificationWebhookUrl: e.NOTIFICATION_WEBHOOK_URL,
    notificationWebhookToken: e.NOTIFICATION_WEBHOOK_TOKEN,
    notificationPollMs: e.NOTIFICATION_POLL_MS,
    notificationMaxAttempts: e.NOTIFICATION_MAX_ATTEMPTS,
    notificationTimeoutMs: e.NOTIFICATION_TIMEOUT_MS,
    notificationRetryBaseMs: e.NOTIFICATION_RETRY_BASE_MS,
    logLevel: e.LOG_LEVEL,
  };
}
