import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, DATABASES, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

for (const target of DATABASES) {
  describe(`import templates and reports over HTTP on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;
    let support: string;
    const get = (path: string, token: string | null) =>
      fetch(`${s.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

    beforeAll(async () => {
      s = await startTestServer(target.url);
      admin = await s.login(ADMIN.email, ADMIN.password);
      support = await s.login(SUPPORT.email, SUPPORT.password);
    });
    afterAll(() => stopTestServer(s));

    it('GET /api/import/templates/<entity>.csv: the template for an admin', async () => {
      const res = await get('/api/import/templates/products.csv', admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toContain('products-template.csv');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, example] = new TextDecoder().decode(bytes).trim().split('\r\n');
      expect(header).toBe(
        'store,sku,name,category,price,compare_at_price,stock,is_available,description,image',
      );
      expect(example?.startsWith('green-grocer,APL-001,')).toBe(true);
    });

    it('templates are admin only; an unknown entity is 404', async () => {
      expect((await get('/api/import/templates/products.csv', null)).status).toBe(401);
      expect((await get('/api/import/templates/products.csv', support)).status).toBe(403);
      expect((await get('/api/import/templates/planets.csv', admin)).status).toBe(404);
      expect((await get('/api/import/templates/products', admin)).status).toBe(404);
    });

    it('importEntities and importReport are admin only', async () => {
      const entities = await s.gql<{
        importEntities: { key: string; naturalKey: string[]; templateUrl: string }[];
      }>(admin, '{ importEntities { key naturalKey templateUrl columns { name required description } } }');
      expect(entities.data?.importEntities.map((e) => e.key)).toEqual([
        'products',
        'categories',
        'customers',
        'stores',
        'coupons',
        'cities',
      ]);
      expect(entities.data?.importEntities[0]).toMatchObject({
        naturalKey: ['store', 'sku'],
        templateUrl: '/api/import/templates/products.csv',
      });
      for (const token of [support, null]) {
        const denied = await s.gql(token, '{ importEntities { key } }');
        expect(denied.errors?.[0]?.extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
        const report = await s.gql(
          token,
          '{ importReport(jobId: "00000000-0000-4000-8000-000000000000") { totalRows } }',
        );
        expect(report.errors?.[0]?.extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      }
    });

    it('importReport reads the first rows of a check job from its summary', async () => {
      const errors = [
        { row: 3, column: 'price', value: 'ten', message: 'Must be an amount' },
        { row: 5, column: 'store', value: 'x', message: 'No store "x"' },
      ];
      const { rows } = await s.app.db.query<{ id: string }>(
        `insert into jobs (type, status, params, result) values ('import-check', 'succeeded', '{}', $1) returning id`,
        [JSON.stringify({ summary: { totalRows: 10, errorCount: 2, errors: JSON.stringify(errors) } })],
      );
      const answer = await s.gql<{ importReport: unknown }>(
        admin,
        'query ($id: ID!) { importReport(jobId: $id, first: 1) { totalRows errorCount errors { row column value message } fileUrl } }',
        { id: rows[0]!.id },
      );
      expect(answer.data?.importReport).toEqual({
        totalRows: 10,
        errorCount: 2,
        errors: [errors[0]],
        fileUrl: null,
      });
      const missing = await s.gql(
        admin,
        '{ importReport(jobId: "00000000-0000-4000-8000-000000000000") { totalRows } }',
      );
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const tooMany = await s.gql(
        admin,
        `{ importReport(jobId: "${rows[0]!.id}", first: 500) { totalRows } }`,
      );
      expect(tooMany.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    });
  });
}
