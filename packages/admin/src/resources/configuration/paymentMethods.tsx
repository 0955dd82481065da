import { defineMessages } from 'react-intl';
import {
  CreatePaymentMethodRecordDocument,
  DeletePaymentMethodRecordDocument,
  PaymentMethodListDocument,
  PaymentMethodRecordDocument,
  UpdatePaymentMethodRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { Amount } from '../framework/Amount.tsx';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const paymentMethodsDocuments = /* GraphQL */ `
  fragment PaymentMethodFields on PaymentMethod @standardDocuments {
    id
    version
    code
    name
    fee
    sort
    isActive
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.paymentMethods.singular', defaultMessage: 'payment method' },
  name: { id: 'resource.paymentMethods.name', defaultMessage: 'Name' },
  code: { id: 'resource.paymentMethods.code', defaultMessage: 'Code' },
  fee: { id: 'resource.paymentMethods.fee', defaultMessage: 'Fee' },
  sort: { id: 'resource.paymentMethods.sort', defaultMessage: 'Sort order' },
  isActive: { id: 'resource.paymentMethods.isActive', defaultMessage: 'Active' },
  search: { id: 'resource.paymentMethods.search', defaultMessage: 'Search by name' },
});

export const paymentMethods = defineResource({
  resource: PAGES.paymentMethods.resource,
  listName: 'paymentMethods',
  entityType: 'PaymentMethod',
  path: PAGES.paymentMethods.path,
  documents: {
    list: PaymentMethodListDocument,
    get: PaymentMethodRecordDocument,
    create: CreatePaymentMethodRecordDocument,
    update: UpdatePaymentMethodRecordDocument,
    delete: DeletePaymentMethodRecordDocument,
  },
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'code', header: messages.code },
    { id: 'fee', header: messages.fee, align: 'end', cell: (row) => <Amount value={row.fee} /> },
    { id: 'sort', header: messages.sort, sortable: true, align: 'end' },
    { id: 'isActive', header: messages.isActive, align: 'center' },
  ],
  filters: [
    { name: 'name_contains', label: messages.search, kind: 'text' },
    { name: 'code', label: messages.code, kind: 'text' },
    { name: 'isActive', label: messages.isActive, kind: 'boolean' },
  ],
  fields: [
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'code', label: messages.code, kind: 'text' },
    { name: 'fee', label: messages.fee, kind: 'money' },
    { name: 'sort', label: messages.sort, kind: 'number' },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  rowLabel: (row) => row.name,
  defaultSort: { field: 'sort', direction: 'asc' },
  rules: 'paymentMethodRules',
  messages: { title: titles.paymentMethods, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(paymentMethods);
