import { createApp } from './app.ts';
import { ConfigError, configFromEnv, type Config } from './config.ts';

function loadConfig(): Config {
  try {
    return configFromEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One clear line per bad variable, and no start: a half-configured server fails later and less clearly.
    console.error(error.message);
    process.exit(1);
  }
}

const config = loadConfig();
if (config.workerMode === 'only') {
  // WORKER_MODE=only is a worker without HTTP: the worker entry (`pnpm --filter @market/api worker`).
  await import('./worker.ts');
} else {
  const app = await createApp(config, { seedWhenEmpty: true });
  const url = await app.listen(config.port);
  console.log(`API on ${url} (GraphQL ${url}/graphql, database: ${app.db.kind})`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}
