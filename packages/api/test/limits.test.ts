import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ALIASES, MAX_DEPTH, MAX_FIELDS } from '../src/graphql/limits.ts';
import { MAX_PAGE_SIZE } from '../src/resources/store.ts';
import { ADMIN, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

interface Answer {
  status: number;
  body: {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
  };
}

describe('query limits', () => {
  let s: TestServer;
  let token: string;
  const post = async (query: string): Promise<Answer> => {
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  /** `{ me { … on Viewer { … { id } } } }` with `levels` selection sets in all. */
  const nested = (levels: number) =>
    `{ me ${'{ ... on Viewer '.repeat(levels - 2)}{ id }${' }'.repeat(levels - 2)} }`;

  beforeAll(async () => {
    s = await startTestServer(undefined);
    token = await s.login(ADMIN.email, ADMIN.password);
  });
  afterAll(() => stopTestServer(s));

  it(`answers a query ${MAX_DEPTH} levels deep and refuses one level more with a clear VALIDATION error`, async () => {
    const atLimit = await post(nested(MAX_DEPTH));
    expect(atLimit.body.errors).toBeUndefined();
    expect(atLimit.body.data).toMatchObject({ me: { id: expect.any(String) } });

    const tooDeep = await post(nested(MAX_DEPTH + 1));
    expect(tooDeep.status).toBeLessThan(500);
    expect(tooDeep.body.data).toBeUndefined();
    expect(tooDeep.body.errors).toEqual([
      expect.objectContaining({
        message: `Query is nested deeper than ${MAX_DEPTH} levels`,
        extensions: expect.objectContaining({ code: 'VALIDATION' }),
      }),
    ]);
  });

  it(`refuses more than ${MAX_FIELDS} fields, counting a fragment every time it is spread`, async () => {
    /** `n` aliases of `me` with five fields each: 6n fields, n aliases. */
    const viewers = (n: number) =>
      Array.from({ length: n }, (_, i) => `v${i}: me { id email role resources __typename }`).join(' ');
    expect((await post(`{ ${viewers(Math.floor(MAX_FIELDS / 6))} }`)).body.errors).toBeUndefined();
    const wide = await post(`{ ${viewers(Math.floor(MAX_FIELDS / 6) + 1)} }`);
    expect(wide.status).toBeLessThan(500);
    expect(wide.body.errors?.[0]).toMatchObject({
      message: `Query selects more than ${MAX_FIELDS} fields`,
      extensions: { code: 'VALIDATION' },
    });
    const fields = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? 'id' : 'email')).join(' ');
    // 100 fields defined once but spread four times: 404 fields are executed, so it is refused.
    const multiplied = await post(
      `{ a: me { ...F } b: me { ...F } c: me { ...F } d: me { ...F } }
       fragment F on Viewer { ${fields(100)} }`,
    );
    expect(multiplied.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(multiplied.body.errors?.[0]?.message).toContain('fields');
    // The same fragment spread twice stays inside the bound.
    const twice = await post(`{ a: me { ...F } b: me { ...F } } fragment F on Viewer { ${fields(100)} }`);
    expect(twice.body.errors).toBeUndefined();
  });

  it(`refuses more than ${MAX_ALIASES} aliases, counting a fragment every time it is spread`, async () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `t${i}: __typename`).join(' ');
    expect((await post(`{ ${aliases(MAX_ALIASES)} }`)).body.errors).toBeUndefined();
    for (const query of [
      `{ ${aliases(MAX_ALIASES + 1)} }`,
      `{ ...A ...B } fragment A on Query { ${aliases(60)} } fragment B on Query { x: me { ...V } } fragment V on Viewer { ${aliases(41)} }`,
    ]) {
      const refused = await post(query);
      expect(refused.status).toBeLessThan(500);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: `Query uses more than ${MAX_ALIASES} aliases`,
        extensions: { code: 'VALIDATION', limit: 'aliases' },
      });
    }
  });

  it(`caps a page at ${MAX_PAGE_SIZE} rows: larger or negative sizes are a VALIDATION error on "first"`, async () => {
    const max = await post(`{ orders(first: ${MAX_PAGE_SIZE}) { nodes { id } } }`);
    expect(max.body.errors).toBeUndefined();
    for (const first of [MAX_PAGE_SIZE + 1, 100_000, -1]) {
      const refused = await post(`{ orders(first: ${first}) { nodes { id } } }`);
      expect(refused.status).toBeLessThan(500);
      expect(refused.body.errors?.[0]?.extensions).toEqual({
        code: 'VALIDATION',
        fields: { first: `Must be between 0 and ${MAX_PAGE_SIZE}` },
      });
    }
    const negativeOffset = await post(`{ orders(offset: -5) { nodes { id } } }`);
    expect(negativeOffset.body.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION',
      fields: { offset: 'Cannot be negative' },
    });
  });
});
