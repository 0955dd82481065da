// A user with several tabs (issue 16): tabs whose access token expired refresh once between them, and
// nobody is signed out by a refresh.
import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_APPLICATION_ID } from '../../packages/domain/src/application.ts';
import { ACCESS_TOKEN_KEY, DEMO_ADMIN, E2E_JWT_SECRET, REFRESH_TOKEN_KEY } from './env.ts';

const HOME = '/ecommerce/orders';
const TABS = 5;

/** An HS256 access token as the server signs it, of the given session, but already expired. */
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

const accountButton = (page: Page) => page.getByRole('button', { name: /^Account: / });

test(`${TABS} tabs with an expired access token all stay signed in, with one refresh between them`, async ({
  page,
  context,
}) => {
  const login = await page.request.post('/api/login', {
    data: { applicationId: ADMIN_APPLICATION_ID, loginId: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const { refreshToken, user } = (await login.json()) as { refreshToken: string; user: { id: string } };
  await page.goto('/auth/404');
  await page.evaluate(
    ({ entries }) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    {
      entries: [
        [ACCESS_TOKEN_KEY, expiredAccessToken(user.id, DEMO_ADMIN.email)],
        [REFRESH_TOKEN_KEY, refreshToken],
      ] as [string, string][],
    },
  );

  const refreshes: number[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/jwt/refresh') refreshes.push(response.status());
  });
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
  // Every tab loads at once, each finding the same expired token in the shared store.
  await Promise.all(tabs.map((tab) => tab.goto(HOME)));

  for (const tab of tabs) {
    await expect(accountButton(tab)).toBeVisible();
    await expect(tab).toHaveURL(HOME);
  }
  // The Web Lock made the tabs share a refresh: the others took the tokens the first one stored. On a
  // loaded machine a tab's socket can connect with the expired token before its session is restored and
  // ask for one more (closed 4001 → one refresh); never one per tab, and none is refused.
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.length).toBeLessThanOrEqual(2);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  const stored = await page.evaluate((key) => localStorage.getItem(key), REFRESH_TOKEN_KEY);
  expect(stored).not.toBe(refreshToken);

  // The session is whole: a reload of any tab stays signed in, and the stored token still refreshes.
  await tabs[TABS - 1]!.reload();
  await expect(accountButton(tabs[TABS - 1]!)).toBeVisible();
  const renewed = await page.request.post('/api/jwt/refresh', { data: { refreshToken: stored } });
  expect(renewed.status()).toBe(200);
});

test('tabs without Web Locks refreshing at once all stay signed in through the reuse window', async ({
  page,
  context,
}) => {
  // As in a browser without navigator.locks: every tab refreshes with the same refresh token.
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
  });
  const login = await page.request.post('/api/login', {
    data: { applicationId: ADMIN_APPLICATION_ID, loginId: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  const { refreshToken, user } = (await login.json()) as { refreshToken: string; user: { id: string } };
  await page.goto('/auth/404');
  await page.evaluate(
    ({ entries }) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    {
      entries: [
        [ACCESS_TOKEN_KEY, expiredAccessToken(user.id, DEMO_ADMIN.email)],
        [REFRESH_TOKEN_KEY, refreshToken],
      ] as [string, string][],
    },
  );
  const refreshes: number[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/jwt/refresh') refreshes.push(response.status());
  });
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
  await Promise.all(tabs.map((tab) => tab.goto(HOME)));

  for (const tab of tabs) {
    await expect(accountButton(tab)).toBeVisible();
    await expect(tab).toHaveURL(HOME);
  }
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  const stored = await page.evaluate((key) => localStorage.getItem(key), REFRESH_TOKEN_KEY);
  const renewed = await page.request.post('/api/jwt/refresh', { data: { refreshToken: stored } });
  expect(renewed.status()).toBe(200);
});
