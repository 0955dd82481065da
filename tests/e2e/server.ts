// Starts the real API server for the end-to-end specs: a fresh embedded database in a temp folder
// (removed on exit), the demo staff accounts, and the built admin app.
//   E2E_SEED=demo   seed the full demo data set (~30 s on a busy machine) instead of the staff only
//   E2E_PORT        port (4410); E2E_JWT_SECRET signing secret (see env.ts)
//   E2E_DATABASE_URL  a PostgreSQL database to use instead of PGlite (emptied first, then seeded)
//   E2E_MAIL_PORT   local gateway the notification worker posts to (E2E_PORT + 1000; see invite.spec.ts)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApp } from '../../packages/api/src/app.ts';
import { configFromEnv } from '../../packages/api/src/config.ts';
import { createStaff, seedIfEmpty } from '../../packages/api/src/seed/index.ts';
import { createDatabaseIfMissing } from '../../packages/api/src/db/create.ts';
import { openDatabase, type Database } from '../../packages/api/src/db/index.ts';
import { createLogger } from '../../packages/api/src/log.ts';
import { e2eWaitScript } from '../../packages/api/test/fixtures/e2e-wait-script.ts';
import { E2E_BASE_URL, E2E_EXPORT_UNFILTERED_LIMIT, E2E_JWT_SECRET, E2E_MAIL_PORT, E2E_PORT } from './env.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'market-e2e-'));
const started = Date.now();
const config = {
  ...configFromEnv({}),
  port: E2E_PORT,
  dataDir,
  databaseUrl: undefined,
  redisUrl: undefined,
  jwtSecret: E2E_JWT_SECRET,
  // Small, so a spec can pass it with a few rows and see the export refused.
  exportUnfilteredLimit: E2E_EXPORT_UNFILTERED_LIMIT,
  adminDist: resolve(import.meta.dirname, '../../packages/admin/dist'),
  // Emailed links lead back to this server; messages go to the gateway a spec listens on (invite.spec.ts).
  adminPublicUrl: E2E_BASE_URL,
  notificationWebhookUrl: `http://127.0.0.1:${E2E_MAIL_PORT}/notify`,
  notificationPollMs: 200,
  notificationRetryBaseMs: 500,
};
const demo = process.env.E2E_SEED === 'demo';
const databaseUrl = process.env.E2E_DATABASE_URL || undefined;
// On PostgreSQL the server starts on an emptied database, so a run sees exactly what the embedded one sees.
let db: Database | undefined;
if (databaseUrl) {
  await createDatabaseIfMissing(databaseUrl);
  db = await openDatabase({ url: databaseUrl });
  await db.exec('drop schema if exists public cascade; create schema public;');
}
// Warnings and errors only: the specs read the server's output when something fails.
const app = await createApp(config, {
  db,
  seedWhenEmpty: demo,
  // A script only this server knows, for jobs.spec.ts's cancel and retry.
  jobs: { extra: [e2eWaitScript as never] },
  logger: createLogger(process.env.LOG_LEVEL ?? 'warn'),
});
// The auth specs only need the staff accounts; seeding them alone keeps startup to a few seconds.
if (!demo) await createStaff(app.db);
// createApp seeds only the embedded database by itself.
else if (db) await seedIfEmpty(app.db);
const url = await app.listen(config.port);
console.log(
  `[e2e server] ${url} ready in ${Date.now() - started} ms (data ${dataDir}, seed ${demo ? 'demo' : 'staff'}, ${app.db.kind})`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await app.close().catch(() => {});
  await app.db.close().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void stop());
