import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createApp } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/index.ts';
import { guardOf } from '../src/graphql/server.ts';
import { createLogger } from '../src/log.ts';
import { createStaff } from '../src/seed/index.ts';
import { adminToken, flag, machine, percentile } from '../../../bench/lib/bench.ts';

// pnpm bench:graphql-guard [--documents 200] [--subscriptions 500]
// (Kept with the API's scripts rather than in bench/: it needs the API package's websocket client.)
// What the GraphQL guard bounds, on an in-memory PGlite server over loopback:
// 1. five anonymous ~110 KB documents at once, while /healthz is polled: their status and /healthz's latency;
// 2. heap after many distinct large documents, anonymous (never kept) and staff (kept up to the byte bound);
// 3. one order event to N subscriptions of one shape on one socket: SQL queries and time to deliver.
const documents = flag('documents', 200);
const subscriptions = flag('subscriptions', 500);

let queries = 0;
const counting = (db: Database): Database =>
  new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === 'query')
        return (...args: unknown[]) => {
          queries += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });

const dataDir = mkdtempSync(join(tmpdir(), 'market-bench-guard-'));
const config = configFromEnv({});
const db = counting(await openDatabase({}));
const app = await createApp(
  {
    ...config,
    dataDir,
    adminDist: join(dataDir, 'none'),
    accessRecheckMs: 600_000,
    graphql: { ...config.graphql, maxSubscriptionsPerSocket: subscriptions },
  },
  { db, logger: createLogger('silent') },
);
await createStaff(app.db);
const url = await app.listen(0);
const token = await adminToken(app);
console.log(machine());

const post = (query: string, auth?: string) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    body: JSON.stringify({ query }),
  });
const large = (bytes: number, i: number) => {
  const fields = Array.from({ length: Math.ceil(bytes / 24) }, (_, k) => `f${i}_${k}: __typename`).join(' ');
  return `{ ${fields} }`.slice(0, bytes - 2) + ' }';
};

// 1. Anonymous 110 KB documents and /healthz.
const health: number[] = [];
let polling = true;
const poll = (async () => {
  while (polling) {
    const t = performance.now();
    await fetch(`${url}/healthz`).then((r) => r.text());
    health.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 5));
  }
})();
const t0 = performance.now();
const statuses = await Promise.all(
  Array.from({ length: 5 }, (_, i) => post(large(110_000, i)).then((r) => r.status)),
);
const anonymousMs = performance.now() - t0;
await new Promise((r) => setTimeout(r, 100));
polling = false;
await poll;
health.sort((a, b) => a - b);
console.log(
  `5 anonymous 110 KB documents at once: statuses ${[...new Set(statuses)].join(',')}, all answered in ${anonymousMs.toFixed(0)} ms; ` +
    `/healthz meanwhile: ${health.length} polls, p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms, max ${health.at(-1)?.toFixed(1)} ms`,
);

// 2. Heap after many distinct large documents.
const heap = () => {
  global.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};
const { guard } = guardOf(app.graphql.yoga);
let before = heap();
for (let i = 0; i < documents; i++) await post(large(110_000, i));
console.log(
  `${documents} distinct anonymous 110 KB documents: heap ${(heap() - before).toFixed(1)} MB more, cache ${(guard.cachedBytes / 1e6).toFixed(1)} MB (${guard.documents.size} entries)` +
    (global.gc ? '' : ' (run with --expose-gc for exact heap figures)'),
);
before = heap();
// Valid staff documents (within the token limit), made large by a comment.
const padded = (bytes: number, i: number) => {
  const query = `{ me { id } n${i}: __typename }`;
  return `${query}\n#${'x'.repeat(bytes - query.length - 2)}`;
};
for (let i = 0; i < documents; i++) await post(padded(60_000, i), token);
console.log(
  `${documents} distinct staff 60 KB documents: heap ${(heap() - before).toFixed(1)} MB more, cache ${(guard.cachedBytes / 1e6).toFixed(1)} MB of ${(config.graphql.cacheMaxBytes / 1e6).toFixed(1)} MB (${guard.documents.size} entries)`,
);

// 3. Subscription fan-out.
const client = createClient({
  url: `${url.replace('http', 'ws')}/graphql`,
  webSocketImpl: WebSocket,
  connectionParams: { authorization: `Bearer ${token}` },
  retryAttempts: 0,
});
let received = 0;
for (let i = 0; i < subscriptions; i++)
  client.subscribe(
    { query: 'subscription { orderUpdated { id orderNo items { id } timeline { toStatus } nextStatuses } }' },
    { next: () => void (received += 1), error: () => undefined, complete: () => undefined },
  );
while (app.events.activeSubscriptions() < subscriptions) await new Promise((r) => setTimeout(r, 10));
const q0 = queries;
const t1 = performance.now();
await app.events.publish('orderUpdated', {
  id: '00000000-0000-4000-8000-000000000001',
  orderNo: 'ORD-1',
  status: 'pending',
});
while (received < subscriptions) await new Promise((r) => setImmediate(r));
console.log(
  `one order event to ${subscriptions} subscriptions of one shape on one socket: ${queries - q0} SQL queries, delivered to all in ${(performance.now() - t1).toFixed(0)} ms`,
);

await client.dispose();
await app.close();
await app.db.close();
