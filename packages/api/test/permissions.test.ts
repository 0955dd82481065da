import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLScalarType } from 'graphql/index.js';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  getNamedType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql/index.js';
import { canAccess, type Resource, type Role } from '@market/domain';
import type { Permission } from '../src/graphql/context.ts';
import { buildSchema } from '../src/graphql/schema.ts';
import { ADMIN, DATABASES, SUPPORT, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

const ZERO_ID = '00000000-0000-4000-8000-000000000000';

/** A GraphQL literal for a required argument: valid to GraphQL, harmless to the data (unknown ids, blanks). */
function literal(type: GraphQLInputType): string {
  if (type instanceof GraphQLNonNull) return literal(type.ofType);
  if (type instanceof GraphQLList) return '[]';
  if (type instanceof GraphQLEnumType) return type.getValues()[0]?.name ?? '';
  if (type instanceof GraphQLInputObjectType) {
    const required = Object.values(type.getFields()).filter((f) => f.type instanceof GraphQLNonNull);
    return `{ ${required.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  const scalar = type as GraphQLScalarType;
  const samples: Record<string, string> = {
    ID: `"${ZERO_ID}"`,
    String: '""',
    Int: '1',
    Float: '1.5',
    Boolean: 'false',
    Money: '0',
    DateTime: '"2026-01-01T00:00:00Z"',
    JSON: '{}',
  };
  const sample = samples[scalar.name];
  if (!sample) throw new Error(`no sample value for scalar ${scalar.name}`);
  return sample;
}

interface Operation {
  kind: 'query' | 'mutation';
  name: string;
  document: string;
  permission: Permission | undefined;
  /** An operation that serves several entities, each allowed to its own screens (referenceChoices). */
  permissionByEntity?: Record<string, readonly Resource[]>;
}

function operationsOf(): Operation[] {
  const schema = buildSchema();
  const all: Operation[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {}) as GraphQLField<unknown, unknown>[]) {
      const args = field.args.filter((a) => a.type instanceof GraphQLNonNull);
      const argList = args.length ? `(${args.map((a) => `${a.name}: ${literal(a.type)}`).join(', ')})` : '';
      const selection = getNamedType(field.type) instanceof GraphQLObjectType ? ' { __typename }' : '';
      all.push({
        kind,
        name: field.name,
        document: `${kind} { ${field.name}${argList}${selection} }`,
        permission: field.extensions.permission as Permission | undefined,
        ...(field.extensions.permissionByEntity
          ? { permissionByEntity: field.extensions.permissionByEntity as Record<string, readonly Resource[]> }
          : {}),
      });
    }
  }
  return all;
}

function allowed(role: Role, permission: Permission): boolean {
  if (permission === 'public') return true;
  const resources = typeof permission === 'string' ? [permission] : permission;
  return resources.some((r) => canAccess(role, r));
}

const OPERATIONS = operationsOf();

describe('every operation declares what it needs', () => {
  it.each(OPERATIONS.map((o) => [o.name, o] as const))('%s', (_name, operation) => {
    expect(operation.permission).toBeDefined();
  });

  it('covers the whole schema', () => {
    expect(OPERATIONS.filter((o) => o.kind === 'query').length).toBeGreaterThan(60);
    expect(OPERATIONS.filter((o) => o.kind === 'mutation').length).toBeGreaterThan(80);
  });
});

for (const target of DATABASES) {
  describe(`permission matrix over every operation on ${target.name}`, () => {
    let s: TestServer;
    const tokens: Record<'anonymous' | 'no role' | Role, string | null> = {
      anonymous: null,
      'no role': null,
      support: null,
      admin: null,
    };
    const codes = new Map<string, string>();

    beforeAll(async () => {
      s = await startTestServer(target.url);
      tokens.admin = await s.login(ADMIN.email, ADMIN.password);
      tokens.support = await s.login(SUPPORT.email, SUPPORT.password);
      const reg = await fetch(`${s.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'waiting@example.com',
          password: 'Silver-Meadow-7734',
          name: 'Wai Ting',
        }),
      });
      tokens['no role'] = ((await reg.json()) as { token: string }).token;
      // Every operation as every caller, a few at a time; the codes are checked per operation below.
      const runs = OPERATIONS.flatMap((o) =>
        (Object.keys(tokens) as (keyof typeof tokens)[]).map((who) => ({ o, who })),
      );
      for (let i = 0; i < runs.length; i += 8) {
        await Promise.all(
          runs.slice(i, i + 8).map(async ({ o, who }) => {
            const answer = await s.gql(tokens[who], o.document);
            codes.set(`${o.name}/${who}`, answer.errors?.[0]?.extensions?.code ?? 'OK');
          }),
        );
      }
    }, 300_000);
    afterAll(() => stopTestServer(s));

    it.each(OPERATIONS.map((o) => [o.name, o] as const))('%s', (name, operation) => {
      const permission = operation.permission ?? 'admins';
      const code = (who: string) => codes.get(`${name}/${who}`);
      if (permission === 'public') {
        for (const who of Object.keys(tokens)) expect(code(who), who).toBe('OK');
        return;
      }
      expect(code('anonymous'), 'anonymous').toBe('UNAUTHENTICATED');
      expect(code('no role'), 'no role').toBe('FORBIDDEN');
      for (const role of ['support', 'admin'] as const) {
        if (allowed(role, permission)) {
          // Past the permission check: an answer, or a refusal of the harmless sample input — never a crash.
          expect(['UNAUTHENTICATED', 'FORBIDDEN', '700', 'BAD_REQUEST'], role).not.toContain(code(role));
        } else {
          expect(code(role), role).toBe('FORBIDDEN');
        }
      }
    });

    it("answers an operation serving several entities per entity, as that entity's screens allow", async () => {
      const perEntity = OPERATIONS.filter((o) => o.permissionByEntity);
      expect(perEntity.map((o) => o.name)).toEqual(['referenceChoices']);
      for (const operation of perEntity) {
        const byEntity = Object.entries(operation.permissionByEntity ?? {});
        expect(byEntity.length).toBeGreaterThan(3);
        // Declared as any of the entities' screens: the union the generic check above uses.
        expect(new Set(operation.permission as readonly Resource[])).toEqual(
          new Set(byEntity.flatMap(([, resources]) => resources)),
        );
        for (const [entity, resources] of byEntity) {
          const document = `query { ${operation.name}(entity: ${entity}) { __typename } }`;
          for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) {
            const code = (await s.gql(tokens[who], document)).errors?.[0]?.extensions?.code ?? 'OK';
            const expected =
              who === 'anonymous'
                ? 'UNAUTHENTICATED'
                : who === 'no role' || !allowed(who, resources)
                  ? 'FORBIDDEN'
                  : 'OK';
            expect(code, `${operation.name}(${entity}) as ${who}`).toBe(expected);
          }
        }
      }
    });

    it('lets support use exactly the stores, store types, collections and orders operations', () => {
      const supportOk = OPERATIONS.filter((o) => o.permission !== 'public')
        .filter((o) => !['UNAUTHENTICATED', 'FORBIDDEN'].includes(codes.get(`${o.name}/support`) ?? ''))
        // Operations open to "any of" several screens (history, wallets) are checked one by one above.
        .flatMap((o) => (typeof o.permission === 'string' ? [o.permission] : []));
      expect(new Set(supportOk)).toEqual(
        new Set(['stores', 'store-types', 'store-type-collections', 'orders']),
      );
    });
  });
}
