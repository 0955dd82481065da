// Route smoke test on the FULL demo seed: every screen of the menu, as admin and as support, must load
// without an error alert, a console error or a 5xx answer — in English on PGlite, in Arabic on PostgreSQL.
// The screens come from the admin's own page table (packages/admin/src/shell/pages.ts, which the routes and
// menus derive from), filtered by the permission matrix, so a new screen is visited without touching this file.
import { expect, test, type Page } from '@playwright/test';
import { canAccess } from '../../packages/domain/src/permissions.ts';
import type { Role } from '../../packages/domain/src/enums.ts';
import { PAGES } from '../../packages/admin/src/shell/pages.ts';
import { login } from '../e2e/helpers.ts';
import { ACCESS_TOKEN_KEY, DEMO_ADMIN, DEMO_SUPPORT, REFRESH_TOKEN_KEY } from '../e2e/env.ts';

const STAFF: { role: Role; who: { email: string; password: string } }[] = [
  { role: 'admin', who: DEMO_ADMIN },
  { role: 'support', who: DEMO_SUPPORT },
];

/** Watches a page for what a broken screen shows: console errors, uncaught errors and 5xx answers. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

for (const { role, who } of STAFF) {
  const screens = Object.values(PAGES).filter((p) => canAccess(role, p.resource));
  test.describe(`every ${role} screen on the demo data`, () => {
    test(`the ${role} menu has screens`, () => {
      expect(screens.length).toBeGreaterThan(role === 'admin' ? 30 : 3);
    });
    for (const screen of screens) {
      test(`${role} opens ${screen.path}`, async ({ page }) => {
        // Signed in through the API and the app's own token store, before watching: only the screen counts.
        const session = await login(page.request, who);
        await page.goto('/auth/404');
        await page.evaluate(
          ([entries]) => {
            for (const [key, value] of entries) localStorage.setItem(key, value);
          },
          [
            [
              [ACCESS_TOKEN_KEY, session.token],
              [REFRESH_TOKEN_KEY, session.refreshToken],
            ],
          ] as [[string, string][]],
        );
        const problems = watch(page);
        // The PostgreSQL project visits every screen in Arabic (right to left), PGlite in English: each
        // screen opens on both databases and in both languages for the time of one pass each.
        const arabic = test.info().project.name === 'postgresql';
        await page.goto(
          arabic ? `${screen.path}${screen.path.includes('?') ? '&' : '?'}locale=ar-EG` : screen.path,
        );
        if (arabic) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.getByRole('button', { name: arabic ? /^الحساب: / : /^Account: / })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${screen.path.replace(/[/?]/g, '\\$&')}`));
        // The screen has settled once nothing is loading any more.
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.getByRole('alert'), `an error alert on ${screen.path}`).toHaveCount(0);
        expect(problems, `problems on ${screen.path}`).toEqual([]);
      });
    }
  });
}
