import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/chromium.ts';
import { benchApp, benchDatabase, flag, machine, quietEnough } from '../lib/bench.ts';
import { startOtherCpu } from '../lib/otherCpu.ts';
import { sourcePlace } from '../lib/sourceMaps.ts';
import { traceVisit } from './trace.ts';
import { adminSession, median, ORDER_CELL, paintedRow, reportMachine, signedInContext } from './visit.ts';

// pnpm build && pnpm bench:admin-pages [--orders 1000000] [--runs 7] [--list] [--waterfall] [--profile] [--trace]
// What a staff member's browser loads and waits for: the JavaScript (gzip) needed to show /auth/login and
// the orders page, and the time from navigating to /ecommerce/orders until the table shows its first
// rows, with the real server on PostgreSQL holding `--orders` orders. Targets (issue 17): login JS ≤ 120 KB
// gzip, orders JS ≤ 200 KB gzip, orders table painted ≤ 250 ms warm. `pnpm bench:bundle` gives the same
// byte counts from the build alone.
//
// "Painted" is measured in the page: from the navigation's start (performance time origin) to the end of
// the first frame that shows an order row, not the loading skeleton (a MutationObserver sees the row; a
// task queued from the next animation frame runs once that frame is painted). The wall clock around
// Playwright's reload and wait, which adds its own round trips and polling, is printed beside it.
const orders = flag('orders', 1_000_000);
// Page timings on a busy machine cannot be reproduced: the byte counts are still printed, the timings
// only with --busy-ok and then marked as no result. Busy: load over half the cores before the run, or other
// processes (not the bench, its browser or the database) using 0.1 core or more while it times pages.
const busyOk = process.argv.includes('--busy-ok');
const before = quietEnough();
if (!before.quiet && !busyOk) {
  console.error(`admin pages: not run — ${before.note}. Wait for a quiet machine or pass --busy-ok.`);
  process.exit(2);
}
const runs = flag('runs', 7);
/** `--list` prints every script each page loaded with its gzip size, largest first. */
const listFiles = process.argv.includes('--list');
/** `--waterfall` prints what the last warm reload requested, when (ms from navigation) and for how long. */
const waterfall = process.argv.includes('--waterfall');
/** `--profile` prints where the main thread's time went in one more warm reload (a CPU profile), by function. */
const profile = process.argv.includes('--profile');
/** `--trace` prints the main thread's time by kind (script, style, layout, GC…) in one more cold visit and warm reload. */
const trace = process.argv.includes('--trace');
const dist = resolve(import.meta.dirname, '../../packages/admin/dist');
if (!existsSync(join(dist, 'index.html'))) throw new Error('build the admin first: pnpm build');

const db = await benchDatabase(orders);
const app = await benchApp(db, { adminDist: dist });
const base = await app.listen(0);
const keys = await adminSession(app);

const browser = await chromium.launch(chromiumLaunchOptions);
// What the rest of the machine used while the pages were timed (the load average at the end counts the bench).
const otherCpu = startOtherCpu();

interface ScriptBytes {
  files: number;
  /** gzip (default level) of the files, computed here: the figure earlier runs reported. */
  gzipKb: number;
  /** The build's brotli copies (packages/admin/build/precompress.ts). */
  brotliKb: number;
  /** What the browser actually received for them (encoded body bytes, as DevTools' "transferred"). */
  wireKb: number;
  list: string;
}

/** Sizes of every script the page loaded from the app: computed, precompressed, and over the wire. */
function trackScripts(page: Page): () => Promise<ScriptBytes> {
  const seen = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(base).origin || !url.pathname.endsWith('.js')) return;
    const received = response
      .finished()
      .then(() => response.request().sizes())
      .then((sizes) => sizes.responseBodySize);
    seen.set(url.pathname, received);
  });
  return async () => {
    const sizes = await Promise.all(
      [...seen].map(async ([path, received]) => {
        const file = join(dist, path);
        // The build keeps brotli copies of files over 1 KB only (smaller ones go as they are): those are
        // compressed here the same way, so the total is not NaN.
        const brotli = existsSync(`${file}.br`)
          ? readFileSync(`${file}.br`).length
          : brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
              .length;
        return { path, gzip: gzipSync(readFileSync(file)).length, brotli, wire: await received };
      }),
    );
    sizes.sort((a, b) => b.gzip - a.gzip);
    const kb = (key: 'gzip' | 'brotli' | 'wire') => sizes.reduce((sum, size) => sum + size[key], 0) / 1024;
    const list = sizes.map(
      ({ path, gzip, wire }) =>
        `      ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip ${(wire / 1024).toFixed(1).padStart(6)} KB sent  ${path}`,
    );
    return {
      files: seen.size,
      gzipKb: kb('gzip'),
      brotliKb: kb('brotli'),
      wireKb: kb('wire'),
      list: list.join('\n'),
    };
  };
}

/**
 * One more warm reload under the V8 CPU profiler (Chrome DevTools protocol): the main thread's samples from
 * the navigation to the painted row, by function (self time) and by source file. Profiling slows the page,
 * so this reload is not one of the timed ones.
 */
async function profileReload(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.reload();
  await paintedRow(page, Date.now());
  const { profile: cpu } = await cdp.send('Profiler.stop');
  const interval = new Map<number, number>();
  (cpu.samples ?? []).forEach((id, i) => {
    interval.set(id, (interval.get(id) ?? 0) + (cpu.timeDeltas?.[i + 1] ?? 0) / 1000);
  });
  // The build is minified: each sample's place is read back through the build's source maps, so the figures
  // name the source file (a package's, or the app's) and the function.
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const node of cpu.nodes) {
    const ms = interval.get(node.id) ?? 0;
    if (!ms) continue;
    const place = sourcePlace(join(dist, 'assets'), node.callFrame);
    const file = place.file || `(${node.callFrame.functionName || 'native'})`;
    const name = `${place.name} ${file}:${place.line}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `      ${ms.toFixed(1).padStart(7)} ms  ${k}`)
      .join('\n');
  const total = [...interval.values()].reduce((sum, ms) => sum + ms, 0);
  return `  profiled warm reload: ${total.toFixed(0)} ms sampled on the main thread (idle included)\n    by source file:\n${top(byFile, 25)}\n    by function (self):\n${top(byFunction, 30)}`;
}

// 1. The sign-in page, cold.
const loginContext = await browser.newContext();
const loginPage = await loginContext.newPage();
const loginScripts = trackScripts(loginPage);
await loginPage.goto(`${base}/auth/login`, { waitUntil: 'networkidle' });
await loginPage.getByRole('heading', { name: 'Sign in' }).waitFor();
const login = await loginScripts();
await loginContext.close();

// 2. The orders page, signed in (tokens where the app keeps them), cold cache each run.
const paints: number[] = [];
const paintsWall: number[] = [];
let ordersJs: ScriptBytes = { files: 0, gzipKb: 0, brotliKb: 0, wireKb: 0, list: '' };
for (let i = 0; i < runs; i += 1) {
  const context = await signedInContext(await browser.newContext(), keys);
  const page = await context.newPage();
  const scripts = trackScripts(page);
  const started = Date.now();
  await page.goto(`${base}/ecommerce/orders`);
  const [painted, wall] = await paintedRow(page, started);
  paints.push(painted);
  paintsWall.push(wall);
  if (i === 0) ordersJs = await scripts();
  await context.close();
}

// 3. The same with the app's code already cached (a staff member's normal day): navigate within one tab.
const warm: number[] = [];
const warmWall: number[] = [];
{
  const context = await signedInContext(await browser.newContext(), keys);
  const page = await context.newPage();
  await page.goto(`${base}/ecommerce/orders`);
  await page.locator(ORDER_CELL).first().waitFor({ timeout: 30_000 });
  // The operation of each GraphQL request, in order, for the waterfall.
  const operations: string[] = [];
  page.on('request', (request) => {
    if (!waterfall || !request.url().endsWith('/graphql')) return;
    const body = request.postData() ?? '';
    operations.push(
      /"operationName":"(\w+)"/.exec(body)?.[1] ?? /(query|mutation)\s+(\w+)/.exec(body)?.[2] ?? '?',
    );
  });
  for (let i = 0; i < runs; i += 1) {
    operations.length = 0;
    const started = Date.now();
    await page.reload();
    const [painted, wall] = await paintedRow(page, started);
    warm.push(painted);
    warmWall.push(wall);
  }
  if (waterfall) {
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => {
        const r = e as PerformanceResourceTiming;
        return `${r.startTime.toFixed(0).padStart(6)} +${r.duration.toFixed(0).padStart(4)} ms  ${new URL(r.name).pathname}`;
      }),
    );
    const paint = await page.evaluate(() => performance.now().toFixed(0));
    console.log(
      `  last warm reload (table painted by ${paint} ms at the latest):\n    ${entries.join('\n    ')}`,
    );
    console.log(`    GraphQL operations in order: ${operations.join(', ')}`);
  }
  if (profile) console.log(await profileReload(page));
  if (trace) {
    const warmTrace = await traceVisit(browser, page, dist, async () => {
      await page.reload();
      await paintedRow(page, Date.now());
    });
    const cold = await signedInContext(await browser.newContext(), keys);
    const coldPage = await cold.newPage();
    const coldTrace = await traceVisit(browser, coldPage, dist, async () => {
      await coldPage.goto(`${base}/ecommerce/orders`);
      await paintedRow(coldPage, Date.now());
    });
    await cold.close();
    console.log(`  traced cold visit (one more, not timed):\n${coldTrace}`);
    console.log(`  traced warm reload (one more, not timed):\n${warmTrace}`);
  }
  await context.close();
}

await browser.close();
const total = (await db.query<{ n: number }>('select count(*)::int8 as n from orders')).rows[0]?.n ?? 0;
console.log(`admin pages: ${Number(total).toLocaleString('en')} orders on PostgreSQL; ${machine()}`);
const bytes = (js: ScriptBytes) =>
  `${js.files} files, ${js.gzipKb.toFixed(1)} KB gzip, ${js.brotliKb.toFixed(1)} KB brotli, ${js.wireKb.toFixed(1)} KB sent`;
console.log(`  /auth/login JS: ${bytes(login)} (target ≤ 120 KB gzip; sent ≈ brotli)`);
if (listFiles) console.log(login.list);
console.log(`  /ecommerce/orders JS: ${bytes(ordersJs)} (target ≤ 200 KB gzip)`);
if (listFiles) console.log(ordersJs.list);
console.log(
  `  navigation → orders table painted, cold cache: median ${median(paints)} ms of ${runs} (${paints.join(', ')}); wall clock median ${median(paintsWall)} ms`,
);
console.log(
  `  reload → orders table painted, warm cache:   median ${median(warm)} ms of ${runs} (${warm.join(', ')}) (target ≤ 250 ms); wall clock median ${median(warmWall)} ms`,
);
// Other processes under 0.1 core on average while the pages were timed: the run was alone on the machine.
reportMachine(before, otherCpu, `; ${machine()} at the end, the bench's own work included`);
await app.close();
await db.close();
