import { performance } from 'node:perf_hooks';
import { adminToken, benchApp, benchDatabase, flag, machine } from '../lib/bench.ts';

// pnpm bench:export-orders [--orders 1000000]
// Streams every order as CSV through GET /api/export/orders (HTTP, bearer token, a filter that matches all
// rows so the unfiltered limit does not apply) and reads it as a client would, chunk by chunk. Reports rows/s
// and this process's peak RSS, which holds both the server and the client: flat memory means the export
// streams from the cursor instead of building the file.
const orders = flag('orders', 1_000_000);
const db = await benchDatabase(orders);
const app = await benchApp(db);
const base = await app.listen(0);
const token = await adminToken(app);

global.gc?.();
const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);

const filter = JSON.stringify({ placedAt_gte: '2000-01-01T00:00:00Z' });
const started = performance.now();
const res = await fetch(`${base}/api/export/orders?filter=${encodeURIComponent(filter)}`, {
  headers: { authorization: `Bearer ${token}` },
});
if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
let firstByteMs = 0;
let bytes = 0;
let lines = 0;
const reader = res.body.getReader();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  if (bytes === 0) firstByteMs = performance.now() - started;
  bytes += value.length;
  for (const b of value) if (b === 10) lines += 1;
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
const rows = lines - 1;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
console.log(`export of orders: ${rows.toLocaleString('en')} rows, ${mb(bytes)} of CSV; ${machine()}`);
console.log(`  first byte after ${firstByteMs.toFixed(0)} ms, all in ${seconds.toFixed(1)} s`);
console.log(`  ${Math.round(rows / seconds).toLocaleString('en')} rows/s`);
console.log(`  RSS before ${mb(rssBefore)}, peak ${mb(peak)} (server and client in this process)`);
await app.close();
await db.close();
