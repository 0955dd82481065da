export { createApp, type App, type AppOptions } from './app.ts';
export { configFromEnv, ADMIN_APPLICATION_ID, type Config } from './config.ts';
export { openDatabase, migrate, type Database } from './db/index.ts';
export { schemaSdl } from './graphql/schema.ts';
