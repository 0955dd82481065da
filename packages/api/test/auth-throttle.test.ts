import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../src/app.ts';
import { createLogger } from '../src/log.ts';
import { decoyHash, hashPassword, Throttle } from '../src/auth/index.ts';
import { configFromEnv, type ThrottleSettings } from '../src/config.ts';
import { requestOrigin } from '../src/http/clientAddress.ts';
import type * as Passwords from '../src/auth/passwords.ts';
import { ADMIN, DATABASES, startTestServer, stopTestServer, SUPPORT, type TestServer } from './helpers.ts';

// Every password verification the server makes, with the hash it was checked against.
const verified = vi.hoisted(() => ({ hashes: [] as string[] }));
vi.mock('../src/auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: async (hash: string, password: string) => {
      verified.hashes.push(hash);
      return original.verifyPassword(hash, password);
    },
  };
});

/** Small limits so a test reaches them in a few requests; blocks long enough never to end mid-test. */
const LIMITS: ThrottleSettings = {
  ipAttempts: 8,
  accountIpAttempts: 3,
  accountAttempts: 5,
  windowSeconds: 600,
  blockSeconds: 600,
  maxBlockSeconds: 3600,
  keyPrefix: 'test-throttle',
};

interface Answer {
  status: number;
  body: string;
  retryAfter: string | null;
  setCookie: string | null;
}

async function post(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: await res.text(),
    retryAfter: res.headers.get('retry-after'),
    setCookie: res.headers.get('set-cookie'),
  };
}

/** A sign-in as a browser at `ip` (the test's proxy forwards it) holding `cookie`, if any. */
function signIn(base: string, loginId: string, password: string, ip: string, cookie?: string) {
  return post(
    base,
    '/api/login',
    { loginId, password },
    { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  );
}

/** The `name=value` part of a Set-Cookie header, as the browser sends it back. */
const cookieOf = (answer: Answer) => answer.setCookie?.split(';')[0] ?? '';

function expectThrottled(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(JSON.parse(answer.body)).toEqual({
    fieldErrors: {},
    generalErrors: [
      {
        code: '[TooManyRequests]',
        message: `Too many attempts; try again in ${answer.retryAfter} seconds`,
        data: { retryAfterSeconds: Number(answer.retryAfter) },
      },
    ],
  });
}

for (const target of DATABASES) {
  describe(`sign-in throttling on ${target.name}`, () => {
    let s: TestServer;

    beforeAll(async () => {
      // The test client is the proxy: it names the browser's address in X-Forwarded-For.
      s = await startTestServer(target.url, { throttle: LIMITS, trustProxy: ['loopback'] });
    });
    afterAll(() => stopTestServer(s));
    beforeEach(() => {
      verified.hashes.length = 0;
    });

    /** An account of this test's own, so no other test's attempts count against it. */
    async function newAccount(email: string, password: string) {
      await s.app.db.query(
        `insert into accounts (email, password_hash, first_name, role) values ($1, $2, 'Test', 'support')`,
        [email, await hashPassword(password)],
      );
    }

    it('never locks the account: its own browser signs in while an attacker elsewhere hammers it', async () => {
      const home = await signIn(s.url, ADMIN.email, ADMIN.password, '198.51.100.7');
      expect(home.status).toBe(200);
      expect(home.setCookie).toMatch(/HttpOnly/);
      expect(home.setCookie).toMatch(/SameSite=Strict/);
      expect(home.setCookie).toMatch(/Path=\/api\/login/);
      const device = cookieOf(home);

      // An attacker from three addresses: stopped per address, then for every browser the account has never
      // signed in from — but the account is not locked.
      const attacker = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
      const statuses: number[] = [];
      for (const ip of attacker) {
        for (let i = 0; i < 4; i += 1)
          statuses.push((await signIn(s.url, ADMIN.email, `guess-${ip}-${i}`, ip)).status);
      }
      expect(statuses.filter((st) => st === 404)).toHaveLength(LIMITS.accountAttempts);
      expect(statuses.filter((st) => st === 429)).toHaveLength(12 - LIMITS.accountAttempts);

      // A browser without the cookie, on the attacker's address or a fresh one, is throttled too.
      expectThrottled(await signIn(s.url, ADMIN.email, ADMIN.password, '203.0.113.1'));
      expectThrottled(await signIn(s.url, ADMIN.email, ADMIN.password, '192.0.2.55'));
      // The real user's browser still signs in, from home or even from the attacker's address.
      expect((await signIn(s.url, ADMIN.email, ADMIN.password, '198.51.100.7', device)).status).toBe(200);
      expect((await signIn(s.url, ADMIN.email, ADMIN.password, '203.0.113.1', device)).status).toBe(200);
    });

    it('trusts a device cookie only for its own account and only when its signature holds', async () => {
      const home = await signIn(s.url, SUPPORT.email, SUPPORT.password, '198.51.100.20');
      const device = cookieOf(home);
      for (let i = 0; i < LIMITS.accountIpAttempts; i += 1)
        expect((await signIn(s.url, SUPPORT.email, 'wrong', '203.0.113.20')).status).toBe(404);
      expectThrottled(await signIn(s.url, SUPPORT.email, SUPPORT.password, '203.0.113.20'));

      // Another nonce under the same signature: not genuine.
      const [name, value] = device.split('=') as [string, string];
      const [account, nonce, signature] = value.split('.') as [string, string, string];
      const tampered = `${name}=${account}.${nonce.startsWith('A') ? 'B' : 'A'}${nonce.slice(1)}.${signature}`;
      expectThrottled(await signIn(s.url, SUPPORT.email, SUPPORT.password, '203.0.113.20', tampered));
      await newAccount('colleague@example.com', 'Colleague123!');
      const theirs = cookieOf(await signIn(s.url, 'colleague@example.com', 'Colleague123!', '198.51.100.21'));
      expect(theirs).not.toBe('');
      expectThrottled(await signIn(s.url, SUPPORT.email, SUPPORT.password, '203.0.113.20', theirs));
      expect((await signIn(s.url, SUPPORT.email, SUPPORT.password, '203.0.113.20', device)).status).toBe(200);
    });

    it('limits one address across many accounts, known or not', async () => {
      const ip = '203.0.113.40';
      const answers: number[] = [];
      for (let i = 0; i < LIMITS.ipAttempts + 2; i += 1)
        answers.push((await signIn(s.url, `user${i}@example.com`, 'guess', ip)).status);
      expect(answers.slice(0, LIMITS.ipAttempts)).toEqual(Array(LIMITS.ipAttempts).fill(404));
      expect(answers.slice(LIMITS.ipAttempts)).toEqual([429, 429]);
      // Throttled before any hash is computed: the attacker no longer spends our CPU.
      expect(verified.hashes).toHaveLength(LIMITS.ipAttempts);
      await newAccount('busy@example.com', 'Busy1234!');
      expectThrottled(await signIn(s.url, 'busy@example.com', 'Busy1234!', ip));
      // Another address is not affected.
      expect((await signIn(s.url, 'user0@example.com', 'guess', '203.0.113.41')).status).toBe(404);
    });

    it('answers a known and an unknown account alike, each after one password hash', async () => {
      await newAccount('known@example.com', 'Known123!');
      verified.hashes.length = 0;
      const known = await signIn(s.url, 'known@example.com', 'not-the-password', '203.0.113.60');
      const unknown = await signIn(s.url, 'nobody-here@example.com', 'not-the-password', '203.0.113.61');
      expect(known).toEqual({ status: 404, body: '', retryAfter: null, setCookie: null });
      expect(unknown).toEqual(known);
      expect(verified.hashes).toHaveLength(2);
      expect(verified.hashes[0]).not.toBe(await decoyHash());
      expect(verified.hashes[1]).toBe(await decoyHash());

      // An invited account has no usable hash: it is verified against the decoy too, not refused at once.
      await s.app.db.query(
        `insert into accounts (email, password_hash, first_name, role) values ('invitee@example.com', '!invited', 'In', 'support')`,
      );
      expect((await signIn(s.url, 'invitee@example.com', 'anything', '203.0.113.62')).status).toBe(404);
      expect(verified.hashes[2]).toBe(await decoyHash());

      // Throttled, both answer the same 429 with the same wait.
      const throttled: Answer[] = [];
      for (const [loginId, ip] of [
        ['known@example.com', '203.0.113.63'],
        ['nobody-here@example.com', '203.0.113.64'],
      ] as const) {
        for (let i = 0; i < LIMITS.accountIpAttempts; i += 1) await signIn(s.url, loginId, 'wrong', ip);
        throttled.push(await signIn(s.url, loginId, 'wrong', ip));
      }
      expectThrottled(throttled[0]!);
      expect(throttled[1]).toEqual(throttled[0]);
    });

    it('limits register and forgot-password per address', async () => {
      const forgot: Answer[] = [];
      for (let i = 0; i <= LIMITS.ipAttempts; i += 1)
        forgot.push(
          await post(
            s.url,
            '/api/user/forgot-password',
            { loginId: ADMIN.email },
            { 'x-forwarded-for': '203.0.113.80' },
          ),
        );
      expect(forgot.slice(0, -1).map((a) => a.status)).toEqual(Array(LIMITS.ipAttempts).fill(200));
      expectThrottled(forgot.at(-1)!);

      const register: Answer[] = [];
      for (let i = 0; i <= LIMITS.ipAttempts; i += 1)
        register.push(
          await post(
            s.url,
            '/api/register',
            { email: `joiner${i}@example.com`, password: 'Quartz-Pelican-3390', name: 'Joiner' },
            { 'x-forwarded-for': '203.0.113.81' },
          ),
        );
      expect(register.slice(0, -1).map((a) => a.status)).toEqual(Array(LIMITS.ipAttempts).fill(200));
      expectThrottled(register.at(-1)!);
      const created = await s.app.db.query<{ n: number }>(
        `select count(*)::int as n from accounts where email like 'joiner%@example.com'`,
      );
      expect(created.rows[0]?.n).toBe(LIMITS.ipAttempts);
      // Another address may still register.
      const other = await post(
        s.url,
        '/api/register',
        { email: 'joiner-elsewhere@example.com', password: 'Quartz-Pelican-3390', name: 'Joiner' },
        { 'x-forwarded-for': '203.0.113.82' },
      );
      expect(other.status).toBe(200);
    });
  });

  describe(`client address on ${target.name}`, () => {
    let s: TestServer;
    beforeAll(async () => {
      // TRUST_PROXY names a proxy, but not the test client (the socket's peer): its header is not believed.
      s = await startTestServer(target.url, { throttle: LIMITS, trustProxy: ['192.0.2.1'] });
    });
    afterAll(() => stopTestServer(s));

    it('ignores X-Forwarded-For from a peer that TRUST_PROXY does not name', async () => {
      const answers: Answer[] = [];
      for (let i = 0; i <= LIMITS.ipAttempts; i += 1)
        answers.push(await signIn(s.url, `someone${i}@example.com`, 'guess', `198.18.0.${i + 1}`));
      expect(answers.slice(0, -1).map((a) => a.status)).toEqual(Array(LIMITS.ipAttempts).fill(404));
      expectThrottled(answers.at(-1)!);
    });
  });
}

describe('requestOrigin', () => {
  const request = (peer: string, forwardedFor?: string, proto?: string) =>
    ({
      socket: { remoteAddress: peer },
      connection: { remoteAddress: peer },
      headers: {
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        ...(proto ? { 'x-forwarded-proto': proto } : {}),
      },
    }) as unknown as IncomingMessage;

  it('takes the socket peer when no proxy is trusted, whatever the header says', () => {
    expect(requestOrigin([])(request('203.0.113.9', '1.2.3.4', 'https'))).toEqual({
      ip: '203.0.113.9',
      secure: false,
    });
  });

  it('believes X-Forwarded-For only from a proxy TRUST_PROXY names', () => {
    const origin = requestOrigin(['10.0.0.1']);
    expect(origin(request('10.0.0.1', '1.2.3.4', 'https'))).toEqual({ ip: '1.2.3.4', secure: true });
    expect(origin(request('10.0.0.2', '1.2.3.4', 'https'))).toEqual({ ip: '10.0.0.2', secure: false });
    // A client cannot prepend a fake address: only the hop the trusted proxy added counts.
    expect(origin(request('10.0.0.1', '6.6.6.6, 1.2.3.4')).ip).toBe('1.2.3.4');
    expect(requestOrigin(['10.0.0.0/8'])(request('10.0.0.1', '6.6.6.6, 10.0.0.9, 1.2.3.4')).ip).toBe(
      '1.2.3.4',
    );
  });
});

describe('Throttle', () => {
  it('blocks a key again after its block ends, twice as long each time', async () => {
    const throttle = await Throttle.create({
      ...LIMITS,
      accountIpAttempts: 2,
      // Only the account-and-address counter is under test here.
      accountAttempts: 100,
      blockSeconds: 1,
      maxBlockSeconds: 2,
    });
    const source = { ip: '203.0.113.100', account: 'someone@example.com' };
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      if (round > 0) await new Promise((done) => setTimeout(done, waits.at(-1)! * 1000 + 100));
      for (let i = 0; i < 2; i += 1) expect((await throttle.admit('login', source)).allowed).toBe(true);
      const refused = await throttle.admit('login', source);
      if (refused.allowed) throw new Error('expected a refusal');
      waits.push(refused.retryAfterSeconds);
    }
    // The second block is twice the first; the third would be four times, but the longest is 2 s.
    expect(waits).toEqual([1, 2, 2]);
    await throttle.close();
  });

  it('forgets consecutive failures on success, but a register request always counts', async () => {
    const throttle = await Throttle.create({ ...LIMITS, accountIpAttempts: 2 });
    const source = { ip: '203.0.113.101', account: 'someone@example.com' };
    for (let round = 0; round < 3; round += 1) {
      expect((await throttle.admit('login', source)).allowed).toBe(true);
      const success = await throttle.admit('login', source);
      if (!success.allowed) throw new Error('expected admission');
      await success.succeeded();
    }
    for (let i = 0; i < LIMITS.ipAttempts; i += 1) {
      const admitted = await throttle.admit('register', { ip: '203.0.113.101' });
      if (!admitted.allowed) throw new Error('expected admission');
      await admitted.succeeded();
    }
    expect((await throttle.admit('register', { ip: '203.0.113.101' })).allowed).toBe(false);
    await throttle.close();
  });
});

describe('Throttle for change-password (the call a route makes)', () => {
  it('counts failures per address; a success gives its attempt back', async () => {
    const throttle = await Throttle.create({ ...LIMITS, ipAttempts: 2 });
    const source = { ip: '203.0.113.102' };
    for (let i = 0; i < 5; i += 1) {
      const admitted = await throttle.admit('changePassword', source);
      if (!admitted.allowed) throw new Error('a success must not use up the address');
      await admitted.succeeded();
    }
    expect((await throttle.admit('changePassword', source)).allowed).toBe(true);
    expect((await throttle.admit('changePassword', source)).allowed).toBe(true);
    const refused = await throttle.admit('changePassword', source);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: LIMITS.blockSeconds });
    // Sign-in has counters of its own.
    expect((await throttle.admit('login', { ...source, account: 'someone@example.com' })).allowed).toBe(true);
    await throttle.close();
  });
});

describe('throttle settings', () => {
  it('stops the start on a bad value, naming the variable', () => {
    expect(() => configFromEnv({ THROTTLE_IP_ATTEMPTS: 'many' })).toThrow(/THROTTLE_IP_ATTEMPTS/);
    expect(() => configFromEnv({ THROTTLE_ACCOUNT_IP_ATTEMPTS: '0' })).toThrow(
      /THROTTLE_ACCOUNT_IP_ATTEMPTS/,
    );
    expect(() => configFromEnv({ THROTTLE_BLOCK_SECONDS: '120', THROTTLE_MAX_BLOCK_SECONDS: '60' })).toThrow(
      /THROTTLE_MAX_BLOCK_SECONDS/,
    );
    expect(() => configFromEnv({ TRUST_PROXY: '10.0.0.1, not-an-address' })).toThrow(/TRUST_PROXY/);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.1, loopback, 172.16.0.0/12' }).trustProxy).toEqual([
      '10.0.0.1',
      'loopback',
      '172.16.0.0/12',
    ]);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('throttle counters through Redis', () => {
  let s: TestServer;
  let second: App;
  beforeAll(async () => {
    const shared = {
      throttle: { ...LIMITS, keyPrefix: `test-throttle:${process.pid}:${Date.now()}` },
      trustProxy: ['loopback'],
      redisUrl: process.env.TEST_REDIS_URL,
    };
    s = await startTestServer(undefined, shared);
    // A second API process on the same database and Redis.
    second = await createApp({ ...s.config, ...shared }, { db: s.app.db, logger: createLogger('silent') });
  });
  afterAll(async () => {
    await second?.close();
    await stopTestServer(s);
  });

  it('shares the counters of two API processes', async () => {
    const secondUrl = await second.listen(0);
    const ip = '203.0.113.120';
    // Failures spread over both processes count together.
    expect((await signIn(s.url, ADMIN.email, 'wrong-1', ip)).status).toBe(404);
    expect((await signIn(secondUrl, ADMIN.email, 'wrong-2', ip)).status).toBe(404);
    expect((await signIn(s.url, ADMIN.email, 'wrong-3', ip)).status).toBe(404);
    expectThrottled(await signIn(secondUrl, ADMIN.email, ADMIN.password, ip));
    expectThrottled(await signIn(s.url, ADMIN.email, ADMIN.password, ip));
    // A device cookie issued by one process is honoured by the other (same signing secret).
    const device = cookieOf(await signIn(s.url, ADMIN.email, ADMIN.password, '198.51.100.120'));
    expect((await signIn(secondUrl, ADMIN.email, ADMIN.password, ip, device)).status).toBe(200);
  });
});
