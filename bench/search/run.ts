import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { adminToken, benchApp, benchDatabase, flag, machine, percentile } from '../lib/bench.ts';

// pnpm bench:search [--orders 1000000] [--customers 1000000] [--iterations 300]
// The command palette's record search (`search(query, first: 20)`, migration 017's trigram indexes) over
// HTTP with a keep-alive connection, as the admin asks it: an exact order number, a part of one, a customer's
// email, part of a name, part of a phone number, a word many records share, and a word nothing has.
// Orders are scale-seeded (bench/lib); customers are topped up to --customers here. Target: p95 ≤ 30 ms.
const orders = flag('orders', 1_000_000);
const customers = flag('customers', 1_000_000);
const iterations = flag('iterations', 300);
const warmup = Math.min(50, iterations);

const db = await benchDatabase(orders);
const have = (await db.query<{ n: number }>('select count(*)::int8 as n from customers')).rows[0]?.n ?? 0;
if (have < customers) {
  console.log(`adding ${(customers - have).toLocaleString('en')} customers …`);
  const t = performance.now();
  const batch = 100_000;
  for (let from = Number(have); from < customers; from += batch) {
    const to = Math.min(customers, from + batch);
    await db.query(
      `insert into customers (name, email, phone)
       select 'Bench Customer ' || i, 'bench' || i || '@example.com', '+2010' || lpad(i::text, 8, '0')
       from generate_series($1::int, $2::int - 1) i on conflict do nothing`,
      [from, to],
    );
  }
  await db.query('analyze customers');
  console.log(`  done in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
const sample = (
  await db.query<{ order_no: string; email: string; phone: string | null; name: string }>(
    `select o.order_no, c.email, c.phone, c.name from orders o join customers c on c.id = o.customer_id
     order by o.placed_at desc limit 1`,
  )
).rows[0]!;
const counts = (
  await db.query<{ orders: number; customers: number }>(
    'select (select count(*) from orders)::int8 as orders, (select count(*) from customers)::int8 as customers',
  )
).rows[0]!;

const app = await benchApp(db);
const token = await adminToken(app);
const base = await app.listen(0);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const query = `query SearchRecords($query: String!, $first: Int) {
  search(query: $query, first: $first) { kind id label detail }
}`;

function search(text: string): Promise<number> {
  const body = JSON.stringify({
    query,
    variables: { query: text, first: 20 },
    operationName: 'SearchRecords',
  });
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/graphql`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const json = JSON.parse(Buffer.concat(chunks).toString()) as {
            data?: { search: unknown[] };
            errors?: unknown;
          };
          if (json.errors || !json.data) reject(new Error(JSON.stringify(json.errors)));
          else resolve(json.data.search.length);
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const cases: [string, string][] = [
  ['exact order number', sample.order_no],
  ['part of an order number', sample.order_no.slice(0, -2)],
  ["a customer's email", sample.email],
  ['part of a name', sample.name.split(' ').slice(-1)[0]!.slice(0, 4)],
  ['part of a phone number', (sample.phone ?? '+20100000000').slice(-6)],
  ['a word many share', 'store'],
  ['nothing matches', 'zqxj'],
];
for (let i = 0; i < warmup; i += 1) for (const [, text] of cases) await search(text);

console.log(
  `search: ${Number(counts.orders).toLocaleString('en')} orders, ${Number(counts.customers).toLocaleString('en')} customers, first: 20, admin (all kinds)`,
);
console.log(`${iterations} iterations per case after ${warmup} warm-up, HTTP keep-alive; ${machine()}`);
const all: number[] = [];
for (const [name, text] of cases) {
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < iterations; i += 1) {
    const t = performance.now();
    hits = await search(text);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(
    `  ${name.padEnd(26)} ${JSON.stringify(text).padEnd(26)} ${String(hits).padStart(2)} hits  p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `  all cases                  p50 ${percentile(all, 50).toFixed(2)} ms  p95 ${percentile(all, 95).toFixed(2)} ms (target p95 ≤ 30 ms)`,
);
agent.destroy();
await app.close();
await db.close();
