// The generic bulk mutations every list shares (`bulkDelete<List>`, `bulkSetActive<List>` on the server).
// Their names follow the list's name, so they are built per list here instead of declared in each resource.
import type { TypedDocumentNode } from '@apollo/client';
import {
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type TypeNode,
  type VariableDefinitionNode,
} from 'graphql';
import { defineMessages, type MessageDescriptor } from 'react-intl';

type BulkDelete = TypedDocumentNode<{ done: { ids: string[] } }, { ids: string[]; versions: number[] }>;
type BulkSetActive = TypedDocumentNode<
  { done: { ids: string[] } },
  { ids: string[]; active: boolean; versions: number[] | null }
>;

const plural = (listName: string) => listName.charAt(0).toUpperCase() + listName.slice(1);
const deletes = new Map<string, BulkDelete>();
const actives = new Map<string, BulkSetActive>();

// The documents are built as ASTs rather than parsed from text: graphql's parser (8 KB gzip) would
// otherwise load with every list page. Each is what parsing this text gives (bulk.test.ts checks it):
//   mutation <Operation>($a: T!, …) { done: <field>(a: $a, …) { ids } }
const name = (value: string) => ({ kind: Kind.NAME, value }) as const;
const named = (type: string): TypeNode => ({ kind: Kind.NAMED_TYPE, name: name(type) });
const nonNull = (type: TypeNode): TypeNode =>
  type.kind === Kind.NON_NULL_TYPE ? type : { kind: Kind.NON_NULL_TYPE, type };
const list = (of: TypeNode, required: boolean): TypeNode => {
  const listType: TypeNode = { kind: Kind.LIST_TYPE, type: of };
  return required ? nonNull(listType) : listType;
};

function mutation(operation: string, field: string, variables: [string, TypeNode][]): DocumentNode {
  const definitions: VariableDefinitionNode[] = variables.map(([variable, type]) => ({
    kind: Kind.VARIABLE_DEFINITION,
    variable: { kind: Kind.VARIABLE, name: name(variable) },
    type,
    directives: [],
  }));
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: OperationTypeNode.MUTATION,
        name: name(operation),
        variableDefinitions: definitions,
        directives: [],
        selectionSet: {
          kind: Kind.SELECTION_SET,
          selections: [
            {
              kind: Kind.FIELD,
              alias: name('done'),
              name: name(field),
              arguments: variables.map(([variable]) => ({
                kind: Kind.ARGUMENT,
                name: name(variable),
                value: { kind: Kind.VARIABLE, name: name(variable) },
              })),
              directives: [],
              selectionSet: {
                kind: Kind.SELECTION_SET,
                selections: [{ kind: Kind.FIELD, name: name('ids'), arguments: [], directives: [] }],
              },
            },
          ],
        },
      },
    ],
  };
}

/** Deletes the selected rows of a list in one request, all or nothing. */
export function bulkDeleteDocument(listName: string): BulkDelete {
  let document = deletes.get(listName);
  if (!document) {
    document = mutation(`BulkDelete${plural(listName)}`, `bulkDelete${plural(listName)}`, [
      ['ids', list(nonNull(named('ID')), true)],
      ['versions', list(nonNull(named('Int')), true)],
    ]) as BulkDelete;
    deletes.set(listName, document);
  }
  return document;
}

/** Activates or deactivates the selected rows of a list in one request, all or nothing. */
export function bulkSetActiveDocument(listName: string): BulkSetActive {
  let document = actives.get(listName);
  if (!document) {
    document = mutation(`BulkSetActive${plural(listName)}`, `bulkSetActive${plural(listName)}`, [
      ['ids', list(nonNull(named('ID')), true)],
      ['active', nonNull(named('Boolean'))],
      ['versions', list(nonNull(named('Int')), false)],
    ]) as BulkSetActive;
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
