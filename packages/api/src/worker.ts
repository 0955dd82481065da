import { createApp } from './app.ts';
import { ConfigError, configFromEnv } from './config.ts';

/**
 * A worker process (WORKER_MODE=only): runs background jobs from the shared database and serves no HTTP.
 * Start several beside API processes started with WORKER_MODE=off; pg-boss gives each job to one of them.
 */
let config;
try {
  config = { ...configFromEnv(), workerMode: 'only' as const };
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const app = await createApp(config);
console.log(`job worker running (${app.jobs.concurrency} at once, database: ${app.db.kind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
