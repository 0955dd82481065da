import type { BrowserContext, Page } from '@playwright/test';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../packages/auth-machine/src/tokenStore.ts';
import { PAINTED_MARK } from './trace.ts';

// What bench:admin-pages and bench:admin-pages:compare share: how a visit is signed in, and when the orders
// page counts as shown.

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
/** The session's tokens as the app keeps them (see signedIn). */
export interface SessionKeys {
  access: string;
  refresh: string;
  token: string;
  refreshToken: string;
}

export const sessionKeys = (session: { token: string; refreshToken: string }): SessionKeys => ({
  access: ACCESS_TOKEN_KEY,
  refresh: REFRESH_TOKEN_KEY,
  ...session,
});

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
