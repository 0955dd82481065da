import { defineMessages } from 'react-intl';
import {
  CreateCurrencyRecordDocument,
  DeleteCurrencyRecordDocument,
  CurrencyListDocument,
  CurrencyRecordDocument,
  UpdateCurrencyRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const currenciesDocuments = /* GraphQL */ `
  fragment CurrencyFields on Currency @standardDocuments {
    id
    version
    name
    code
    symbolLeft
    symbolRight
    decimalPlaces
    isDefault
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.currencies.singular', defaultMessage: 'currency' },
  name: { id: 'resource.currencies.name', defaultMessage: 'Name' },
  code: { id: 'resource.currencies.code', defaultMessage: 'ISO code' },
  symbolLeft: { id: 'resource.currencies.symbolLeft', defaultMessage: 'Symbol before amount' },
  symbolRight: { id: 'resource.currencies.symbolRight', defaultMessage: 'Symbol after amount' },
  decimalPlaces: { id: 'resource.currencies.decimalPlaces', defaultMessage: 'Decimal places' },
  isDefault: { id: 'resource.currencies.isDefault', defaultMessage: 'Default' },
  search: { id: 'resource.currencies.search', defaultMessage: 'Search by name' },
});

export const currencies = defineResource({
  resource: PAGES.currencies.resource,
  listName: 'currencies',
  entityType: 'Currency',
  path: PAGES.currencies.path,
  documents: {
    list: CurrencyListDocument,
    get: CurrencyRecordDocument,
    create: CreateCurrencyRecordDocument,
    update: UpdateCurrencyRecordDocument,
    delete: DeleteCurrencyRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'code', header: messages.code, sortable: true },
    { id: 'symbolLeft', header: messages.symbolLeft },
    { id: 'symbolRight', header: messages.symbolRight },
    { id: 'decimalPlaces', header: messages.decimalPlaces, align: 'end' },
    { id: 'isDefault', header: messages.isDefault, align: 'center' },
  ],
  filters: [
    { name: 'name_contains', label: messages.search, kind: 'text' },
    { name: 'code', label: messages.code, kind: 'text' },
    { name: 'isDefault', label: messages.isDefault, kind: 'boolean' },
  ],
  fields: [
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'code', label: messages.code, kind: 'text' },
    { name: 'symbolLeft', label: messages.symbolLeft, kind: 'text' },
    { name: 'symbolRight', label: messages.symbolRight, kind: 'text' },
    { name: 'decimalPlaces', label: messages.decimalPlaces, kind: 'number' },
    { name: 'isDefault', label: messages.isDefault, kind: 'switch' },
  ],
  rowLabel: (row) => `${row.name} (${row.code})`,
  defaultSort: { field: 'name', direction: 'asc' },
  rules: 'currencyRules',
  messages: { title: titles.currencies, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(currencies);
