import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App } from '../src/app.ts';
import { configFromEnv, type Config } from '../src/config.ts';
import { createDatabaseIfMissing } from '../src/db/create.ts';
import { createLogger } from '../src/log.ts';
import { openDatabase, type Database } from '../src/db/index.ts';
import { createStaff } from '../src/seed/index.ts';

export interface TestServer {
  app: App;
  url: string;
  config: Config;
  login(email: string, password: string): Promise<string>;
  gql<T = Record<string, unknown>>(
    token: string | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{
    data?: T;
    errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
  }>;
}

export const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
export const SUPPORT = { email: 'support@example.com', password: 'Support123!' };

/** Targets: PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASES: { name: string; url: string | undefined }[] = [
  { name: 'PGlite', url: undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }] : []),
];

/**
 * An empty database. On PostgreSQL each vitest worker gets its own database (`<name>_w<pool id>`), so test
 * files running side by side on a machine with more cores never drop each other's schema.
 */
export async function freshDatabase(url: string | undefined): Promise<Database> {
  let target = url;
  if (url) {
    const perWorker = new URL(url);
    perWorker.pathname = `${perWorker.pathname}_w${process.env.VITEST_POOL_ID ?? '0'}`;
    target = perWorker.toString();
    await createDatabaseIfMissing(target);
  }
  const db = await openDatabase({ url: target, maxConnections: 5 });
  if (target)
    await db.exec(
      'drop schema if exists pgboss cascade; drop schema if exists public cascade; create schema public;',
    );
  return db;
}

export async function startTestServer(
  url: string | undefined,
  overrides: Partial<Config> = {},
  /** Wraps the database the app is given (e.g. to count its queries). */
  wrap: (db: Database) => Database = (db) => db,
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'market-api-'));
  const config: Config = {
    ...configFromEnv({}),
    dataDir,
    adminDist: join(dataDir, 'no-admin'),
    jwtSecret: undefined,
    ...overrides,
  };
  const db = wrap(await freshDatabase(url));
  const app = await createApp(config, { db, logger: createLogger('silent') });
  await createStaff(app.db);
  const base = await app.listen(0);
  return {
    app,
    url: base,
    config,
    async login(email, password) {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: email, password }),
      });
      if (res.status !== 200) throw new Error(`login ${email} → ${res.status}`);
      return ((await res.json()) as { token: string }).token;
    },
    async gql(token, query, variables) {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as never;
    },
  };
}

export async function stopTestServer(server: TestServer | undefined): Promise<void> {
  if (!server) return;
  await server.app.close();
  await server.app.db.close();
}
