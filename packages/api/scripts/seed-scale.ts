import { migrate, openDatabase } from '../src/db/index.ts';
import { createDatabaseIfMissing } from '../src/db/create.ts';
import { seedScale } from '../src/seed/scale.ts';

// pnpm seed:scale [--orders 1000000]: grows DATABASE_URL (a PostgreSQL server) to that many orders.
const flag = process.argv.indexOf('--orders');
const orders = flag >= 0 ? Number(process.argv[flag + 1]) : 1_000_000;
const url = process.env.DATABASE_URL;
if (!url || !Number.isInteger(orders) || orders <= 0) {
  console.error('usage: DATABASE_URL=postgres://… pnpm seed:scale --orders 1000000');
  process.exit(2);
}
await createDatabaseIfMissing(url);
const db = await openDatabase({ url });
await migrate(db);
const result = await seedScale(db, orders, (m) => console.log(m));
console.log(
  `orders: ${result.total.toLocaleString('en')} (${result.inserted.toLocaleString('en')} new) in ${(result.ms / 1000).toFixed(1)} s`,
);
await db.close();
