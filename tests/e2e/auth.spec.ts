// Signing in and out of the built admin against the real server (issue 4).
import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_APPLICATION_ID } from '../../packages/domain/src/application.ts';
import { ACCESS_TOKEN_KEY, DEMO_ADMIN, DEMO_SUPPORT, E2E_JWT_SECRET, REFRESH_TOKEN_KEY } from './env.ts';

const HOME = '/ecommerce/orders';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const storedTokens = (page: Page) =>
  page.evaluate(
    ([access, refresh]) => ({
      access: localStorage.getItem(access!),
      refresh: localStorage.getItem(refresh!),
    }),
    [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY],
  );

/** The account menu of the top bar: proof the main layout rendered for a signed-in user. */
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account: / });

/** An HS256 access token as the server signs it, but already expired. */
function expiredAccessToken(sub: string, email: string): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({
    email,
    roles: ['admin'],
    applicationId: ADMIN_APPLICATION_ID,
    sub,
    iss: 'market-api',
    aud: ADMIN_APPLICATION_ID,
    iat: now - 3600,
    exp: now - 60,
  })}`;
  return `${body}.${createHmac('sha256', E2E_JWT_SECRET).update(body).digest('base64url')}`;
}

/** Whether the app's router has loaded: React Router names its version on the window when it does. */
const routerLoaded = (page: Page) => page.evaluate(() => '__reactRouterVersion' in window);

test('the demo admin signs in and lands on the orders page', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Marketplace Admin | Sign in');
  // The sign-in page is its own entry (signin.html): the app's router and routes load when it moves on.
  expect(await routerLoaded(page)).toBe(false);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(HOME);
  expect(await routerLoaded(page)).toBe(true);
  await expect(page.getByText('Logged In', { exact: true })).toBeVisible();
  await expect(page.getByText('You have successfully logged in!', { exact: true })).toBeVisible();
  await expect(accountButton(page)).toBeVisible();
  const tokens = await storedTokens(page);
  expect(tokens.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(tokens.refresh).toBeTruthy();
});

test('a wrong password shows the message and stays on the sign-in page', async ({ page }) => {
  await signIn(page, DEMO_SUPPORT.email, 'not-the-password');
  await expect(page.getByText('Login failed, please try again')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
});

test("repeated wrong passwords make a new browser wait, while the account's own browser still signs in", async ({
  browser,
  request,
}) => {
  // An account of its own, so the wait it earns delays no other spec.
  const account = { email: 'tess.throttle@example.com', password: 'Cobalt-Fjord-8264' };
  const registered = await request.post('/api/register', { data: { ...account, name: 'Tess Throttle' } });
  expect(registered.status()).toBe(200);

  const own = await browser.newContext();
  const ownPage = await own.newPage();
  await signIn(ownPage, account.email, account.password);
  await expect(ownPage.getByRole('heading', { name: 'Waiting for access' })).toBeVisible();
  const device = (await own.cookies()).find((c) => c.name.startsWith('device_'));
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' });

  const stranger = await browser.newContext();
  const page = await stranger.newPage();
  await page.goto('/auth/login');
  for (let i = 0; i < 5; i += 1) {
    await page.getByRole('textbox', { name: /email/i }).fill(account.email);
    await page.getByLabel(/^Password/).fill(`guess-${i}`);
    const answer = page.waitForResponse('**/api/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await answer).status()).toBe(404);
  }
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Too many attempts. Try again in 1 minute.')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');

  // The browser that signed in before is not held back by the stranger's failures.
  await ownPage.evaluate(() => localStorage.clear());
  await signIn(ownPage, account.email, account.password);
  await expect(ownPage.getByRole('heading', { name: 'Waiting for access' })).toBeVisible();
  await Promise.all([own.close(), stranger.close()]);
});

test('an expired access token is refreshed while the page loads', async ({ page, request }) => {
  const login = await request.post('/api/login', {
    data: { applicationId: ADMIN_APPLICATION_ID, loginId: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const { refreshToken, user } = (await login.json()) as { refreshToken: string; user: { id: string } };
  const expired = expiredAccessToken(user.id, DEMO_ADMIN.email);
  // The server itself refuses the expired token: what the app meets is a real expiry.
  const refused = await request.get('/api/user', { headers: { authorization: `Bearer ${expired}` } });
  expect(refused.status()).toBe(401);

  await page.goto('/auth/404');
  await page.evaluate(
    ({ entries }) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    {
      entries: [
        [ACCESS_TOKEN_KEY, expired],
        [REFRESH_TOKEN_KEY, refreshToken],
      ] as [string, string][],
    },
  );
  const statuses: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/api/user' || path === '/api/jwt/refresh') statuses.push(`${path} ${response.status()}`);
  });

  await page.goto(HOME);
  await expect(accountButton(page)).toBeVisible();
  await expect(page).toHaveURL(HOME);
  expect(statuses.slice(0, 3)).toEqual(['/api/user 401', '/api/jwt/refresh 200', '/api/user 200']);
  const tokens = await storedTokens(page);
  expect(tokens.access).not.toBe(expired);
  expect(tokens.refresh).not.toBe(refreshToken);
});

test('reloading while signed in stays signed in', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(HOME);
  await page.reload();
  await expect(accountButton(page)).toBeVisible();
  await expect(page).toHaveURL(HOME);
});

test('logout goes to the sign-in page and removes both tokens', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(accountButton(page)).toBeVisible();
  const { refresh } = await storedTokens(page);

  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(page).toHaveURL('/auth/login');
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  // The server revoked the refresh token too: it cannot be exchanged any more.
  const again = await page.request.post('/api/jwt/refresh', { data: { refreshToken: refresh } });
  expect(again.status()).toBe(401);
});

test('the sign-in page’s links open the auth pages, and Back returns to the form', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a signed-in browser that opens the sign-in page goes on to the orders', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(accountButton(page)).toBeVisible();
  await page.goto('/auth/login');
  await expect(page).toHaveURL(HOME);
  await expect(accountButton(page)).toBeVisible();
});

test('the sign-in page is set in the bundled fonts, Latin and Arabic', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // FontFaceSet.check() answers true for a family it does not know, so ask for the loaded faces.
  const loaded = await page.evaluate(async () => {
    await Promise.all([
      document.fonts.load('400 16px Inter', 'A'),
      document.fonts.load('400 16px "Noto Sans Arabic"', 'ع'),
    ]);
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/"/g, ''));
  });
  // The build once dropped the @font-face rules (a package's sideEffects list) and the app fell back
  // to a system font.
  expect(loaded).toContain('Inter');
  expect(loaded).toContain('Noto Sans Arabic');
  const family = await page
    .getByRole('button', { name: 'Sign in' })
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/^"?Inter/);
});
