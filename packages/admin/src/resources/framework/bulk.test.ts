import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { bulkDeleteDocument, bulkSetActiveDocument } from './bulk.ts';

// The bulk documents are built as ASTs (no parser on list pages): they must be what the text parses to.
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('bulk documents', () => {
  it('delete is the parsed mutation', () => {
    const text = `mutation BulkDeleteLanguages($ids: [ID!]!, $versions: [Int!]!) {
      done: bulkDeleteLanguages(ids: $ids, versions: $versions) { ids }
    }`;
    expect(plain(bulkDeleteDocument('languages'))).toEqual(plain(parse(text, { noLocation: true })));
    expect(print(bulkDeleteDocument('languages'))).toBe(print(parse(text)));
  });

  it('set active is the parsed mutation, with optional versions', () => {
    const text = `mutation BulkSetActiveStates($ids: [ID!]!, $active: Boolean!, $versions: [Int!]) {
      done: bulkSetActiveStates(ids: $ids, active: $active, versions: $versions) { ids }
    }`;
    expect(plain(bulkSetActiveDocument('states'))).toEqual(plain(parse(text, { noLocation: true })));
    expect(print(bulkSetActiveDocument('states'))).toBe(print(parse(text)));
  });

  it('builds each list’s document once', () => {
    expect(bulkDeleteDocument('cities')).toBe(bulkDeleteDocument('cities'));
  });
});
