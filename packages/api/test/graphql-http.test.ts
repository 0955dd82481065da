import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonResultType } from '../src/graphql/http.ts';
import { ADMIN, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

describe('the JSON media type of an answer (as Yoga negotiates it)', () => {
  it.each([
    [undefined, 'application/json'],
    ['*/*', 'application/json'],
    ['application/json', 'application/json'],
    ['application/graphql-response+json', 'application/graphql-response+json'],
    [APOLLO_ACCEPT, 'application/graphql-response+json'],
    ['application/json, application/graphql-response+json', 'application/json'],
    ['application/*', 'application/json'],
    ['application/json; charset=utf-8', 'application/json'],
  ])('%s → %s', (accept, type) => {
    expect(jsonResultType(accept)).toBe(type);
  });

  it.each([
    'text/event-stream',
    'multipart/mixed',
    'application/json, text/event-stream',
    'application/json; charset=iso-8859-1',
    'text/html',
  ])('leaves %s to Yoga', (accept) => {
    expect(jsonResultType(accept)).toBeNull();
  });
});

/**
 * The fast path must answer exactly as Yoga does. Each request is answered by both — the fast path's
 * `answer` and Yoga's own `fetch` — and the status, content type and body must agree.
 */
describe('POST /graphql fast path', () => {
  let s: TestServer;
  let admin: string;
  let support: string;

  beforeAll(async () => {
    s = await startTestServer(undefined);
    admin = await s.login(ADMIN.email, ADMIN.password);
    support = await s.login(SUPPORT.email, SUPPORT.password);
  });
  afterAll(() => stopTestServer(s));

  async function both(token: string | null, accept: string | undefined, params: Record<string, unknown>) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...(accept ? { accept } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    const body = Buffer.from(JSON.stringify(params));
    const fast = await s.app.graphql.answer({ headers }, body);
    const yoga = await s.app.graphql.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers,
      body: body.toString(),
    });
    // Yoga refuses some requests with an empty body (a subscription asked for as JSON: 406).
    const json = (text: string): unknown => (text === '' ? null : JSON.parse(text));
    return {
      fast: fast && { status: fast.status, type: fast.headers['content-type'], body: json(fast.body) },
      yoga: { status: yoga.status, type: yoga.headers.get('content-type'), body: json(await yoga.text()) },
    };
  }

  const languages = `query Languages($first: Int) { languages(first: $first, sort: { field: name }) {
    totalCount nodes { code name } } }`;

  it.each([undefined, 'application/json', APOLLO_ACCEPT])(
    'answers a list query as Yoga does (accept %s)',
    async (accept) => {
      const { fast, yoga } = await both(admin, accept, {
        query: languages,
        variables: { first: 5 },
        operationName: 'Languages',
      });
      expect(fast).toEqual(yoga);
      expect(yoga.status).toBe(200);
    },
  );

  it.each([
    ['a variable of the wrong type', ADMIN, { query: languages, variables: { first: 'five' } }, 'VALIDATION'],
    ['no token', null, { query: languages }, 'UNAUTHENTICATED'],
    [
      'a screen the role may not use',
      SUPPORT,
      { query: '{ coupons(first: 1) { totalCount } }' },
      'FORBIDDEN',
    ],
    [
      'a refused mutation',
      ADMIN,
      { query: 'mutation { createLanguage(input: { name: "x", code: "e", locale: "e" }) { id } }' },
      'VALIDATION',
    ],
  ])('answers %s as Yoga does', async (_case, who, params, code) => {
    const token = who === ADMIN ? admin : who === SUPPORT ? support : null;
    for (const accept of ['application/json', APOLLO_ACCEPT]) {
      const { fast, yoga } = await both(token, accept, params);
      expect(fast).toEqual(yoga);
      expect(yoga.body).toMatchObject({ errors: [{ extensions: { code } }] });
    }
  });

  it('runs a mutation once and answers with its result', async () => {
    const before = await s.gql<{ languages: { totalCount: number } }>(admin, '{ languages { totalCount } }');
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: APOLLO_ACCEPT,
        authorization: `Bearer ${admin}`,
      },
      body: JSON.stringify({
        query:
          'mutation { createLanguage(input: { name: "Français", code: "fr", locale: "fr-FR" }) { code } }',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(await res.json()).toEqual({ data: { createLanguage: { code: 'fr' } } });
    const after = await s.gql<{ languages: { totalCount: number } }>(admin, '{ languages { totalCount } }');
    expect(after.data?.languages.totalCount).toBe((before.data?.languages.totalCount ?? 0) + 1);
  });

  it.each([
    ['a document that does not parse', { query: '{' }],
    ['a document that does not validate', { query: '{ nope }' }],
    ['an unknown parameter', { query: '{ __typename }', extra: 1 }],
    ['a subscription', { query: 'subscription { orderCreated { id } }' }],
    ['variables that are not an object', { query: languages, variables: [1] }],
  ])('leaves %s to Yoga', async (_case, params) => {
    const { fast, yoga } = await both(admin, 'application/graphql-response+json', params);
    expect(fast).toBeNull();
    // And the server, which reads the body before it knows, still gives Yoga's answer.
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        authorization: `Bearer ${admin}`,
      },
      body: JSON.stringify(params),
    });
    expect(res.status).toBe(yoga.status);
    expect(JSON.parse((await res.text()) || 'null')).toEqual(yoga.body);
  });

  it('leaves malformed JSON to Yoga (400)', async () => {
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: '{"query": ',
    });
    expect(res.status).toBe(400);
  });

  it('lets no other origin read its answers (no CORS headers on either path)', async () => {
    for (const method of ['POST', 'OPTIONS']) {
      const res = await fetch(`${s.url}/graphql`, {
        method,
        headers: {
          origin: 'https://elsewhere.example',
          'content-type': 'application/json',
          'access-control-request-method': 'POST',
          authorization: `Bearer ${admin}`,
        },
        body: method === 'POST' ? JSON.stringify({ query: '{ __typename }' }) : undefined,
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
