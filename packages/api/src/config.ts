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
  /** Most rows a CSV export may have when nothing is filtered. */
  exportUnfilteredLimit: number;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
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
    maxFailedLogins: 5,
    lockoutSeconds: 15 * 60,
    accessRecheckMs: 5_000,
    exportUnfilteredLimit: Number(env.EXPORT_UNFILTERED_LIMIT ?? 10_000),
  };
}
