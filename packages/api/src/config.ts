import { resolve } from 'node:path';

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
  /**
   * The admin app's public address (scheme, host, optional path; no trailing slash): password reset and
   * invitation links point at `<adminPublicUrl>/auth/reset-password?token=…`.
   */
  adminPublicUrl: string;
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

/** A positive whole number from the environment, or the default; anything else stops the start. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}

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
  const port = Number(env.PORT ?? 4000);
  return {
    port,
    dataDir: resolve(env.DATA_DIR ?? resolve(root, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    adminDist: resolve(env.ADMIN_DIST ?? resolve(root, 'packages/admin/dist')),
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 3600,
    maxFailedLogins: 5,
    lockoutSeconds: 15 * 60,
    accessRecheckMs: 5_000,
    adminPublicUrl: adminPublicUrl(env.ADMIN_PUBLIC_URL, port),
    exportUnfilteredLimit: Number(env.EXPORT_UNFILTERED_LIMIT ?? 10_000),
    notificationWebhookUrl: env.NOTIFICATION_WEBHOOK_URL || undefined,
    notificationWebhookToken: env.NOTIFICATION_WEBHOOK_TOKEN || undefined,
    notificationPollMs: positive(env, 'NOTIFICATION_POLL_MS', 5_000),
    notificationMaxAttempts: positive(env, 'NOTIFICATION_MAX_ATTEMPTS', 8),
    notificationTimeoutMs: positive(env, 'NOTIFICATION_TIMEOUT_MS', 10_000),
    notificationRetryBaseMs: positive(env, 'NOTIFICATION_RETRY_BASE_MS', 30_000),
  };
}
