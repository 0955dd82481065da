import { createApp } from './app.ts';
import { configFromEnv } from './config.ts';

const config = configFromEnv();
const app = await createApp(config, { seedWhenEmpty: true });
const url = await app.listen(config.port);
console.log(`API on ${url} (GraphQL ${url}/graphql, database: ${app.db.kind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
