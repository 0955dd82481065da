import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_JOB_OFFER, EXPORT_NEEDS_FILTER } from '@market/domain';
import { ADMIN, DATABASES, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

/** A small CSV reader for the assertions (quotes, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += c;
    }
  }
  return rows;
}

for (const target of DATABASES) {
  describe(`CSV export on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;
    let support: string;
    const get = (path: string, token: string | null) =>
      fetch(`${s.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const q = (params: Record<string, unknown>) =>
      `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString()}`;

    beforeAll(async () => {
      s = await startTestServer(target.url, { exportUnfilteredLimit: 7 });
      admin = await s.login(ADMIN.email, ADMIN.password);
      support = await s.login(SUPPORT.email, SUPPORT.password);
      await s.app.db.exec(`
        insert into customers (name, email, phone) select 'Customer ' || i, 'c' || i || '@example.com', null
          from generate_series(1, 7) i;
        insert into customers (name, email, phone) values ('Smith, "Jo"', 'jo@example.com', null),
          ('=HYPERLINK("http://x")', 'formula@example.com', null), ('سارة أحمد', 'sara@example.com', null);`);
    });
    afterAll(() => stopTestServer(s));

    it('streams the filtered, sorted list as CSV with the same rows as the list query', async () => {
      const filter = { name_contains: 'customer' };
      const sort = { field: 'name', direction: 'DESC' };
      const res = await get(`/api/export/customers${q({ filter, sort })}`, admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const bytes = new Uint8Array(await res.arrayBuffer());
      // The UTF-8 byte-order mark first, for spreadsheet programs (TextDecoder drops it again).
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
      expect(header).toContain('email');
      const email = header!.indexOf('email');
      const list = await s.gql<{ customers: { nodes: { email: string }[] } }>(
        admin,
        `query($f: CustomerFilter, $s: CustomerSort) { customers(filter: $f, sort: $s, first: 200) { nodes { email } } }`,
        { f: filter, s: sort },
      );
      expect(rows.map((r) => r[email])).toEqual(list.data?.customers.nodes.map((n) => n.email));
      expect(rows).toHaveLength(7);
    });

    it('quotes commas and quotes, neutralises formulas and keeps Arabic text', async () => {
      const { rows } = await s.app.db.query<{ id: string }>(
        `select id from customers where email in ('jo@example.com', 'formula@example.com', 'sara@example.com')`,
      );
      const res = await get(`/api/export/customers${q({ filter: { id_in: rows.map((r) => r.id) } })}`, admin);
      const text = await res.text();
      expect(text).toContain('"Smith, ""Jo"""');
      expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
      expect(text).toContain('سارة أحمد');
    });

    it('offers no filter on a secret column: the admins list is no password-hash oracle', async () => {
      for (const filter of [{ passwordHash_contains: '$argon2id' }, { passwordHash: 'x' }]) {
        const res = await get(`/api/export/admins${q({ filter })}`, admin);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({
          code: 'VALIDATION',
          fields: { [Object.keys(filter)[0]!]: 'Unknown filter' },
        });
      }
    });

    it('limits the size of the result, not the absence of a filter', async () => {
      // A filter that matches everything does not lift the limit.
      const res = await get(`/api/export/customers${q({ filter: { createdAt_gte: '2000-01-01' } })}`, admin);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({
        ...EXPORT_NEEDS_FILTER,
        limit: 7,
        exportJob: { ...EXPORT_JOB_OFFER, entity: 'customers' },
      });
    });

    it(`refuses an unfiltered export above the limit with ${EXPORT_NEEDS_FILTER.code}`, async () => {
      const res = await get('/api/export/customers', admin);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({
        ...EXPORT_NEEDS_FILTER,
        limit: 7,
        exportJob: { ...EXPORT_JOB_OFFER, entity: 'customers' },
      });
      // A small list exports without a filter.
      const small = await get('/api/export/currencies', admin);
      expect(small.status).toBe(200);
    });

    it('checks the caller and the list like the list query does', async () => {
      expect((await get(`/api/export/stores${q({ filter: { name_contains: 'x' } })}`, null)).status).toBe(
        401,
      );
      expect(
        (await get(`/api/export/customers${q({ filter: { name_contains: 'x' } })}`, support)).status,
      ).toBe(403);
      expect((await get(`/api/export/stores${q({ filter: { name_contains: 'x' } })}`, support)).status).toBe(
        200,
      );
      expect((await get('/api/export/nothing', admin)).status).toBe(404);
    });

    it('answers bad filters and sorts with a field error, never a 500', async () => {
      const cases: [string, Record<string, string>][] = [
        ['?filter=%7Bnot-json', { filter: 'Must be a JSON object' }],
        [q({ filter: { shoeSize: 3 } }), { shoeSize: 'Unknown filter' }],
        [q({ filter: { id: 'not-an-id' } }), { id: 'Not a valid id' }],
        [q({ filter: { id_in: 'not-a-list' } }), { id_in: 'Must be a list' }],
        [q({ filter: { createdAt_gte: '2024-02-30' } }), { createdAt_gte: 'Must be an ISO 8601 date-time' }],
        [q({ filter: { createdAt_gte: '1' } }), { createdAt_gte: 'Must be an ISO 8601 date-time' }],
        [q({ filter: { name_contains: 'a\u0000b' } }), { name_contains: 'Must not contain a NUL character' }],
        [q({ filter: { name_contains: 42 } }), { name_contains: 'Must be text' }],
        // Only the list's GraphQL filters: an operator the field does not offer is unknown too.
        [q({ filter: { email_in: ['a@example.com'] } }), { email_in: 'Unknown filter' }],
        [q({ filter: { __proto__x: 1, constructor: 1 } }), { __proto__x: 'Unknown filter' }],
        [
          q({ filter: { name_contains: 'a' }, sort: { field: 'phone' } }),
          { sort: 'Cannot sort by this field' },
        ],
      ];
      for (const [query, fields] of cases) {
        const res = await get(`/api/export/customers${query}`, admin);
        expect(res.status, query).toBe(400);
        expect(await res.json()).toMatchObject({ code: 'VALIDATION', fields });
      }
    });
  });
}
