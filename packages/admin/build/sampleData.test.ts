import {
  buildSchema,
  execute,
  extendSchema,
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
} from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markedFragment } from './generatedStories.ts';
import { sampleRecords, words } from './sampleData.ts';

// A stand-in schema with every kind of field an entity has: the built-in scalars, the API's own scalars,
// an enum, a list of enum values, a nullable image and a nested object.
const SDL = /* GraphQL */ `
  scalar Money
  scalar DateTime
  scalar Date
  scalar JSON
  enum Outcome {
    OPEN
    DELIVERED
  }
  type Fee {
    amount: Money!
    label: String!
  }
  type DeliveryMethod {
    id: ID!
    version: Int!
    name: String!
    code: String!
    slug: String!
    email: String
    link: String!
    image: String
    locale: String!
    sort: Int!
    weight: Float!
    isActive: Boolean!
    outcome: Outcome!
    nextOutcomes: [Outcome!]!
    price: Money!
    createdAt: DateTime!
    startsOn: Date
    settings: JSON
    storeId: ID
    fee: Fee!
  }
  type Query {
    deliveryMethod(id: ID!): DeliveryMethod
  }
`;
const schema = buildSchema(SDL);

const FRAGMENT = /* GraphQL */ `
  fragment DeliveryMethodFields on DeliveryMethod @standardDocuments {
    id
    version
    name
    code
    slug
    email
    link
    image
    locale
    sort
    weight
    isActive
    outcome
    nextOutcomes
    price
    createdAt
    startsOn
    settings
    storeId
    fee {
      amount
      label
    }
  }
`;
const fragmentOf = (text: string) => parse(text).definitions[0] as FragmentDefinitionNode;

/**
 * What the schema answers when its resolvers return `sample` for the fragment: graphql-js serialises every
 * field by its type (an Int that is not an integer, an enum value the enum lacks or a null in a non-null
 * field is an error; a number in a String field comes back as text, so differs from the sample).
 */
async function answered(base: GraphQLSchema, fragment: FragmentDefinitionNode, sample: unknown) {
  const type = fragment.typeCondition.name.value;
  const extended = extendSchema(base, parse(`extend type Query { sampleUnderTest: ${type}! }`));
  // Every object asks for its __typename, as the client's cache does.
  const withTypenames = visit(
    { ...fragment, directives: [] },
    {
      SelectionSet: (set) => ({
        ...set,
        selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }, ...set.selections],
      }),
    },
  );
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [...parse(`{ sampleUnderTest { ...${fragment.name.value} } }`).definitions, withTypenames],
  };
  return execute({ schema: extended, document, rootValue: { sampleUnderTest: sample } });
}

describe('sampleRecords', () => {
  const fragment = fragmentOf(FRAGMENT);
  const samples = sampleRecords(fragment, schema, 3);

  it('gives values of the schema types: the schema answers them unchanged and without errors', async () => {
    for (const sample of samples) {
      const result = await answered(schema, fragment, sample);
      expect(result.errors).toBeUndefined();
      expect(result.data?.sampleUnderTest).toEqual(sample);
    }
  });

  it('gives enum fields values of their enum, in schema order', () => {
    expect(samples.map((s) => s.outcome)).toEqual(['OPEN', 'DELIVERED', 'OPEN']);
    for (const sample of samples) {
      for (const value of sample.nextOutcomes as string[]) expect(['OPEN', 'DELIVERED']).toContain(value);
    }
  });

  it('gives the API scalars their formats: money in integer minor units, ISO dates', () => {
    for (const sample of samples) {
      expect(Number.isInteger(sample.price)).toBe(true);
      expect(new Date(sample.createdAt as string).toISOString()).toBe(sample.createdAt);
      expect(sample.startsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(sample.startsOn as string))).toBe(false);
    }
  });

  it('gives readable values: sample names, codes, slugs, a fixed number per record', () => {
    expect(samples[0]).toMatchObject({
      __typename: 'DeliveryMethod',
      id: '00000000-0000-4000-8000-000000000001',
      version: 1,
      name: 'Sample delivery method 1',
      code: 'DM1',
      slug: 'sample-delivery-method-1',
      email: 'sample1@example.com',
      link: 'https://example.com/delivery-method/1',
      image: null,
      locale: 'Locale 1',
      sort: 1,
      isActive: true,
      price: 1250,
      fee: { __typename: 'Fee', amount: 1250, label: 'Sample fee 1' },
    });
    expect(samples.map((s) => s.name)).toEqual([
      'Sample delivery method 1',
      'Sample delivery method 2',
      'Sample delivery method 3',
    ]);
    expect(new Set(samples.map((s) => s.id)).size).toBe(3);
    for (const sample of samples) {
      expect(sample.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
      // A reference's id is a record id too (a reference filter accepts only UUIDs), not the record's own.
      expect(sample.storeId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(sample.storeId).not.toBe(sample.id);
    }
  });

  it('is deterministic: the same fragment and schema give the same samples', () => {
    expect(sampleRecords(fragmentOf(FRAGMENT), buildSchema(SDL), 3)).toEqual(samples);
  });

  it('refuses a scalar it has no sample for, naming the field', () => {
    const odd = buildSchema(
      `scalar Colour type Paint { id: ID! shade: Colour! } type Query { paint: Paint }`,
    );
    expect(() => sampleRecords(fragmentOf('fragment PaintFields on Paint { id shade }'), odd, 1)).toThrow(
      /Paint\.shade: no sample for the scalar Colour/,
    );
  });

  it('splits names into words', () => {
    expect(words('DeliverySystemStatus')).toBe('delivery system status');
    expect(words('currencyCode')).toBe('currency code');
  });
});

describe('the samples of every @standardDocuments fragment in the admin', () => {
  const root = resolve(import.meta.dirname, '../../..');
  const api = buildSchema(readFileSync(resolve(root, 'packages/api/schema.graphql'), 'utf8'));
  const base = resolve(root, 'packages/admin/src');
  const fragments = readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(path))
    .flatMap((path) => {
      const fragment = markedFragment(readFileSync(resolve(base, path), 'utf8'));
      return fragment ? [[fragment.name.value, fragment] as const] : [];
    });

  it('are found (one per standard entity)', () => {
    expect(fragments.length).toBeGreaterThan(25);
  });

  it.each(fragments)('%s: fit the API schema', async (_name, fragment) => {
    for (const sample of sampleRecords(fragment, api, 3)) {
      const result = await answered(api, fragment, sample);
      expect(result.errors).toBeUndefined();
      expect(result.data?.sampleUnderTest).toEqual(sample);
    }
  });
});
