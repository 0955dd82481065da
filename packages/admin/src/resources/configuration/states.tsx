import { defineMessages } from 'react-intl';
import {
  CreateStateRecordDocument,
  DeleteStateRecordDocument,
  StateListDocument,
  StateRecordDocument,
  UpdateStateRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const statesDocuments = /* GraphQL */ `
  fragment StateFields on State @standardDocuments {
    id
    version
    name
    code
    cityCount
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.states.singular', defaultMessage: 'state' },
  name: { id: 'resource.states.name', defaultMessage: 'Name' },
  code: { id: 'resource.states.code', defaultMessage: 'Code' },
  cityCount: { id: 'resource.states.cityCount', defaultMessage: 'Cities' },
  search: { id: 'resource.states.search', defaultMessage: 'Search by name' },
});

export const states = defineResource({
  resource: PAGES.states.resource,
  listName: 'states',
  entityType: 'State',
  path: PAGES.states.path,
  documents: {
    list: StateListDocument,
    get: StateRecordDocument,
    create: CreateStateRecordDocument,
    update: UpdateStateRecordDocument,
    delete: DeleteStateRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'code', header: messages.code, sortable: true },
    { id: 'cityCount', header: messages.cityCount, align: 'end' },
  ],
  filters: [
    { name: 'name_contains', label: messages.search, kind: 'text' },
    { name: 'code', label: messages.code, kind: 'text' },
  ],
  fields: [
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'code', label: messages.code, kind: 'text' },
  ],
  rowLabel: (row) => row.name,
  defaultSort: { field: 'name', direction: 'asc' },
  rules: 'stateRules',
  messages: { title: titles.states, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(states);
