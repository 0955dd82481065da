/**
 * Reliability: property-based fuzzing (fast-check) of every mutation and every list filter, with inputs
 * derived from the schema itself (argument and input types), never a hand-written list. For every input:
 * no 5xx, no 700 (an unexplained internal error) and, when the answer is a refusal, nothing written.
 * Runs are bounded (RUNS per operation, a fixed seed) so the suite stays a few seconds per database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  getNamedType,
  isLeafType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql/index.js';
import { MAX_MINOR_UNITS } from '@market/domain';
import { buildSchema } from '../src/graphql/schema.ts';
import { ADMIN, DATABASES, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 4242);

const hostileText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '%',
    '%zz',
    '__proto__',
    "'; drop table x; --",
    'x'.repeat(5000),
    '٣',
    '2024-02-30',
  ),
);
const uuid = fc.uuid();

const SCALARS: Record<string, fc.Arbitrary<unknown>> = {
  ID: fc.oneof(uuid, fc.constantFrom('x', '', '1', 'a\u0000b', '00000000-0000-0000-0000-00000000000g')),
  String: hostileText,
  Int: fc.oneof(fc.integer({ min: -5, max: 300 }), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1.5, -1)),
  Float: fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(1e308, -0)),
  Boolean: fc.boolean(),
  Money: fc.oneof(
    fc.integer({ min: -10_000, max: 10_000 }),
    fc.constantFrom(2 ** 53, -(2 ** 53), MAX_MINOR_UNITS, MAX_MINOR_UNITS + 1, 0.5),
  ),
  DateTime: fc.oneof(
    fc
      .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
    fc.constantFrom('1', '2024-02-30', 'garbage', '2024-02-29', '9999-12-31T23:59:59Z'),
  ),
  Date: fc.constantFrom('2024-02-29', '2024-02-30', '1', '0000-01-01', 'tomorrow'),
  JSON: fc.jsonValue({ maxDepth: 2 }),
};

/** Values for an input type: mostly of the right shape, sometimes of the wrong one (null, a list, a number). */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.constantFrom<unknown>(null, 7, 'text', [], {});
  if (type instanceof GraphQLNonNull)
    return fc.oneof({ weight: 9, arbitrary: valueOf(type.ofType, depth) }, { weight: 1, arbitrary: wrong });
  if (type instanceof GraphQLList)
    return fc.oneof(
      fc.array(valueOf(type.ofType, depth + 1), { maxLength: 3 }),
      valueOf(type.ofType, depth + 1),
    );
  if (type instanceof GraphQLEnumType)
    return fc.constantFrom<unknown>(...type.getValues().map((v) => v.name), 'NOT_A_VALUE');
  if (type instanceof GraphQLScalarType)
    return fc.oneof(
      { weight: 8, arbitrary: SCALARS[type.name] ?? hostileText },
      { weight: 1, arbitrary: wrong },
    );
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 3) return fc.constant({});
    const fields = type.getFields();
    return fc.record(
      Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, valueOf(f.type, depth + 1)])),
      { requiredKeys: [] },
    );
  }
  return wrong;
}

function printType(type: GraphQLInputType): string {
  return String(type);
}

/** A document calling `field` with every argument as a variable, asking for the least it can. */
function documentFor(
  kind: 'query' | 'mutation',
  name: string,
  field: GraphQLField<unknown, unknown>,
): string {
  const vars = field.args.map((a) => `$${a.name}: ${printType(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}${vars ? `(${vars})` : ''} { ${name}${args ? `(${args})` : ''}${selection} }`;
}

const schema = buildSchema();
const mutations = Object.entries(schema.getMutationType()!.getFields());
const lists = Object.entries(schema.getQueryType()!.getFields()).filter(([, f]) =>
  f.args.some((a) => a.name === 'filter'),
);

for (const target of DATABASES) {
  describe(`fuzzing every mutation and filter on ${target.name}`, () => {
    let s: TestServer;
    let admin: string;
    let countAll: string;

    const post = async (query: string, variables: Record<string, unknown>) => {
      const res = await fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
      return { status: res.status, body };
    };
    /** A fingerprint of everything stored: the row count of every table. */
    const stored = async () => JSON.stringify((await s.app.db.query(countAll)).rows);

    beforeAll(async () => {
      s = await startTestServer(target.url);
      admin = await s.login(ADMIN.email, ADMIN.password);
      const { rows } = await s.app.db.query<{ t: string }>(
        `select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      );
      countAll = rows.map((r) => `select '${r.t}' as t, count(*)::int8 as n from ${r.t}`).join(' union all ');
    });
    afterAll(() => stopTestServer(s));

    it('derives its targets from the schema', () => {
      expect(mutations.length).toBeGreaterThan(30);
      expect(lists.length).toBeGreaterThan(20);
    });

    it('answers every mutation input with data or a coded refusal, and a refusal writes nothing', async () => {
      for (const [name, field] of mutations) {
        const query = documentFor('mutation', name, field);
        const args = fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.type)])), {
          requiredKeys: [],
        });
        await fc.assert(
          fc.asyncProperty(args, async (variables) => {
            const before = await stored();
            const { status, body } = await post(query, variables);
            expect(status, `${name} ${JSON.stringify(variables).slice(0, 300)}`).toBeLessThan(500);
            const codes = (body.errors ?? []).map((e) => e.extensions?.code);
            expect(codes, `${name} ${JSON.stringify(variables).slice(0, 300)}`).not.toContain('700');
            if (body.errors) expect(await stored(), `${name} wrote on a refusal`).toBe(before);
          }),
          { numRuns: RUNS, seed: SEED },
        );
      }
    }, 240_000);

    it('answers every list filter with rows or a coded refusal', async () => {
      for (const [name, field] of lists) {
        const filterArg = field.args.find((a) => a.name === 'filter')!;
        const query = `query($filter: ${printType(filterArg.type)}, $after: String) { ${name}(filter: $filter, after: $after, first: 2) { totalCount } }`;
        const cursor = fc.oneof(
          fc.constant(null),
          fc.base64String({ maxLength: 40 }),
          fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v)).toString('base64url')),
        );
        await fc.assert(
          fc.asyncProperty(valueOf(filterArg.type), cursor, async (filter, after) => {
            const { status, body } = await post(query, { filter, after });
            expect(status, `${name} ${JSON.stringify(filter).slice(0, 300)}`).toBeLessThan(500);
            const codes = (body.errors ?? []).map((e) => e.extensions?.code);
            expect(codes, `${name} ${JSON.stringify({ filter, after }).slice(0, 300)}`).not.toContain('700');
          }),
          { numRuns: RUNS * 2, seed: SEED },
        );
      }
    }, 120_000);

    it('answers any JSON body on the REST endpoints with less than 500', async () => {
      const endpoints = [
        '/api/login',
        '/api/register',
        '/api/jwt/refresh',
        '/api/logout',
        '/api/user/forgot-password',
      ];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...endpoints), fc.jsonValue({ maxDepth: 3 }), async (path, body) => {
          const res = await fetch(`${s.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          expect(res.status, `${path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
          await res.arrayBuffer();
        }),
        { numRuns: RUNS * 10, seed: SEED },
      );
    }, 60_000);
  });
}
