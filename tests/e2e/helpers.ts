// Shared steps of the resource, order and live board specs: a signed-in page without the sign-in form,
// GraphQL calls for setup with a staff token, and names unique to one run.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN_APPLICATION_ID } from '../../packages/domain/src/application.ts';
import { ACCESS_TOKEN_KEY, DEMO_ADMIN, REFRESH_TOKEN_KEY } from './env.ts';

export interface Session {
  token: string;
  refreshToken: string;
}

/** Signs in through the API (the sign-in form itself is auth.spec.ts's subject). */
export async function login(
  request: APIRequestContext,
  who: { email: string; password: string } = DEMO_ADMIN,
): Promise<Session> {
  const response = await request.post('/api/login', {
    data: { applicationId: ADMIN_APPLICATION_ID, loginId: who.email, password: who.password },
  });
  expect(response.status(), 'staff sign-in').toBe(200);
  const { token, refreshToken } = (await response.json()) as Session;
  return { token, refreshToken };
}

/** A page signed in as `who` (admin by default), then sent to `path`; resolves once the shell shows. */
export async function openSignedIn(
  page: Page,
  path: string,
  who: { email: string; password: string } = DEMO_ADMIN,
): Promise<Session> {
  const session = await login(page.request, who);
  await page.goto('/auth/404');
  await page.evaluate(
    ({ entries }) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    {
      entries: [
        [ACCESS_TOKEN_KEY, session.token],
        [REFRESH_TOKEN_KEY, session.refreshToken],
      ] as [string, string][],
    },
  );
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
  return session;
}

/** One GraphQL operation with a staff token; fails the test on any GraphQL error. */
export async function graphql<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, `GraphQL errors for ${query.trim().split('\n')[0]}`).toBeUndefined();
  expect(response.status()).toBe(200);
  return body.data!;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `count` random upper-case letters: codes that must be unique within one run's fresh database. */
export function randomLetters(count: number): string {
  return Array.from({ length: count }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');
}

/** A short suffix unique to this run and call (names have length limits, e.g. a language's 20). */
export function unique(): string {
  return `${Date.now().toString(36).slice(-4)}${randomLetters(3).toLowerCase()}`;
}

/**
 * Two people at once: pages in separate browser contexts (separate storage, so separate sessions),
 * closed when `run` ends.
 */
export async function twoPeople(
  browser: Browser,
  run: (mine: Page, theirs: Page) => Promise<void>,
): Promise<void> {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    await run(await first.newPage(), await second.newPage());
  } finally {
    await first.close();
    await second.close();
  }
}

/** Adds the list filter `field` from "Add filter": its chip appears with its editor open. */
export async function addFilter(page: Page, field: string): Promise<void> {
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: field, exact: true }).click();
  await expect(page.getByRole('dialog', { name: new RegExp(`^${field} `) })).toBeVisible();
}
