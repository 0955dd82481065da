// The admin shell in the built app against the real server (issue 5): guard, role menus,
// bookmarks, Arabic, settings, URL overrides, the mobile drawer and unknown paths.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SUPPORT } from './env.ts';

const HOME = '/ecommerce/orders';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('an anonymous visit goes to sign-in, then back to the page it asked for', async ({ page }) => {
  await page.goto('/marketing/coupons');
  await expect(page).toHaveURL('/auth/login');
  await page.getByRole('textbox', { name: /email/i }).fill(DEMO_ADMIN.email);
  await page.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/marketing/coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expect(page).toHaveTitle('Marketplace Admin | Coupons');
});

test('admin sees every group; support sees only stores and orders and is refused coupons', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(mainMenu(page).getByRole('link', { name: 'Coupons' })).toBeVisible();
  await expect(mainMenu(page).getByText('Configuration')).toBeVisible();

  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/auth/login');

  await signIn(page, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  await expect(page).toHaveURL(HOME);
  const links = mainMenu(page).getByRole('link');
  await expect(links).toHaveCount(5);
  await expect(mainMenu(page).getByRole('link', { name: 'Coupons' })).toHaveCount(0);
  await page.goto('/marketing/coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
});

test('three bookmarks at most: a fourth shows the message', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const path of ['/ecommerce/orders', '/marketing/coupons', '/users/customers']) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Bookmark this page' }).click();
    await expect(page.getByRole('button', { name: 'Remove this page from bookmarks' })).toBeVisible();
  }
  await page.goto('/catalog/stores');
  await page.getByRole('button', { name: 'Bookmark this page' }).click();
  await expect(page.getByText('Only three pages can be added to your bookmarks.').first()).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('app.topbar.favs') ?? '[]'));
  expect(saved).toHaveLength(3);
  await expect(page.getByRole('navigation', { name: 'Bookmarks' }).getByRole('link')).toHaveCount(3);
});

test('Arabic turns the page right to left with the menu on the right', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
  const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(menu.getByRole('link', { name: 'الطلبات' }).first()).toBeVisible();
  const box = await menu.boundingBox();
  expect(box!.x).toBeGreaterThan(1280 / 2);
});

test('settings survive a reload, and ?isMenuCollapsed=true collapses the menu', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Open settings' }).click();
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');

  await expect(mainMenu(page)).not.toHaveAttribute('data-collapsed', '');
  await page.goto(`${HOME}?isMenuCollapsed=true`);
  await expect(mainMenu(page)).toHaveAttribute('data-collapsed', '');
  const width = await mainMenu(page).evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBe(80);
});

test('on a phone the menu is a drawer that an edge swipe opens', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(mainMenu(page)).toHaveCount(0);
  // A right swipe from the screen edge, as the browser reports a finger's touches.
  await page.evaluate(() => {
    const at = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
    const send = (type: string, x: number, down: boolean) =>
      document.body.dispatchEvent(
        new TouchEvent(type, {
          touches: down ? [at(x)] : [],
          changedTouches: [at(x)],
          bubbles: true,
          cancelable: true,
        }),
      );
    send('touchstart', 20, true);
    send('touchmove', 120, true);
    send('touchmove', 220, true);
    send('touchend', 220, false);
  });
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Orders' })).toBeVisible();
  await context.close();
});

test('an unknown path goes to /auth/404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/auth/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
