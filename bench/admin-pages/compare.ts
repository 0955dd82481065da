import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/chromium.ts';
import { benchApp, benchDatabase, flag, machine, quietEnough } from '../lib/bench.ts';
import { startOtherCpu } from '../lib/otherCpu.ts';
import {
  adminSession,
  median,
  ORDER_CELL,
  paintedRow,
  reportMachine,
  signedInContext,
  type SessionKeys,
} from './visit.ts';

// pnpm build && pnpm bench:admin-pages:compare --against <dist> [--pairs 15] [--orders 1000000]
// Two builds of the admin timed in one run, interleaved: this build (packages/admin/dist) and another (a copy
// of an earlier build's dist/, e.g. `cp -r packages/admin/dist /tmp/dist-before` before the change). Each is
// served by its own API server on the same database; every pair times one visit of each, the order
// alternating from pair to pair, so a machine that speeds up or slows down within the run moves both alike.
// Prints each build's medians and the ratio this/other per pair: its median and a 95 % interval (order
// statistics of the pairs' ratios). On this kind of machine a build's median moved by 30 % from one run to
// the next, more than most changes; the paired ratio is what shows a change.
const args = process.argv.slice(2);
const againstAt = args.indexOf('--against');
const against = againstAt >= 0 ? resolve(args[againstAt + 1] ?? '') : '';
const dist = resolve(import.meta.dirname, '../../packages/admin/dist');
for (const dir of [dist, against]) {
  if (!dir || !existsSync(join(dir, 'index.html'))) {
    console.error(`admin pages compare: ${dir || '--against <dist>'} has no built admin (index.html)`);
    process.exit(2);
  }
}
const busyOk = args.includes('--busy-ok');
const before = quietEnough();
if (!before.quiet && !busyOk) {
  console.error(`admin pages compare: not run — ${before.note}. Wait for a quiet machine or pass --busy-ok.`);
  process.exit(2);
}
const pairs = flag('pairs', 15);
const db = await benchDatabase(flag('orders', 1_000_000));

interface Build {
  name: string;
  base: string;
  keys: SessionKeys;
  close: () => Promise<void>;
  cold: number[];
  warm: number[];
}

async function serve(name: string, adminDist: string): Promise<Build> {
  const app = await benchApp(db, { adminDist });
  const base = await app.listen(0);
  return { name, base, keys: await adminSession(app), close: () => app.close(), cold: [], warm: [] };
}

const builds = [await serve('this build', dist), await serve(`--against ${against}`, against)];
const browser: Browser = await chromium.launch(chromiumLaunchOptions);
const otherCpu = startOtherCpu();
/** The pair's builds, this one first in even pairs and second in odd ones. */
const inOrder = (pair: number) => (pair % 2 === 0 ? builds : [...builds].reverse());

// Cold: a new browser context (empty cache) per visit.
for (let pair = 0; pair < pairs; pair += 1) {
  for (const build of inOrder(pair)) {
    const context = await signedInContext(await browser.newContext(), build.keys);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${build.base}/ecommerce/orders`);
    build.cold.push((await paintedRow(page, started))[0]);
    await context.close();
  }
}
// Warm: one tab per build, reloaded in turn.
const tabs = new Map<Build, Page>();
for (const build of builds) {
  const context = await signedInContext(await browser.newContext(), build.keys);
  const page = await context.newPage();
  await page.goto(`${build.base}/ecommerce/orders`);
  await page.locator(ORDER_CELL).first().waitFor({ timeout: 30_000 });
  tabs.set(build, page);
}
for (let pair = 0; pair < pairs; pair += 1) {
  for (const build of inOrder(pair)) {
    const page = tabs.get(build)!;
    const started = Date.now();
    await page.reload();
    build.warm.push((await paintedRow(page, started))[0]);
  }
}
await browser.close();

/** Median of the pairs' ratios this/other, and the 95 % interval from their order statistics. */
function ratios(key: 'cold' | 'warm'): string {
  const [mine, theirs] = builds as [Build, Build];
  const each = mine[key].map((ms, i) => ms / theirs[key][i]!).sort((a, b) => a - b);
  const k = Math.max(0, Math.floor(each.length / 2 - 0.98 * Math.sqrt(each.length)));
  const low = each[k]!;
  const high = each[each.length - 1 - k]!;
  return `ratio this/other median ${median(each).toFixed(2)} (95 % interval ${low.toFixed(2)}–${high.toFixed(2)}; this faster in ${each.filter((r) => r < 1).length} of ${each.length} pairs)`;
}
console.log(`admin pages compare: ${pairs} pairs, orders page, ${machine()}`);
for (const key of ['cold', 'warm'] as const) {
  console.log(`  ${key === 'cold' ? 'navigation, cold cache' : 'reload, warm cache'}:`);
  for (const build of builds) {
    console.log(`    ${build.name}: median ${median(build[key])} ms (${build[key].join(', ')})`);
  }
  console.log(`    ${ratios(key)}`);
}
reportMachine(before, otherCpu);
for (const build of builds) await build.close();
await db.close();
