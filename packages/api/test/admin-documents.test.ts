import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, parse, print, validate, type DocumentNode } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { allowances, queryLimitsRule } from '../src/graphql/limits.ts';
import * as generated from '../../admin/src/graphql/generated.ts';

// The limits staff requests get (graphql/limits.ts, with the configured defaults) must never refuse the
// admin's own documents: the app would break where a screen's query is deeper or wider than allowed.
const schema = buildSchema(readFileSync(resolve(import.meta.dirname, '../schema.graphql'), 'utf8'));
const staff = allowances(configFromEnv({}).graphql).staff;
const documents = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') && (entry[1] as { kind?: string }).kind === 'Document',
);

describe("the admin's documents within the staff allowance", () => {
  it('finds the generated documents', () => {
    expect(documents.length).toBeGreaterThan(100);
  });

  it.each(documents)('%s', (_name, document) => {
    const text = print(document);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(staff.maxBytes);
    // Parsing with the staff token limit throws when the document is over it.
    expect(() => parse(text, { maxTokens: staff.maxTokens })).not.toThrow();
    expect(validate(schema, document, [queryLimitsRule(staff)]).map((e) => e.message)).toEqual([]);
  });
});
