import { join } from 'node:path';
import { configFromEnv } from '../src/config.ts';
import { migrate, openDatabase } from '../src/db/index.ts';
import { isEmpty, resetData, seedDemo } from '../src/seed/index.ts';

// pnpm seed [--reset]: loads demo data into DATABASE_URL or the embedded database in DATA_DIR.
const config = configFromEnv();
const db = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
});
await migrate(db);
if (!(await isEmpty(db))) {
  if (!process.argv.includes('--reset')) {
    console.error('The database already has data; run `pnpm seed --reset` to replace it.');
    await db.close();
    process.exit(1);
  }
  await resetData(db);
}
const { ms } = await seedDemo(db);
const counts = await db.query(
  `select (select count(*) from stores) stores, (select count(*) from products) products,
          (select count(*) from customers) customers, (select count(*) from orders) orders`,
);
console.log(`seeded ${db.kind} in ${ms} ms`, counts.rows[0]);
await db.close();
