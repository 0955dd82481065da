import { defineMessages } from 'react-intl';
import {
  CreateCityRecordDocument,
  DeleteCityRecordDocument,
  CityListDocument,
  CityStateOptionsDocument,
  CityRecordDocument,
  UpdateCityRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const citiesDocuments = /* GraphQL */ `
  fragment CityFields on City @standardDocuments {
    id
    version
    name
    stateId
    stateName
  }
  query CityStateOptions {
    list: states(first: 200, sort: { field: name }) {
      totalCount
      nodes {
        id
        name
      }
    }
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.cities.singular', defaultMessage: 'city' },
  name: { id: 'resource.cities.name', defaultMessage: 'Name' },
  state: { id: 'resource.cities.state', defaultMessage: 'State' },
  search: { id: 'resource.cities.search', defaultMessage: 'Search by name' },
});

export const cities = defineResource({
  resource: PAGES.cities.resource,
  listName: 'cities',
  entityType: 'City',
  path: PAGES.cities.path,
  documents: {
    list: CityListDocument,
    get: CityRecordDocument,
    create: CreateCityRecordDocument,
    update: UpdateCityRecordDocument,
    delete: DeleteCityRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'stateName', header: messages.state },
  ],
  filters: [{ name: 'name_contains', label: messages.search, kind: 'text' }],
  fields: [
    { name: 'name', label: messages.name, kind: 'text' },
    {
      name: 'stateId',
      label: messages.state,
      kind: 'reference',
      options: { document: CityStateOptionsDocument, labelField: 'name' },
    },
  ],
  rowLabel: (row) => row.name,
  defaultSort: { field: 'name', direction: 'asc' },
  rules: 'cityRules',
  messages: { title: titles.cities, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(cities);
