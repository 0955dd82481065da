import type { BrowserContext, Page } from '@playwright/test';
import type { App } from '../../packages/api/src/app.ts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../packages/auth-machine/src/tokenStore.ts';
import { quietEnough } from '../lib/bench.ts';
import type { OtherCpu } from '../lib/otherCpu.ts';
import { PAINTED_MARK } from './trace.ts';

// What bench:admin-pages and bench:admin-pages:compare share: how a visit is signed in, when the orders
// page counts as shown, and whether the machine was quiet while the pages were timed.

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * A cell of an order row: the table no longer busy (its loading skeleton is rows of cells too) and not
 * a whole-row cell (the empty, error and scroll-spacer rows).
 */
export const ORDER_CELL = 'table:not([aria-busy]) tbody tr td:not([colspan])';
export const PAINTED = { cell: ORDER_CELL, mark: PAINTED_MARK };

/**
 * Runs in the page before its scripts: notes when the first frame showing an orders row was painted (and
 * marks it, for `--trace`).
 */
export function notePaintedRow({ cell, mark }: { cell: string; mark: string }) {
  const marks = window as unknown as { ordersPaintedAt?: number };
  const observer = new MutationObserver(() => {
    if (!document.querySelector(cell)) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        marks.ordersPaintedAt = performance.now();
        performance.mark(mark);
      }),
    );
  });
  observer.observe(document, { childList: true, subtree: true, attributeFilter: ['aria-busy'] });
}

/** Waits for the row and returns [ms from navigation to the painted row, wall-clock ms since `started`]. */
export async function paintedRow(page: Page, started: number): Promise<[number, number]> {
  await page.locator(ORDER_CELL).first().waitFor({ timeout: 30_000 });
  const wall = Date.now() - started;
  const handle = await page.waitForFunction(
    () => (window as unknown as { ordersPaintedAt?: number }).ordersPaintedAt,
  );
  return [Math.round(Number(await handle.jsonValue())), wall];
}
/** The session's tokens and the localStorage keys the app keeps them under (see signedIn). */
export interface SessionKeys {
  access: string;
  refresh: string;
  token: string;
  refreshToken: string;
}

/** Signs the demo admin in on `app` and returns the session's tokens as the app keeps them. */
export async function adminSession(app: App): Promise<SessionKeys> {
  const signIn = await app.auth.login(
    { loginId: 'admin@example.com', password: 'Admin123!' },
    { ip: '127.0.0.1', cookie: undefined, secure: false },
  );
  if (signIn.status !== 200) throw new Error(`admin login failed (${signIn.status})`);
  const session = signIn.body as { token: string; refreshToken: string };
  return { access: ACCESS_TOKEN_KEY, refresh: REFRESH_TOKEN_KEY, ...session };
}

/** Signed in the way the app keeps a session: both tokens in localStorage. */
function signedIn({ access, refresh, token, refreshToken }: SessionKeys) {
  localStorage.setItem(access, token);
  localStorage.setItem(refresh, refreshToken);
}

/** A context whose pages start signed in and note when the first orders row is painted. */
export async function signedInContext(context: BrowserContext, keys: SessionKeys): Promise<BrowserContext> {
  await context.addInitScript(signedIn, keys);
  await context.addInitScript(notePaintedRow, PAINTED);
  return context;
}

/**
 * Whether the timings count: quiet before (`before`, from quietEnough) and other processes under 0.1 core
 * while the pages were timed. Prints the machine line, and says so when the timings are no result.
 */
export function reportMachine(
  before: { quiet: boolean; note: string },
  otherCpu: OtherCpu | null,
  atEnd = '',
): void {
  const others = otherCpu?.stop();
  const alone = others ? others.cores < 0.1 : quietEnough().quiet;
  console.log(
    `  machine before: ${before.note}; during the timings, other processes used ${
      others ? `${others.cores.toFixed(3)} cores (busiest: ${others.busiest})` : 'an unknown share (no /proc)'
    } — ${alone ? 'alone' : 'BUSY (target < 0.1 core)'}${atEnd}`,
  );
  if (!before.quiet || !alone) console.log('  the timings above are no result: the machine was busy');
}
