import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FusionAuthClient } from '@fusionauth/typescript-client';
import { ADMIN_APPLICATION_ID } from '@market/domain';
import { hashPasswordResetToken, PASSWORD_RESET_TTL_SECONDS } from '../src/auth/index.ts';
import { ADMIN, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

describe('POST /api/user/forgot-password', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(undefined);
  });
  afterAll(() => stopTestServer(s));

  const ask = async (body: unknown) => {
    const res = await fetch(`${s.url}/api/user/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  };
  const resetsOf = async (email: string) =>
    (
      await s.app.db.query<{ token_hash: string; expires_at: Date; used_at: Date | null }>(
        `select r.token_hash, r.expires_at, r.used_at from password_resets r
         join accounts a on a.id = r.account_id where lower(a.email) = lower($1)`,
        [email],
      )
    ).rows;

  it('answers a known and an unknown email identically', async () => {
    const known = await ask({ loginId: ADMIN.email, applicationId: ADMIN_APPLICATION_ID });
    const unknown = await ask({ loginId: 'nobody@example.com', applicationId: ADMIN_APPLICATION_ID });
    expect(known).toEqual({ status: 200, text: '{}' });
    expect(unknown).toEqual(known);
  });

  it('records one hashed, expiring reset token for a known account and none for an unknown one', async () => {
    const before = (await resetsOf(ADMIN.email)).length;
    await ask({ loginId: ADMIN.email.toUpperCase() });
    await ask({ loginId: 'nobody@example.com' });
    const rows = await resetsOf(ADMIN.email);
    expect(rows).toHaveLength(before + 1);
    const latest = rows.at(-1)!;
    expect(latest.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(latest.used_at).toBeNull();
    const ttl = (latest.expires_at.getTime() - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(PASSWORD_RESET_TTL_SECONDS - 120);
    expect(ttl).toBeLessThanOrEqual(PASSWORD_RESET_TTL_SECONDS);
    const total = await s.app.db.query<{ n: number }>('select count(*)::int as n from password_resets');
    expect(total.rows[0]?.n).toBe((await resetsOf(ADMIN.email)).length);
  });

  it('never stores the plain token', async () => {
    const { forgotPassword } = await import('../src/auth/index.ts');
    let delivered = '';
    await forgotPassword(
      s.app.db,
      { loginId: ADMIN.email },
      { adminUrl: 'http://admin.test', onIssued: (reset) => (delivered = reset.token) },
    );
    expect(delivered).not.toBe('');
    const hashes = (await resetsOf(ADMIN.email)).map((r) => r.token_hash);
    expect(hashes).toContain(hashPasswordResetToken(delivered));
    expect(hashes).not.toContain(delivered);
  });

  it('rejects a missing loginId with a field error, not a 500', async () => {
    const res = await ask({});
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ fieldErrors: { loginId: [{ message: 'Required' }] } });
  });

  it('works with the FusionAuth client', async () => {
    const client = new FusionAuthClient('unused-api-key', s.url);
    const res = await client.forgotPassword({ loginId: ADMIN.email, applicationId: ADMIN_APPLICATION_ID });
    expect(res.statusCode).toBe(200);
  });
});
