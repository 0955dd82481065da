import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, MAX_MINOR_UNITS } from '@market/domain';
import { DateScalar, DateTime, Money } from '../src/graphql/scalars.ts';
import { ADMIN, DATABASES, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

/** A raw request, so the path goes out exactly as written (fetch would not send some of these). */
function raw(
  base: string,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const req = request({ hostname, port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

/** Every JSON endpoint of the HTTP surface (the auth shapes): each must answer a bad body with a 400. */
const JSON_ENDPOINTS = [
  '/api/login',
  '/api/register',
  '/api/user/registration',
  '/api/jwt/refresh',
  '/api/logout',
  '/api/user/forgot-password',
];

describe('strict scalars', () => {
  it('DateTime refuses what is not a real ISO 8601 instant', () => {
    for (const bad of [
      '1',
      '2024-02-30',
      '2024-02-30T10:00:00Z',
      '2023-02-29',
      'garbage',
      '2024-01-01T24:00:00Z',
      12,
    ])
      expect(() => DateTime.parseValue(bad), String(bad)).toThrow(/ISO 8601/);
    for (const good of ['2024-02-29', '2024-02-29T13:45:00Z', '2024-02-29T13:45:00.123+03:00'])
      expect(DateTime.parseValue(good)).toBe(good);
  });
  it('Date refuses impossible days instead of storing another day', () => {
    for (const bad of ['2024-02-30', '2023-02-29', '2024-13-01', '1', '2024-2-1', null])
      expect(() => DateScalar.parseValue(bad), String(bad)).toThrow(/date such as/);
    expect(DateScalar.parseValue('2024-02-29')).toBe('2024-02-29');
  });
  it('Money is bounded by the domain limit', () => {
    for (const bad of [2 ** 53, -(2 ** 53), MAX_MINOR_UNITS + 1, -MAX_MINOR_UNITS - 1, 1.5])
      expect(() => Money.parseValue(bad), String(bad)).toThrow();
    expect(Money.parseValue(MAX_MINOR_UNITS)).toBe(MAX_MINOR_UNITS);
  });
});

for (const target of DATABASES) {
  describe(`bad input on ${target.name}: a clear 4xx or VALIDATION, never a 500 or 700`, () => {
    let s: TestServer;
    let admin: string;

    beforeAll(async () => {
      s = await startTestServer(target.url);
      admin = await s.login(ADMIN.email, ADMIN.password);
    });
    afterAll(() => stopTestServer(s));

    it('answers a malformed percent-escape or a NUL in any path with 400', async () => {
      for (const path of [
        '/%',
        '/uploads/%',
        '/api/export/%',
        '/api/export/orders%zz',
        '/assets/%E0%A4%A',
        '/x%00y',
        '/uploads/%00',
      ]) {
        for (const method of ['GET', 'POST']) {
          const res = await raw(s.url, method, path);
          expect(res.status, `${method} ${path}`).toBe(400);
        }
      }
    });

    it('answers a JSON body of the wrong type on every JSON endpoint with 400', async () => {
      for (const path of JSON_ENDPOINTS) {
        for (const body of ['null', '[]', '[1,2]', '42', '"text"', 'true']) {
          const res = await raw(s.url, 'POST', path, body, { 'content-type': 'application/json' });
          expect(res.status, `${path} ${body}`).toBe(400);
          expect(JSON.parse(res.body)).toMatchObject({ fieldErrors: { body: [{ code: '[invalid]body' }] } });
        }
      }
    });

    it('refuses prototype keys and NUL characters in bodies, at any depth', async () => {
      const bodies: [string, string][] = [
        ['{"__proto__": {"admin": true}, "loginId": "a@b.c", "password": "x"}', '__proto__'],
        ['{"constructor": {"prototype": {}}, "loginId": "a@b.c"}', 'constructor'],
        ['{"user": {"prototype": 1}}', 'user.prototype'],
        ['{"loginId": "a\\u0000@b.c", "password": "x"}', 'loginId'],
        ['{"refreshToken": "abc\\u0000"}', 'refreshToken'],
      ];
      for (const path of JSON_ENDPOINTS) {
        for (const [body, field] of bodies) {
          const res = await raw(s.url, 'POST', path, body, { 'content-type': 'application/json' });
          expect(res.status, `${path} ${body}`).toBe(400);
          expect(Object.keys((JSON.parse(res.body) as { fieldErrors: object }).fieldErrors)).toEqual([field]);
        }
      }
    });

    it('treats keys named like Object.prototype members as unknown, not as a crash', async () => {
      const body = '{"toString": 0, "valueOf": {}, "hasOwnProperty": 1, "user": {"toString": 1}}';
      for (const path of JSON_ENDPOINTS) {
        const res = await raw(s.url, 'POST', path, body, { 'content-type': 'application/json' });
        expect(res.status, path).toBeLessThan(500);
      }
      const login = await raw(s.url, 'POST', '/api/login', body, { 'content-type': 'application/json' });
      expect(login.status).toBe(400);
      expect(Object.keys((JSON.parse(login.body) as { fieldErrors: object }).fieldErrors).sort()).toEqual([
        'loginId',
        'password',
      ]);
    });

    const fieldsOf = (r: Awaited<ReturnType<TestServer['gql']>>) => {
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(r.errors)).toBe('VALIDATION');
      return r.errors?.[0]?.extensions?.fields;
    };

    it('refuses a NUL character in any GraphQL string argument, naming the field', async () => {
      const nul = 'a\u0000b';
      expect(
        fieldsOf(
          await s.gql(admin, 'mutation($i: StateInput!) { createState(input: $i) { id } }', {
            i: { name: nul, code: 'NU' },
          }),
        ),
      ).toEqual({ name: 'Must not contain a NUL character' });
      expect(
        fieldsOf(
          await s.gql(admin, 'query($f: StoreFilter) { stores(filter: $f) { totalCount } }', {
            f: { name_contains: nul },
          }),
        ),
      ).toEqual({ name_contains: 'Must not contain a NUL character' });
      expect(
        fieldsOf(
          await s.gql(admin, 'query($c: [String!]) { orders(filter: {status_in: $c}) { totalCount } }', {
            c: ['pending', nul],
          }),
        ),
      ).toEqual({ 'status_in[1]': 'Must not contain a NUL character' });
      expect((await s.app.db.query(`select 1 from states where code = 'NU'`)).rows).toHaveLength(0);
    });

    it('refuses a non-UUID id in any filter or argument', async () => {
      expect(fieldsOf(await s.gql(admin, '{ stores(filter: {id: "nope"}) { totalCount } }'))).toEqual({
        id: 'Not a valid id',
      });
      expect(fieldsOf(await s.gql(admin, '{ orders(filter: {customerId: "1"}) { totalCount } }'))).toEqual({
        customerId: 'Not a valid id',
      });
      expect(fieldsOf(await s.gql(admin, '{ stores(filter: {id_in: ["x"]}) { totalCount } }'))).toEqual({
        'id_in[0]': 'Not a valid id',
      });
      expect(fieldsOf(await s.gql(admin, '{ store(id: "42") { id } }'))).toEqual({ id: 'Not a valid id' });
      expect(fieldsOf(await s.gql(admin, '{ orderTimeline(orderId: "x") { toStatus } }'))).toEqual({
        orderId: 'Not a valid id',
      });
      expect(fieldsOf(await s.gql(admin, 'mutation { deleteState(id: "zz", version: 1) { id } }'))).toEqual({
        id: 'Not a valid id',
      });
    });

    it('refuses impossible dates and non-dates in filters', async () => {
      for (const value of ['2024-02-30', '1', 'garbage', '2024-02-29T25:00:00Z']) {
        const r = await s.gql(
          admin,
          'query($d: DateTime) { orders(filter: {createdAt_gte: $d}) { totalCount } }',
          { d: value },
        );
        expect(Object.keys(fieldsOf(r) ?? {}), value).toHaveLength(1);
      }
    });

    it('refuses a forged pagination cursor as VALIDATION on after', async () => {
      const forged = [
        'garbage!',
        Buffer.from('[1,2]').toString('base64url'),
        Buffer.from('["x","not-a-uuid"]').toString('base64url'),
        Buffer.from('{"a":1}').toString('base64url'),
        // The right shape, but the sort key is no timestamp.
        Buffer.from('["yesterday","00000000-0000-0000-0000-000000000000"]').toString('base64url'),
        Buffer.from('["2024-02-30 00:00:00+00","00000000-0000-0000-0000-000000000000"]').toString(
          'base64url',
        ),
      ];
      for (const after of forged) {
        const r = await s.gql(admin, 'query($a: String) { orders(after: $a) { totalCount } }', { a: after });
        expect(fieldsOf(r), after).toEqual({ after: 'Not a cursor from this list' });
      }
      // A real cursor still pages.
      const page = await s.gql<{ states: { pageInfo: { endCursor: string | null } } }>(
        admin,
        '{ states(first: 1) { pageInfo { endCursor } } }',
      );
      const cursor = page.data?.states.pageInfo.endCursor;
      if (cursor)
        expect(
          (await s.gql(admin, 'query($a: String) { states(after: $a) { totalCount } }', { a: cursor }))
            .errors,
        ).toBeUndefined();
    });

    it('reports a unique clash on the field that clashes, not on its scope', async () => {
      const state = await s.gql<{ createState: { id: string } }>(
        admin,
        'mutation { createState(input: {name: "Dupland", code: "DU"}) { id } }',
      );
      const create = () =>
        s.gql(admin, 'mutation($s: ID) { createCity(input: {stateId: $s, name: "Twin"}) { id } }', {
          s: state.data?.createState.id,
        });
      expect((await create()).errors).toBeUndefined();
      expect(fieldsOf(await create())).toEqual({ name: FIELD_MESSAGES.taken });
      expect(
        fieldsOf(
          await s.gql(admin, 'mutation { createState(input: {name: "Otherland", code: "DU"}) { id } }'),
        ),
      ).toEqual({ code: FIELD_MESSAGES.taken });
    });

    it('bounds money: no amount over the domain limit, no balance beyond its limit', async () => {
      const { rows } = await s.app.db.query<{ id: string }>(
        `insert into wallet_accounts (owner_type, owner_id, owner_name) values ('merchant', gen_random_uuid(), 'Big M') returning id`,
      );
      const account = rows[0]!.id;
      const post = (amount: number, key: string) =>
        s.gql(admin, 'mutation($i: WalletAdjustmentInput!) { postWalletAdjustment(input: $i) { balance } }', {
          i: { accountId: account, amount, reason: 'Limit check', idempotencyKey: key },
        });
      for (const amount of [2 ** 53, -(2 ** 53), MAX_MINOR_UNITS + 1]) {
        const r = await post(amount, `big-${amount}`);
        expect(r.errors?.[0]?.extensions?.code, String(amount)).toBe('VALIDATION');
      }
      // A wallet already near the balance limit: the largest allowed posting would pass it and is refused.
      await s.app.db.query(`update wallet_accounts set balance = 1000000000000000 - 10 where id = $1`, [
        account,
      ]);
      expect(fieldsOf(await post(MAX_MINOR_UNITS, 'over-the-top'))).toEqual({
        amount: 'This would take a wallet beyond the largest allowed balance',
      });
      const written = await s.app.db.query(`select 1 from journal_entries where note = 'Limit check'`);
      expect(written.rows).toHaveLength(0);
    });

    it('hands jsonb back parsed once, the same on both databases', async () => {
      const { rows } = await s.app.db.query(`select '"otp"'::jsonb s, '{"a":[1]}'::jsonb o, '7'::json n`);
      expect(rows[0]).toEqual({ s: 'otp', o: { a: [1] }, n: 7 });
      await s.app.db.query(
        `insert into app_settings (key, value, is_secret) values ('login_type', '"otp"', false)
         on conflict (key) do update set value = excluded.value`,
      );
      const settings = await s.gql<{ appSettings: { loginType: string } }>(
        admin,
        '{ appSettings { loginType } }',
      );
      expect(settings.errors).toBeUndefined();
      expect(settings.data?.appSettings.loginType).toBe('otp');
    });
  });
}
