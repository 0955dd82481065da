import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createApp, type App } from '../src/app.ts';
import { createLogger } from '../src/log.ts';
import { configFromEnv } from '../src/config.ts';
import { hashPassword } from '../src/auth/index.ts';
import { ADMIN, DATABASES, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

// A short recheck window so the test sees what production sees after `accessRecheckMs` (5 s there).
const RECHECK_MS = 100;
const afterRecheck = () => new Promise((resolve) => setTimeout(resolve, RECHECK_MS + 50));

interface Session {
  token: string;
  refreshToken: string;
}

async function post(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Session | undefined };
}

async function signIn(base: string, email: string, password: string): Promise<Session> {
  const { status, body } = await post(base, '/api/login', { loginId: email, password });
  if (status !== 200 || !body) throw new Error(`login ${email} → ${status}`);
  return { token: body.token, refreshToken: body.refreshToken };
}

const userStatus = (base: string, token: string) =>
  fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

/** A graphql-ws client as the admin opens it, that does not reconnect, and reports how its socket closed. */
function liveBoard(base: string, token: string) {
  let onClose: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (onClose = resolve));
  const received: unknown[] = [];
  let onFirst: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (onFirst = resolve));
  const client: Client = createClient({
    url: `${base.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    on: { closed: (event) => onClose((event as { code: number }).code) },
  });
  let onSubscribed: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => (onSubscribed = resolve));
  client.on('connected', () => setTimeout(onSubscribed, 100));
  client.subscribe(
    { query: 'subscription { orderUpdated { orderNo grandTotal } }' },
    {
      next: (event) => {
        received.push(event.data?.orderUpdated);
        onFirst();
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return { client, closed, received, first, subscribed };
}

for (const target of DATABASES) {
  describe(`signing out stops the session's access tokens on ${target.name}`, () => {
    let s: TestServer;
    // A second API process on the same database: revocation must reach it without any message.
    let other: App;
    let otherUrl: string;

    beforeAll(async () => {
      s = await startTestServer(target.url, { accessRecheckMs: RECHECK_MS });
      other = await createApp(s.config, { db: s.app.db, logger: createLogger('silent') });
      otherUrl = await other.listen(0);
    });
    afterAll(async () => {
      await other?.close();
      await stopTestServer(s);
    });

    it('refuses the access token on every process once its session signs out', async () => {
      const session = await signIn(s.url, SUPPORT.email, SUPPORT.password);
      const untouched = await signIn(s.url, SUPPORT.email, SUPPORT.password);
      // Both processes have verified and remembered the token.
      expect(await userStatus(s.url, session.token)).toBe(200);
      expect(await userStatus(otherUrl, session.token)).toBe(200);

      expect((await post(s.url, '/api/logout', { refreshToken: session.refreshToken })).status).toBe(200);
      // The process that signed out forgets the token at once; the other within its recheck window.
      expect(await userStatus(s.url, session.token)).toBe(401);
      await afterRecheck();
      expect(await userStatus(otherUrl, session.token)).toBe(401);
      const gql = await s.gql(session.token, '{ stores { totalCount } }');
      expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await post(s.url, '/api/jwt/refresh', { refreshToken: session.refreshToken })).status).toBe(
        401,
      );

      // Another session of the same account is a different session.
      expect(await userStatus(otherUrl, untouched.token)).toBe(200);
    });

    it('ends the session a refreshed token belongs to, whichever of its refresh tokens is sent', async () => {
      const session = await signIn(s.url, SUPPORT.email, SUPPORT.password);
      const renewed = await post(s.url, '/api/jwt/refresh', { refreshToken: session.refreshToken });
      expect(renewed.status).toBe(200);
      // Signing out with the rotated (older) refresh token still ends the session.
      await post(s.url, '/api/logout', { refreshToken: session.refreshToken });
      await afterRecheck();
      expect(await userStatus(otherUrl, renewed.body!.token)).toBe(401);
      expect(
        (await post(s.url, '/api/jwt/refresh', { refreshToken: renewed.body!.refreshToken })).status,
      ).toBe(401);
    });

    it('signs out with only the access token when no refresh token is sent', async () => {
      const session = await signIn(s.url, SUPPORT.email, SUPPORT.password);
      expect((await post(s.url, '/api/logout', {}, session.token)).status).toBe(200);
      await afterRecheck();
      expect(await userStatus(otherUrl, session.token)).toBe(401);
      expect((await post(s.url, '/api/jwt/refresh', { refreshToken: session.refreshToken })).status).toBe(
        401,
      );
    });

    it('stops every session of the account on a global sign-out, and nobody else', async () => {
      const one = await signIn(s.url, SUPPORT.email, SUPPORT.password);
      const two = await signIn(otherUrl, SUPPORT.email, SUPPORT.password);
      const admin = await signIn(s.url, ADMIN.email, ADMIN.password);
      expect(await userStatus(otherUrl, two.token)).toBe(200);
      const res = await fetch(
        `${s.url}/api/logout?global=true&refreshToken=${encodeURIComponent(one.refreshToken)}`,
        { method: 'POST' },
      );
      expect(res.status).toBe(200);
      await afterRecheck();
      expect(await userStatus(s.url, one.token)).toBe(401);
      expect(await userStatus(otherUrl, two.token)).toBe(401);
      expect((await post(s.url, '/api/jwt/refresh', { refreshToken: two.refreshToken })).status).toBe(401);
      expect(await userStatus(otherUrl, admin.token)).toBe(200);
    });

    it('refuses the access token once the password changes', async () => {
      const session = await signIn(s.url, ADMIN.email, ADMIN.password);
      expect(await userStatus(otherUrl, session.token)).toBe(200);
      // What every password change does (reset, change-password): write a new hash.
      await s.app.db.query('update accounts set password_hash = $2 where lower(email) = $1', [
        ADMIN.email,
        await hashPassword(ADMIN.password),
      ]);
      await afterRecheck();
      expect(await userStatus(otherUrl, session.token)).toBe(401);
      expect(await userStatus(s.url, session.token)).toBe(401);
    });
  });

  describe(`refresh tokens reused within the window on ${target.name}`, () => {
    let s: TestServer;

    beforeAll(async () => {
      s = await startTestServer(target.url, { accessRecheckMs: RECHECK_MS });
    });
    afterAll(() => stopTestServer(s));

    const refresh = (refreshToken: string) => post(s.url, '/api/jwt/refresh', { refreshToken });

    it('answers ten parallel refreshes of one token with one successor and keeps the session', async () => {
      const session = await signIn(s.url, SUPPORT.email, SUPPORT.password);
      const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refreshToken)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      const successors = new Set(answers.map((a) => a.body!.refreshToken));
      expect(successors.size).toBe(1);
      const [successor] = [...successors];
      expect(successor).not.toBe(session.refreshToken);

      await afterRecheck();
      for (const answer of answers) expect(await userStatus(s.url, answer.body!.token)).toBe(200);
      const next = await refresh(successor!);
      expect(next.status).toBe(200);
      expect(await userStatus(s.url, next.body!.token)).toBe(200);
    });

    it('walks a late token forward to the current one when it was rotated again inside the window', async () => {
      const session = await signIn(s.url, SUPPORT.email, SUPPORT.password);
      const second = await refresh(session.refreshToken);
      const third = await refresh(second.body!.refreshToken);
      const late = await refresh(session.refreshToken);
      expect(late.status).toBe(200);
      expect(late.body!.refreshToken).toBe(third.body!.refreshToken);
    });

    it('revokes the whole session when a rotated token comes back after the window', async () => {
      const session = await signIn(s.url, SUPPORT.email, SUPPORT.password);
      const renewed = await refresh(session.refreshToken);
      expect(renewed.status).toBe(200);
      // The window (30 s) has passed since the rotation.
      await s.app.db.query(
        `update refresh_tokens set revoked_at = now() - interval '31 seconds'
         where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
        [session.refreshToken],
      );
      expect((await refresh(session.refreshToken)).status).toBe(401);
      expect((await refresh(renewed.body!.refreshToken)).status).toBe(401);
      await afterRecheck();
      expect(await userStatus(s.url, renewed.body!.token)).toBe(401);
    });

    it('is strictly one-time use with a window of 0', async () => {
      const strict = await createApp(
        { ...s.config, refreshTokenReuseWindowSeconds: 0 },
        { db: s.app.db, logger: createLogger('silent') },
      );
      const url = await strict.listen(0);
      try {
        const session = await signIn(url, SUPPORT.email, SUPPORT.password);
        const answers = await Promise.all(
          Array.from({ length: 3 }, () =>
            post(url, '/api/jwt/refresh', { refreshToken: session.refreshToken }),
          ),
        );
        expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
        const winner = answers.find((a) => a.status === 200)!;
        expect(
          (await post(url, '/api/jwt/refresh', { refreshToken: winner.body!.refreshToken })).status,
        ).toBe(401);
      } finally {
        await strict.close();
      }
    });

    // PGlite runs one transaction at a time: the late caller's transaction could not begin before the winner's.
    if (target.url)
      it('refuses, with a window of 0, a refresh whose transaction began before the winner rotated the token', async () => {
        // The late caller's transaction begins (and with it now()), then waits while another caller rotates the
        // token; the window must be measured from when it reads the token, not from when it began.
        let gate: Promise<void> | null = null;
        let open!: () => void;
        let began!: () => void;
        const hasBegun = new Promise<void>((resolve) => (began = resolve));
        const db = s.app.db;
        const gated = new Proxy(db, {
          get(target, key) {
            if (key === 'transaction' && gate) {
              const wait = gate;
              gate = null;
              return <T>(work: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<T>) =>
                target.transaction(async (tx) => {
                  await tx.query('select now()');
                  began();
                  await wait;
                  return work(tx);
                });
            }
            const value = Reflect.get(target, key) as unknown;
            return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
          },
        });
        const config = { ...s.config, refreshTokenReuseWindowSeconds: 0, workerMode: 'off' as const };
        const late = await createApp(config, { db: gated, logger: createLogger('silent') });
        const winner = await createApp(config, { db, logger: createLogger('silent') });
        const [lateUrl, winnerUrl] = [await late.listen(0), await winner.listen(0)];
        try {
          const session = await signIn(winnerUrl, SUPPORT.email, SUPPORT.password);
          gate = new Promise<void>((resolve) => (open = resolve));
          const lateAnswer = post(lateUrl, '/api/jwt/refresh', { refreshToken: session.refreshToken });
          await hasBegun;
          expect(
            (await post(winnerUrl, '/api/jwt/refresh', { refreshToken: session.refreshToken })).status,
          ).toBe(200);
          open();
          expect((await lateAnswer).status).toBe(401);
        } finally {
          await late.close();
          await winner.close();
        }
      });
  });

  describe(`open sockets rechecked on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;

    beforeAll(async () => {
      s = await startTestServer(target.url, { accessRecheckMs: RECHECK_MS });
      admin = await s.login(ADMIN.email, ADMIN.password);
      await s.app.db.query(
        `insert into accounts (email, password_hash, first_name, role)
         select 'dora@example.com', password_hash, 'Dora', 'support' from accounts where email = $1`,
        [SUPPORT.email],
      );
    });
    afterAll(() => stopTestServer(s));

    const publishOrder = (orderNo: string) =>
      s.app.events.publish('orderUpdated', { orderNo, grandTotal: 2799 });

    it("closes a deactivated account's live board with 4001 and sends it no more orders", async () => {
      const dora = await signIn(s.url, 'dora@example.com', SUPPORT.password);
      const board = liveBoard(s.url, dora.token);
      // The socket says nothing when the subscription is in place: publish until the board has one.
      while (board.received.length === 0) {
        await publishOrder('ORD-1');
        await Promise.race([board.first, new Promise((resolve) => setTimeout(resolve, 100))]);
      }
      expect(board.received[0]).toEqual({ orderNo: 'ORD-1', grandTotal: 2799 });

      const found = await s.gql<{ admins: { nodes: { id: string; version: number }[] } }>(
        admin,
        '{ admins(filter: {email_contains: "dora@"}) { nodes { id version } } }',
      );
      const { id, version } = found.data!.admins.nodes[0]!;
      const done = await s.gql(
        admin,
        'mutation($id: ID!, $v: Int!) { deactivateStaff(id: $id, version: $v) { isActive } }',
        {
          id,
          v: version,
        },
      );
      expect(done.errors).toBeUndefined();

      expect(await board.closed).toBe(4001);
      await publishOrder('ORD-2');
      await s.gql(admin, '{ stores { totalCount } }');
      // Only the ORD-1 events sent while it was open (a late duplicate of those is fine); ORD-2 never.
      expect(new Set(board.received.map((o) => (o as { orderNo: string }).orderNo))).toEqual(
        new Set(['ORD-1']),
      );
      await board.client.dispose();
    });

    it('closes the socket with 4001 when its session signs out', async () => {
      const session = await signIn(s.url, SUPPORT.email, SUPPORT.password);
      const board = liveBoard(s.url, session.token);
      await board.subscribed;
      await post(s.url, '/api/logout', { refreshToken: session.refreshToken });
      expect(await board.closed).toBe(4001);
      await board.client.dispose();
    });

    it('refuses a socket to an account with no role (4403) and to no token (4001)', async () => {
      const registered = await post(s.url, '/api/register', {
        email: 'rolf@example.com',
        password: 'a long passphrase 42',
        name: 'Rolf Roleless',
      });
      expect(registered.status).toBe(200);
      const roleless = liveBoard(s.url, registered.body!.token);
      expect(await roleless.closed).toBe(4403);
      await roleless.client.dispose();

      const nobody = liveBoard(s.url, 'not-a-token');
      expect(await nobody.closed).toBe(4001);
      await nobody.client.dispose();
    });
  });

  describe(`sockets outliving their token on ${target.name}`, () => {
    let s: TestServer;

    beforeAll(async () => {
      // Tokens live 1 s and are hardly ever rechecked: only the expiry can close the socket.
      s = await startTestServer(target.url, { accessTokenTtlSeconds: 1, accessRecheckMs: 60_000 });
    });
    afterAll(() => stopTestServer(s));

    it('closes the socket with 4001 when its access token expires', async () => {
      const session = await signIn(s.url, SUPPORT.email, SUPPORT.password);
      const board = liveBoard(s.url, session.token);
      await board.subscribed;
      expect(await board.closed).toBe(4001);
      await board.client.dispose();
    });
  });
}

describe('the reuse window setting', () => {
  it('defaults to 30 s, accepts 0 to 300 and refuses anything else naming the variable', () => {
    expect(configFromEnv({}).refreshTokenReuseWindowSeconds).toBe(30);
    expect(configFromEnv({ REFRESH_TOKEN_REUSE_WINDOW_SECONDS: '0' }).refreshTokenReuseWindowSeconds).toBe(0);
    expect(configFromEnv({ REFRESH_TOKEN_REUSE_WINDOW_SECONDS: '300' }).refreshTokenReuseWindowSeconds).toBe(
      300,
    );
    for (const bad of ['301', '-1', '2.5', 'soon']) {
      expect(() => configFromEnv({ REFRESH_TOKEN_REUSE_WINDOW_SECONDS: bad })).toThrow(
        /REFRESH_TOKEN_REUSE_WINDOW_SECONDS must be a whole number of seconds from 0 to 300/,
      );
    }
  });
});
