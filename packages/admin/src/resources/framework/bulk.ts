// The generic bulk mutations every list shares (`bulkDelete<List>`, `bulkSetActive<List>` on the server).
// Their names follow the list's name, so they are built per list here instead of declared in each resource.
import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { defineMessages, type MessageDescriptor } from 'react-intl';

type BulkDelete = TypedDocumentNode<{ done: { ids: string[] } }, { ids: string[]; versions: number[] }>;
type BulkSetActive = TypedDocumentNode<
  { done: { ids: string[] } },
  { ids: string[]; active: boolean; versions: number[] | null }
>;

const plural = (listName: string) => listName.charAt(0).toUpperCase() + listName.slice(1);
const deletes = new Map<string, BulkDelete>();
const actives = new Map<string, BulkSetActive>();

/** Deletes the selected rows of a list in one request, all or nothing. */
export function bulkDeleteDocument(listName: string): BulkDelete {
  let document = deletes.get(listName);
  if (!document) {
    document = parse(`
      mutation BulkDelete${plural(listName)}($ids: [ID!]!, $versions: [Int!]!) {
        done: bulkDelete${plural(listName)}(ids: $ids, versions: $versions) {
          ids
        }
      }
    `) as BulkDelete;
    deletes.set(listName, document);
  }
  return document;
}

/** Activates or deactivates the selected rows of a list in one request, all or nothing. */
export function bulkSetActiveDocument(listName: string): BulkSetActive {
  let document = actives.get(listName);
  if (!document) {
    document = parse(`
      mutation BulkSetActive${plural(listName)}($ids: [ID!]!, $active: Boolean!, $versions: [Int!]) {
        done: bulkSetActive${plural(listName)}(ids: $ids, active: $active, versions: $versions) {
          ids
        }
      }
    `) as BulkSetActive;
    actives.set(listName, document);
  }
  return document;
}

const defined = defineMessages({
  activate: { id: 'resource.bulk.activate', defaultMessage: 'Activate' },
  deactivate: { id: 'resource.bulk.deactivate', defaultMessage: 'Deactivate' },
  activated: {
    id: 'resource.bulk.activated',
    defaultMessage: '{count, plural, one {# row activated} other {# rows activated}}',
  },
  deactivated: {
    id: 'resource.bulk.deactivated',
    defaultMessage: '{count, plural, one {# row deactivated} other {# rows deactivated}}',
  },
  exportSelected: { id: 'resource.bulk.exportSelected', defaultMessage: 'Export selected' },
  deletedCount: {
    id: 'resource.bulk.deletedCount',
    defaultMessage: '{count, plural, one {# row deleted} other {# rows deleted}}',
  },
});
export const bulkMessages: Record<keyof typeof defined, MessageDescriptor> = defined;
