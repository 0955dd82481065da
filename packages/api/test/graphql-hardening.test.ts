import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { Database } from '../src/db/index.ts';
import { DEFAULT_GRAPHQL_LIMITS, guardOf } from '../src/graphql/server.ts';
import { HEAP_BYTES_PER_SOURCE_BYTE } from '../src/graphql/guard.ts';
import { ADMIN, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

interface GqlError {
  message: string;
  extensions?: { code?: string; limit?: string; fields?: Record<string, string> };
}
interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: GqlError[] };
}

const LIMITS = {
  ...DEFAULT_GRAPHQL_LIMITS,
  // Room for three of the large staff documents below: enough to see eviction keep the bound.
  cacheMaxBytes: 3 * 60_000 * HEAP_BYTES_PER_SOURCE_BYTE,
  maxSubscriptionsPerSocket: 20,
  keepAliveMs: 200,
  maxPayloadBytes: 16_384,
};

/** `{ me { id } }` padded with a comment to `bytes` (comments are not tokens: only the size decides). */
const padded = (bytes: number, query = '{ me { id } }') =>
  `${query}\n#${'x'.repeat(Math.max(0, bytes - query.length - 2))}`;

/** A document of `n` distinct aliased `__typename` fields: many tokens, no depth. */
const wide = (n: number, prefix = 'a') =>
  `{ ${Array.from({ length: n }, (_, i) => `${prefix}${i}: __typename`).join(' ')} }`;

describe('GraphQL allowances: anonymous requests get a small one, staff a larger one', () => {
  let s: TestServer;
  let admin: string;
  const post = async (token: string | null, query: string, variables?: unknown): Promise<Answer> => {
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text) as Answer['body'] };
  };
  const get = async (token: string | null, query: string): Promise<Answer> => {
    const res = await fetch(`${s.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: {
        accept: 'application/graphql-response+json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };

  beforeAll(async () => {
    s = await startTestServer(undefined, { graphql: LIMITS, metricsToken: 'scrape-me' });
    admin = await s.login(ADMIN.email, ADMIN.password);
  });
  afterAll(() => stopTestServer(s));

  it('refuses an anonymous 110 KB document with a 413 before reading or parsing it, and keeps nothing of it', async () => {
    const { guard } = guardOf(s.app.graphql.yoga);
    const before = { bytes: guard.cachedBytes, entries: guard.documents.size };
    for (let i = 0; i < 5; i++) {
      const answer = await post(null, padded(110_000, `{ me { id } a${i}: __typename }`));
      expect(answer.status).toBe(413);
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', limit: 'bytes' });
    }
    // Over the document limit but within the body's room: refused by the parser's size check, also a 413.
    const justOver = await post(null, padded(LIMITS.anonymousMaxBytes + 100));
    expect(justOver.status).toBe(413);
    expect(justOver.body.errors?.[0]?.message).toMatch(/larger than 2048 bytes/);
    // The same through GET, which Yoga answers.
    const viaGet = await get(null, padded(LIMITS.anonymousMaxBytes + 100));
    expect(viaGet.status).toBe(413);
    expect(viaGet.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect({ bytes: guard.cachedBytes, entries: guard.documents.size }).toEqual(before);
    // Small anonymous documents are answered, and not kept either.
    const me = await post(null, '{ me { id } }');
    expect(me).toEqual({ status: 200, body: { data: { me: null } } });
    expect(guard.documents.size).toBe(before.entries);
  });

  it('refuses an anonymous document past the token limit with a 400 naming the limit', async () => {
    const answer = await post(null, wide(100));
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: `The query has more than ${LIMITS.anonymousMaxTokens} tokens`,
      extensions: { code: 'BAD_REQUEST', limit: 'tokens' },
    });
    // The same document is fine for staff.
    const staff = await post(admin, wide(100));
    expect(staff.status).toBe(200);
    expect(staff.body.errors).toBeUndefined();
  });

  it('gives anonymous requests tighter depth, field and alias limits than staff', async () => {
    const aliases = await post(null, '{ a: me { id } b: me { id } c: me { id } }');
    expect(aliases.status).toBeLessThan(500);
    expect(aliases.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', limit: 'aliases' });
    const deep = await post(null, '{ me { ... on Viewer { ... on Viewer { ... on Viewer { id } } } } }');
    expect(deep.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', limit: 'depth' });
    for (const query of [
      '{ a: me { id } b: me { id } c: me { id } }',
      '{ me { ... on Viewer { ... on Viewer { ... on Viewer { id } } } } }',
    ]) {
      const staff = await post(admin, query);
      expect(staff.body.errors).toBeUndefined();
    }
  });

  it('refuses introspection without a staff token and answers it to staff', async () => {
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Order") { name } }']) {
      const anonymous = await post(null, query);
      expect(anonymous.status).toBeLessThan(500);
      expect(anonymous.body.data ?? undefined).toBeUndefined();
      expect(anonymous.body.errors?.[0]).toMatchObject({
        message: 'Introspection is only answered to signed-in staff',
        extensions: { code: 'FORBIDDEN' },
      });
      const viaGet = await get(null, query);
      expect(viaGet.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      // A validation result kept for staff is never reused for anonymous callers, nor the other way round.
      const staff = await post(admin, query);
      expect(staff.body.errors).toBeUndefined();
      expect(staff.body.data).toBeTruthy();
      expect((await post(null, query)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // A token that does not verify is no staff token.
    expect(
      (await post('not-a-token', '{ __schema { queryType { name } } }')).body.errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await post(null, '{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses staff documents over their own size and token limits', async () => {
    const big = await post(admin, padded(LIMITS.maxBytes + 10));
    expect(big.status).toBe(413);
    expect(big.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', limit: 'bytes' });
    const many = await post(admin, `{ me { ${'id '.repeat(LIMITS.maxTokens)} } }`);
    expect(many.status).toBe(400);
    expect(many.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', limit: 'tokens' });
  });

  it('keeps the document cache under its byte bound however many distinct large staff documents arrive', async () => {
    const { guard } = guardOf(s.app.graphql.yoga);
    for (let i = 0; i < 12; i++) {
      const answer = await post(admin, padded(60_000, `{ me { id } n${i}: __typename }`));
      expect(answer.status).toBe(200);
      expect(guard.cachedBytes).toBeLessThanOrEqual(LIMITS.cacheMaxBytes);
    }
    expect(guard.documents.size).toBeGreaterThan(0);
    expect(guard.documents.size).toBeLessThanOrEqual(3);
    // The screens' small documents still come from the cache.
    await post(admin, '{ me { email } }');
    expect(guard.documents.has('{ me { email } }')).toBe(true);
  });

  it(`caps offsets at the configured depth and points past it to the "after" cursor`, async () => {
    const at = await post(admin, `{ orders(offset: ${s.config.maxListOffset}) { nodes { id } } }`);
    expect(at.body.errors).toBeUndefined();
    for (const offset of [s.config.maxListOffset + 1, 19_800, 2_000_000_000]) {
      const refused = await post(admin, 'query($o: Int) { stores(offset: $o) { nodes { id } } }', {
        o: offset,
      });
      expect(refused.status).toBeLessThan(500);
      expect(refused.body.errors?.[0]?.extensions).toEqual({
        code: 'VALIDATION',
        fields: {
          offset: `At most ${s.config.maxListOffset}; to go further, page with the "after" cursor (pageInfo.endCursor)`,
        },
      });
    }
  });

  it('bounds the rows one document asks for across aliases, variables and fragments', async () => {
    const lists = (n: number, first: string) =>
      Array.from({ length: n }, (_, i) => `l${i}: orders(first: ${first}) { nodes { id } }`).join(' ');
    const fits = await post(admin, `{ ${lists(5, '200')} }`);
    expect(fits.body.errors).toBeUndefined();
    const refusals = [
      await post(admin, `{ ${lists(6, '200')} }`),
      await post(admin, `query($n: Int) { ${lists(6, '$n')} }`, { n: 200 }),
      // Lists without `first` count their default page (50): 21 × 50 > 1000.
      await post(
        admin,
        `{ ${Array.from({ length: 21 }, (_, i) => `l${i}: stores { nodes { id } }`).join(' ')} }`,
      ),
      await post(
        admin,
        `{ a: me { id } ...F ...G } fragment F on Query { ${lists(3, '200')} } fragment G on Query { ${lists(3, '200').replaceAll('l', 'm')} }`,
      ),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(refused.body.data ?? undefined).toBeUndefined();
      expect(refused.body.errors?.[0]).toMatchObject({
        extensions: {
          code: 'VALIDATION',
          limit: 'rows',
          fields: { first: 'At most 1000 rows in one request' },
        },
      });
    }
  });

  it('answers /metrics only with the metrics token when one is configured', async () => {
    expect((await fetch(`${s.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${s.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(
      401,
    );
    const ok = await fetch(`${s.url}/metrics`, { headers: { authorization: 'Bearer scrape-me' } });
    expect(ok.status).toBe(200);
    const text = await ok.text();
    expect(text).toContain('market_graphql_subscriptions_active');
    expect(text).toContain('market_open_sockets');
    expect(text).toContain('market_graphql_websockets');
    expect(text).toContain('# TYPE market_jobs gauge');
    // Refusals are counted by their code: the documents refused above (size, tokens, introspection, rows).
    for (const code of ['BAD_REQUEST', 'FORBIDDEN', 'VALIDATION'])
      expect(text).toMatch(new RegExp(`market_errors_total\\{code="${code}"\\} [1-9]`));
  });
});

describe('subscriptions: per-socket limit, one answer per shape, keep-alive, payload size', () => {
  let s: TestServer;
  let admin: string;
  let support: string;
  let queries = 0;
  /** Counts every query the app sends to the database. */
  // A wrapper object, not a Proxy: the embedded database's client is a plain object of functions. The job
  // queue's own polling (pg-boss and the jobs table) runs beside the test and is not the event's cost.
  const counting = (db: Database): Database => ({
    ...db,
    query(sql, params) {
      if (!/\bpgboss\.|\bjobs\b/.test(sql)) queries += 1;
      return db.query(sql, params);
    },
  });

  const clients: Client[] = [];
  const connect = (token: string) => {
    const client = createClient({
      url: `${s.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: false,
    });
    clients.push(client);
    return client;
  };
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((r) => setTimeout(r, 10));
  };

  beforeAll(async () => {
    s = await startTestServer(
      undefined,
      { graphql: { ...LIMITS, maxSubscriptionsPerSocket: 250 }, accessRecheckMs: 600_000 },
      counting,
    );
    admin = await s.login(ADMIN.email, ADMIN.password);
    support = await s.login(SUPPORT.email, SUPPORT.password);
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await stopTestServer(s);
  });

  it("builds one event's answer once per shape, not once per subscriber: 200 subscribers, a few queries", async () => {
    const client = connect(admin);
    const other = connect(support);
    const query =
      'subscription { orderUpdated { id orderNo items { id } timeline { toStatus } nextStatuses } }';
    const received: unknown[] = [];
    const stops: (() => void)[] = [];
    for (let i = 0; i < 200; i++)
      stops.push(
        (i % 2 ? client : other).subscribe(
          { query },
          { next: (event) => received.push(event), error: () => undefined, complete: () => undefined },
        ),
      );
    await until(() => s.app.events.activeSubscriptions() === 200);
    const before = queries;
    await s.app.events.publish('orderUpdated', {
      id: '00000000-0000-4000-8000-000000000001',
      orderNo: 'ORD-1',
      status: 'pending',
    });
    await until(() => received.length === 200);
    // Two shapes (admin's role, support's role) × three resolvers that query: 6, whatever the subscribers.
    expect(queries - before).toBeLessThanOrEqual(6);
    expect(new Set(received.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(received[0]).toEqual({
      data: {
        orderUpdated: {
          id: '00000000-0000-4000-8000-000000000001',
          orderNo: 'ORD-1',
          items: [],
          timeline: [],
          nextStatuses: [],
        },
      },
    });
    for (const stop of stops) stop();
    await until(() => s.app.events.activeSubscriptions() === 0);
  });
});

describe('subscriptions per socket, keep-alive and payload size', () => {
  let s: TestServer;
  let admin: string;

  beforeAll(async () => {
    s = await startTestServer(undefined, { graphql: LIMITS, accessRecheckMs: 600_000 });
    admin = await s.login(ADMIN.email, ADMIN.password);
  });
  afterAll(() => stopTestServer(s));

  it(`refuses subscriptions past ${LIMITS.maxSubscriptionsPerSocket} on one socket, each with a clear error`, async () => {
    const client = createClient({
      url: `${s.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${admin}` },
      retryAttempts: 0,
    });
    const errors: GqlError[][] = [];
    for (let i = 0; i < 30; i++)
      client.subscribe(
        { query: 'subscription { orderCreated { id } }' },
        {
          next: () => undefined,
          error: (e) => errors.push(e as GqlError[]),
          complete: () => undefined,
        },
      );
    while (errors.length < 10 || s.app.events.activeSubscriptions() < LIMITS.maxSubscriptionsPerSocket)
      await new Promise((r) => setTimeout(r, 10));
    expect(s.app.events.activeSubscriptions()).toBe(LIMITS.maxSubscriptionsPerSocket);
    expect(errors).toHaveLength(10);
    for (const e of errors)
      expect(e[0]).toMatchObject({
        message: `A connection may hold at most ${LIMITS.maxSubscriptionsPerSocket} subscriptions; end one first`,
        extensions: { code: 'BAD_REQUEST', limit: 'subscriptions' },
      });
    await client.dispose();
  });

  const open = async () => {
    const socket = new WebSocket(`${s.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((r) => socket.once('open', r));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${admin}` } }));
    await new Promise((r) => socket.once('message', r));
    return socket;
  };

  it('pings an open socket to keep it alive', async () => {
    const socket = await open();
    await new Promise((r) => socket.once('ping', r));
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it('closes a socket that sends a message larger than the payload limit (1009)', async () => {
    const socket = await open();
    const closed = new Promise<number>((r) => socket.once('close', (code) => r(code)));
    socket.send(
      JSON.stringify({ id: '1', type: 'subscribe', payload: { query: padded(LIMITS.maxPayloadBytes + 1) } }),
    );
    expect(await closed).toBe(1009);
  });
});
