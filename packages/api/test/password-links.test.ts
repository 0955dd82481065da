import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@market/domain';
import { NotificationWorker, type NotificationPayload } from '../src/notifications/worker.ts';
import { ADMIN, DATABASES, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

const STRONG = 'Velvet-Orbit-4410';
const ADMIN_URL = 'https://admin.example.test/back-office';

for (const target of DATABASES) {
  describe(`password rules, reset and invitation links on ${target.name}`, () => {
    let s: TestServer;
    let adminToken: string;

    beforeAll(async () => {
      s = await startTestServer(target.url, { adminPublicUrl: ADMIN_URL });
      adminToken = await s.login(ADMIN.email, ADMIN.password);
    });
    afterAll(() => stopTestServer(s));

    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${s.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
    };
    /** The token of the newest queued link of `email`, read from the outbox row as the worker would. */
    const latestLink = async (email: string) => {
      const { rows } = await s.app.db.query<{ variables: { link: string }; event: string }>(
        `select o.variables, o.event from notification_outbox o join accounts a on a.id = o.account_id
         where lower(a.email) = lower($1) order by o.created_at desc, o.id desc limit 1`,
        [email],
      );
      const row = rows[0];
      if (!row) throw new Error(`no link queued for ${email}`);
      const variables = typeof row.variables === 'string' ? JSON.parse(row.variables) : row.variables;
      const link = new URL(variables.link as string);
      return { event: row.event, link, token: link.searchParams.get('token') ?? '' };
    };
    const resetLink = async (email: string) => {
      expect((await post('/api/user/forgot-password', { loginId: email })).status).toBe(200);
      return latestLink(email);
    };

    describe('password rules at register', () => {
      const register = (email: string, password: string, name = 'Rita Rules') =>
        post('/api/register', { email, password, name });

      it.each([
        ['password', 'tooWeak', PASSWORD_MESSAGES.tooWeak],
        ['Password1', 'tooWeak', PASSWORD_MESSAGES.tooWeak],
        ['short1!', 'tooShort', PASSWORD_MESSAGES.tooShort],
        ['x'.repeat(129), 'tooLong', PASSWORD_MESSAGES.tooLong],
        ['rita.rules@example.com', 'personal', PASSWORD_MESSAGES.personal],
        ['RitaRules#2024', 'personal', PASSWORD_MESSAGES.personal],
      ])('refuses %j on user.password (%s), in FusionAuth shape', async (password, code, message) => {
        const res = await register('rita.rules@example.com', password);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          fieldErrors: { 'user.password': [{ code: `[${code}]user.password`, message }] },
          generalErrors: [],
        });
        const stored = await s.app.db.query('select 1 from accounts where email = $1', [
          'rita.rules@example.com',
        ]);
        expect(stored.rows).toHaveLength(0);
      });

      it('accepts a strong password', async () => {
        const res = await register('rita.rules@example.com', STRONG);
        expect(res.status).toBe(200);
        expect(
          (await post('/api/login', { loginId: 'rita.rules@example.com', password: STRONG })).status,
        ).toBe(200);
      });
    });

    describe('POST /api/user/change-password/{changePasswordId}', () => {
      const email = 'carl.change@example.com';
      let first = 'Amber-Canyon-5521';

      beforeAll(async () => {
        expect((await post('/api/register', { email, password: first, name: 'Carl Change' })).status).toBe(
          200,
        );
      });

      it('sets the password once: the link is single-use and ends every session', async () => {
        const session = (await post('/api/login', { loginId: email, password: first })).body as {
          token: string;
          refreshToken: string;
        };
        const { token, link, event } = await resetLink(email);
        expect(event).toBe('password_reset');
        expect(`${link.origin}${link.pathname}`).toBe(`${ADMIN_URL}/auth/reset-password`);
        expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
        const hashes = await s.app.db.query<{ token_hash: string }>('select token_hash from password_resets');
        expect(hashes.rows.map((r) => r.token_hash)).not.toContain(token);

        const next = 'Copper-Lantern-6602';
        expect(await post(`/api/user/change-password/${token}`, { password: next })).toEqual({
          status: 200,
          body: {},
        });
        expect(
          (await post(`/api/user/change-password/${token}`, { password: 'Silver-Meadow-7734' })).status,
        ).toBe(404);
        expect((await post('/api/login', { loginId: email, password: first })).status).toBe(404);
        expect((await post('/api/login', { loginId: email, password: next })).status).toBe(200);
        // The session started with the old password can no longer refresh, nor use its access token.
        expect((await post('/api/jwt/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
        const me = await fetch(`${s.url}/api/user`, {
          headers: { authorization: `Bearer ${session.token}` },
        });
        expect(me.status).toBe(401);
        first = next;
      });

      it('refuses a weak password on `password` and leaves the link usable', async () => {
        const { token } = await resetLink(email);
        for (const [password, code] of [
          ['password', 'tooWeak'],
          ['Password1', 'tooWeak'],
          [email, 'personal'],
          ['', 'blank'],
        ] as const) {
          const res = await post(`/api/user/change-password/${token}`, { password });
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ fieldErrors: { password: [{ code: `[${code}]password` }] } });
        }
        expect((await post(`/api/user/change-password/${token}`, {})).status).toBe(400);
        expect((await post(`/api/user/change-password/${token}`, { password: STRONG })).status).toBe(200);
        first = STRONG;
      });

      it('answers 404 for an unknown or expired link (400 for a malformed address), and changes nothing', async () => {
        expect((await post('/api/user/change-password/not-a-real-token', { password: STRONG })).status).toBe(
          404,
        );
        // A malformed escape is refused by the router for every path, before any route runs.
        expect((await post('/api/user/change-password/%E0%A4%A', { password: STRONG })).status).toBe(400);
        const { token } = await resetLink(email);
        await s.app.db.query(
          `update password_resets set expires_at = now() - interval '1 second'
           where account_id = (select id from accounts where email = $1) and used_at is null`,
          [email],
        );
        expect(
          (await post(`/api/user/change-password/${token}`, { password: 'Quiet-Harbor-2931' })).status,
        ).toBe(404);
        expect((await post('/api/login', { loginId: email, password: first })).status).toBe(200);
      });

      it('a newer link makes the older ones useless once used', async () => {
        const older = await resetLink(email);
        const newer = await resetLink(email);
        expect(
          (await post(`/api/user/change-password/${newer.token}`, { password: 'Quiet-Harbor-2931' })).status,
        ).toBe(200);
        expect((await post(`/api/user/change-password/${older.token}`, { password: STRONG })).status).toBe(
          404,
        );
      });
    });

    describe('inviteStaff', () => {
      const invite = `mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { id email role isActive } }`;

      it('is refused to support (FORBIDDEN) and writes nothing', async () => {
        const supportToken = await s.login(SUPPORT.email, SUPPORT.password);
        const res = await s.gql(supportToken, invite, {
          input: { email: 'sneaky@example.com', firstName: 'Sneaky', role: 'admin' },
        });
        expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const rows = await s.app.db.query('select 1 from accounts where email = $1', ['sneaky@example.com']);
        expect(rows.rows).toHaveLength(0);
      });

      it('refuses an unknown language on the field', async () => {
        const res = await s.gql(adminToken, invite, {
          input: { email: 'lang@example.com', firstName: 'Lang', role: 'support', language: 'fr' },
        });
        expect(res.errors?.[0]?.extensions).toMatchObject({
          code: 'VALIDATION',
          fields: { language: expect.any(String) },
        });
      });

      it('creates the account, audits it and queues the link in the invitee language; the link sets the password', async () => {
        const res = await s.gql<{ inviteStaff: { id: string; role: string } }>(adminToken, invite, {
          input: {
            email: 'noura@example.com',
            firstName: 'Noura',
            lastName: 'Nabil',
            role: 'support',
            language: 'ar',
          },
        });
        expect(res.errors).toBeUndefined();
        const id = res.data!.inviteStaff.id;
        expect(res.data!.inviteStaff.role).toBe('support');
        const audit = await s.app.db.query<{ action: string; diff: unknown }>(
          `select l.action, l.diff from audit_log l join accounts a on a.id = l.actor_id
           where l.entity_id = $1 and a.email = $2`,
          [id, ADMIN.email],
        );
        expect(audit.rows).toHaveLength(1);
        expect(JSON.stringify(audit.rows[0]!.diff)).toContain('"invited":true');
        // No password works before the link is followed.
        expect(
          (await post('/api/login', { loginId: 'noura@example.com', password: '!invited' })).status,
        ).toBe(404);

        const { event, token, link } = await latestLink('noura@example.com');
        expect(event).toBe('staff_invitation');
        expect(link.toString()).toBe(`${ADMIN_URL}/auth/reset-password?token=${token}`);
        const ttl = await s.app.db.query<{ hours: number; purpose: string }>(
          `select round(extract(epoch from expires_at - now()) / 3600)::int as hours, purpose
           from password_resets where account_id = $1`,
          [id],
        );
        expect(ttl.rows).toEqual([{ hours: 168, purpose: 'invite' }]);

        // Delivered through the worker to a local gateway: in Arabic, with the link, to the invitee.
        const received: NotificationPayload[] = [];
        const gateway: Server = createServer((req, answer) => {
          let raw = '';
          req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
          req.on('end', () => {
            received.push(JSON.parse(raw) as NotificationPayload);
            answer.end('ok');
          });
        });
        await new Promise<void>((done) => gateway.listen(0, '127.0.0.1', done));
        try {
          const worker = new NotificationWorker({
            db: s.app.db,
            webhookUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/`,
            pollMs: 60_000,
            maxAttempts: 3,
            timeoutMs: 2_000,
            retryBaseMs: 60_000,
            log: () => undefined,
          });
          await worker.runOnce();
        } finally {
          gateway.closeAllConnections();
          await new Promise<void>((done) => gateway.close(() => done()));
        }
        const message = received.find((m) => m.accountId === id);
        expect(message).toMatchObject({
          event: 'staff_invitation',
          channel: 'email',
          recipient: 'noura@example.com',
          language: 'ar',
          customerId: null,
        });
        expect(message!.title).toBe('دعوة إلى لوحة إدارة المتجر');
        expect(message!.body).toContain(link.toString());
        expect(message!.body).toContain('Noura');
        // The outbox keeps what was sent, without the usable token.
        const kept = await s.app.db.query<{ status: string; body: string; variables: unknown }>(
          'select status, body, variables from notification_outbox where account_id = $1',
          [id],
        );
        expect(kept.rows[0]!.status).toBe('sent');
        expect(kept.rows[0]!.body).not.toContain(token);
        expect(JSON.stringify(kept.rows[0]!.variables)).not.toContain(token);

        expect(
          (await post(`/api/user/change-password/${token}`, { password: 'Noura' + 'Nabil1!' })).status,
        ).toBe(400);
        expect((await post(`/api/user/change-password/${token}`, { password: STRONG })).status).toBe(200);
        const signedIn = await post('/api/login', { loginId: 'noura@example.com', password: STRONG });
        expect(signedIn.status).toBe(200);
        expect(signedIn.body).toMatchObject({ user: { registrations: [{ roles: ['support'] }] } });
      });

      it('writes an English invitation by default', async () => {
        const res = await s.gql(adminToken, invite, {
          input: { email: 'eddie@example.com', firstName: 'Eddie', role: 'admin' },
        });
        expect(res.errors).toBeUndefined();
        const { rows } = await s.app.db.query<{ language_code: string | null }>(
          'select language_code from accounts where email = $1',
          ['eddie@example.com'],
        );
        expect(rows[0]!.language_code).toBeNull();
        expect((await latestLink('eddie@example.com')).event).toBe('staff_invitation');
      });
    });
  });
}
