import { resolve } from 'node:path';

/** The one application this auth service knows; the admin app sends it as `applicationId` on login. */
export const ADMIN_APPLICATION_ID = '8a1c5f0e-6c3b-4d8e-9f21-5b7a2d4e6c10';

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
  };
}
