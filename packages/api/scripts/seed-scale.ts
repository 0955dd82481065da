import { migrate, openDatabase } from '../src/db/index.ts';
import { createDatabaseIfMissing } from '../src/db/create.ts';
import { rebuildRollups } from '../src/reports/rollups.ts';
import { seedScale } from '../src/seed/scale.ts';
import { seedScaleCustomers } from '../src/seed/scaleCustomers.ts';

// pnpm seed:scale [--orders 1000000] [--customers 1000000]: grows DATABASE_URL (a PostgreSQL server) to that
// many orders and, when asked, customers.
const count = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const orders = count('orders', 1_000_000);
const customers = count('customers', 0);
const url = process.env.DATABASE_URL;
if (!url || !Number.isInteger(orders) || orders <= 0 || !Number.isInteger(customers) || customers < 0) {
  console.error('usage: DATABASE_URL=postgres://… pnpm seed:scale --orders 1000000 [--customers 1000000]');
  process.exit(2);
}
await createDatabaseIfMissing(url);
const db = await openDatabase({ url });
await migrate(db);
const result = await seedScale(db, orders, (m) => console.log(m));
if (customers > 0) {
  const grown = await seedScaleCustomers(db, customers, (m) => console.log(m));
  if (grown.inserted > 0) {
    // The new customers were written without triggers: their signups enter the rollups here.
    const rollups = await db.transaction((tx) => rebuildRollups(tx));
    console.log(`report rollups rebuilt in ${rollups.ms} ms`);
    await db.exec('analyze customers');
  }
  console.log(`customers: ${grown.total.toLocaleString('en')} (${grown.inserted.toLocaleString('en')} new)`);
}
console.log(
  `orders: ${result.total.toLocaleString('en')} (${result.inserted.toLocaleString('en')} new) in ${(result.ms / 1000).toFixed(1)} s`,
);
await db.close();
