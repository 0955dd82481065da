import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditServer, serverAudits, type AuditResult } from 'graphql-http';
import { ADMIN, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

/**
 * The graphql-http server audit (the GraphQL-over-HTTP spec) against the real /graphql endpoint, signed in
 * as an admin so the audit's `{ __typename }` queries reach the executor rather than stopping at auth.
 */
describe('GraphQL over HTTP (graphql-http audit)', () => {
  let s: TestServer;
  let results: AuditResult[];

  beforeAll(async () => {
    s = await startTestServer(undefined);
    const token = await s.login(ADMIN.email, ADMIN.password);
    results = await auditServer({
      url: `${s.url}/graphql`,
      fetchFn: (input: RequestInfo | URL, init?: RequestInit) =>
        fetch(input, {
          ...init,
          headers: { ...Object.fromEntries(new Headers(init?.headers)), authorization: `Bearer ${token}` },
        }),
    });
  });
  afterAll(() => stopTestServer(s));

  it('runs every audit', () => {
    expect(results.map((r) => r.id).sort()).toEqual(
      serverAudits({ url: 'x' })
        .map((a) => a.id)
        .sort(),
    );
  });

  it('passes every MUST audit', () => {
    const failures = results
      .filter((r) => r.name.startsWith('MUST') && r.status !== 'ok')
      .map((r) => `${r.name}: ${r.status === 'ok' ? '' : r.reason}`);
    expect(failures).toEqual([]);
  });

  it('passes every SHOULD audit too', () => {
    const should = results.filter((r) => r.name.startsWith('SHOULD'));
    expect(should.length).toBeGreaterThan(10);
    expect(should.filter((r) => r.status !== 'ok').map((r) => r.name)).toEqual([]);
  });
});
