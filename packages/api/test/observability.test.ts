import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createApp } from '../src/app.ts';
import { ConfigError, ENV_SCHEMA, configFromEnv } from '../src/config.ts';
import { ADMIN, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

describe('configuration is checked at start', () => {
  it('stops on a bad value with a message naming the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ EXPORT_UNFILTERED_LIMIT: 'abc' }, /EXPORT_UNFILTERED_LIMIT must be a positive whole number/],
      [{ EXPORT_UNFILTERED_LIMIT: '0' }, /EXPORT_UNFILTERED_LIMIT/],
      [{ NOTIFICATION_POLL_MS: '1.5' }, /NOTIFICATION_POLL_MS/],
      [{ PORT: 'eighty' }, /PORT must be a port number/],
      [{ DATABASE_URL: 'mysql://db' }, /DATABASE_URL must be a URL/],
      [{ REDIS_URL: 'not a url' }, /REDIS_URL/],
      [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    ];
    for (const [env, message] of cases) {
      expect(() => configFromEnv(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => configFromEnv(env)).toThrow(message);
    }
  });
  it('never echoes a value (it may be a secret)', () => {
    expect(() => configFromEnv({ DATABASE_URL: 'mysql://user:hunter2@db' })).not.toThrow(/hunter2/);
  });
  it('documents every variable in the README table and in .env.example', () => {
    const readme = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');
    const example = readFileSync(join(import.meta.dirname, '../../../.env.example'), 'utf8');
    for (const name of Object.keys(ENV_SCHEMA.shape)) {
      expect(readme, name).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    }
  });
  it('takes good values and defaults', () => {
    const config = configFromEnv({ EXPORT_UNFILTERED_LIMIT: '20', PORT: '' });
    expect(config.exportUnfilteredLimit).toBe(20);
    expect(config.port).toBe(4000);
    expect(configFromEnv({}).notificationMaxAttempts).toBe(8);
  });
});

describe('logs, metrics and readiness', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(undefined);
    admin = await s.login(ADMIN.email, ADMIN.password);
  });
  afterAll(() => stopTestServer(s));

  it('logs one line per request with its id, account, operation and duration; refusals without a stack', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = await createApp(s.config, { db: s.app.db, logger });
    const url = await app.listen(0);
    try {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${admin}`,
          'x-request-id': 'req-1',
        },
        body: JSON.stringify({ query: 'query StatesPage { states(filter: {id: "nope"}) { totalCount } }' }),
      });
      expect(res.headers.get('x-request-id')).toBe('req-1');
      await res.json();
      await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'null',
      });
      await new Promise((r) => setTimeout(r, 50));
      const gqlLine = lines.find((l) => l.reqId === 'req-1');
      expect(gqlLine).toMatchObject({
        msg: 'request',
        level: 30,
        status: 200,
        account: ADMIN.email,
        operation: 'StatesPage',
        codes: ['VALIDATION'],
      });
      expect(typeof gqlLine?.ms).toBe('number');
      const loginLine = lines.find((l) => l.path === '/api/login');
      expect(loginLine).toMatchObject({ level: 30, status: 400, rejection: expect.any(String) });
      // Expected refusals never log a stack or anything at error level.
      expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
      expect(JSON.stringify(lines)).not.toMatch(/\n\s+at /);
    } finally {
      await app.close();
    }
  });

  it('serves Prometheus metrics: requests and latency by operation, errors by code, sockets, exports', async () => {
    await s.gql(admin, 'query CountStates { states { totalCount } }');
    await s.gql(admin, '{ store(id: "x") { id } }');
    await fetch(`${s.url}/api/export/states`, { headers: { authorization: `Bearer ${admin}` } }).then((r) =>
      r.text(),
    );
    const res = await fetch(`${s.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/market_http_requests_total\{operation="CountStates",status="200"\} 1/);
    expect(text).toMatch(
      /market_http_request_duration_seconds_bucket\{le="[\d.]+",operation="CountStates"\}/,
    );
    expect(text).toMatch(/market_errors_total\{code="VALIDATION"\} [1-9]/);
    expect(text).toMatch(/market_exports_total\{list="states",outcome="ok"\} 1/);
    expect(text).toMatch(/market_open_sockets [1-9]/);
    expect(text).toMatch(/market_graphql_subscriptions_active 0/);
  });

  it('is ready when the database answers, and checks Redis when one is configured', async () => {
    const ready = await fetch(`${s.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite', redis: 'off' });
    const withRedis = await createApp(
      { ...s.config, redisUrl: 'redis://127.0.0.1:6379' },
      { db: s.app.db, logger: pino({ level: 'silent' }) },
    );
    const url = await withRedis.listen(0);
    try {
      expect(await (await fetch(`${url}/readyz`)).json()).toMatchObject({ status: 'ready', redis: 'ok' });
    } finally {
      await withRedis.close();
    }
  });
});
