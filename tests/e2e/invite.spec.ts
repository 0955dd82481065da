// Inviting a staff member end to end (issue 16): an admin invites in the UI, the invitation email goes
// through the real notification outbox and worker to a mail gateway this spec runs (the e2e server's
// NOTIFICATION_WEBHOOK_URL), the person opens the link, is refused a weak password on the field, sets a
// strong one and signs in with the role they were given.
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { ACCESS_TOKEN_KEY, E2E_BASE_URL, E2E_MAIL_PORT } from './env.ts';
import { openSignedIn } from './helpers.ts';

interface Delivered {
  event: string;
  recipient: string;
  language: string | null;
  title: string;
  body: string;
}

/** The mail gateway: keeps what the worker posts and answers 200, as a provider would. */
class MailGateway {
  readonly delivered: Delivered[] = [];
  private readonly server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      this.delivered.push(JSON.parse(raw) as Delivered);
      res.end('ok');
    });
  });
  start = () => new Promise<void>((done) => this.server.listen(E2E_MAIL_PORT, '127.0.0.1', done));
  stop = async () => {
    this.server.closeAllConnections();
    await new Promise<void>((done) => this.server.close(() => done()));
  };
}

const gateway = new MailGateway();
test.beforeAll(() => gateway.start());
test.afterAll(() => gateway.stop());

test('an invited staff member sets a password from the emailed link and signs in with the granted role', async ({
  page,
  browser,
}) => {
  const email = `invitee-${Date.now()}@example.com`;
  await openSignedIn(page, '/users/admins/edit');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^First name/ }).fill('Ines');
  await page.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Support' }).click();
  await page.getByRole('combobox', { name: /^Invitation language/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added information successfully', { exact: true })).toBeVisible();

  // The worker delivers the invitation to the gateway; the link is in the email body.
  await expect.poll(() => gateway.delivered.filter((m) => m.recipient === email).length).toBe(1);
  const message = gateway.delivered.find((m) => m.recipient === email)!;
  expect(message).toMatchObject({ event: 'staff_invitation', language: 'en' });
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(message.body)?.[0];
  expect(link, message.body).toBeTruthy();
  expect(link!.startsWith(`${E2E_BASE_URL}/auth/reset-password?token=`)).toBe(true);

  // The invitee, in a browser of their own.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(link!);
  const field = invitee.getByLabel(/^New password/);
  await field.fill('Password1');
  await invitee.getByRole('button', { name: 'Save password' }).click();
  await expect(invitee.getByText(/too common or too easy to guess/)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('Velvet-Orbit-4410');
  await invitee.getByRole('button', { name: 'Save password' }).click();
  await expect(invitee).toHaveURL('/auth/login');
  await expect(invitee.getByText('Password saved', { exact: true })).toBeVisible();

  await invitee.getByRole('textbox', { name: /email/i }).fill(email);
  await invitee.getByLabel(/^Password/).fill('Velvet-Orbit-4410');
  await invitee.getByRole('button', { name: 'Sign in' }).click();
  await expect(invitee).toHaveURL('/ecommerce/orders');
  await expect(invitee.getByRole('button', { name: /^Account: / })).toBeVisible();
  const roles = await invitee.evaluate(async (key) => {
    const token = localStorage.getItem(key);
    const response = await fetch('/api/user', { headers: { authorization: `Bearer ${token}` } });
    const { user } = (await response.json()) as { user: { registrations: { roles: string[] }[] } };
    return user.registrations[0]?.roles;
  }, ACCESS_TOKEN_KEY);
  expect(roles).toEqual(['support']);

  // The link worked once.
  await invitee.goto(link!);
  await invitee.getByLabel(/^New password/).fill('Copper-Lantern-6602');
  await invitee.getByRole('button', { name: 'Save password' }).click();
  await expect(invitee.getByText('This link can no longer be used')).toBeVisible();
  await context.close();
});

test('a forgotten password is reset from the emailed link: the new one signs in, the old one no longer does', async ({
  page,
  request,
}) => {
  const account = { email: `forgetful-${Date.now()}@example.com`, password: 'Amber-Canyon-5521' };
  const registered = await request.post('/api/register', { data: { ...account, name: 'Faris Forgetful' } });
  expect(registered.status()).toBe(200);

  await page.goto('/auth/forgot-password');
  await page.getByRole('textbox', { name: /email/i }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible();

  await expect.poll(() => gateway.delivered.filter((m) => m.recipient === account.email).length).toBe(1);
  const message = gateway.delivered.find((m) => m.recipient === account.email)!;
  expect(message).toMatchObject({ event: 'password_reset' });
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(message.body)?.[0];
  expect(link, message.body).toBeTruthy();

  await page.goto(link!);
  await page.getByLabel(/^New password/).fill('Quiet-Harbor-2931');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL('/auth/login');

  const signIn = (password: string) =>
    request.post('/api/login', { data: { loginId: account.email, password } }).then((r) => r.status());
  expect(await signIn(account.password)).toBe(404);
  expect(await signIn('Quiet-Harbor-2931')).toBe(200);
});
