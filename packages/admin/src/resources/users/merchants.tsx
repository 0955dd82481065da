import { COMMISSION_TYPES, MERCHANT_STATUSES } from '@market/domain';
import { defineMessages } from 'react-intl';
import {
  CreateMerchantRecordDocument,
  DeleteMerchantRecordDocument,
  MerchantListDocument,
  MerchantRecordDocument,
  UpdateMerchantRecordDocument,
  type MerchantListQuery,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { Amount } from '../framework/Amount.tsx';
import { ChoiceCell, choicesOf, PercentCell } from '../framework/cells.tsx';
import { defineResource, resourceMessages as rm, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const merchantsDocuments = /* GraphQL */ `
  fragment MerchantFields on Merchant @standardDocuments {
    id
    version
    legalName
    contactName
    email
    phone
    status
    commissionType
    commissionValue
    storeCount
    isActive
  }
`;

type MerchantRow = MerchantListQuery['list']['nodes'][number];

const messages = defineMessages({
  singular: { id: 'resource.merchants.singular', defaultMessage: 'merchant' },
  legalName: { id: 'resource.merchants.legalName', defaultMessage: 'Legal name' },
  contactName: { id: 'resource.merchants.contactName', defaultMessage: 'Contact person' },
  email: { id: 'resource.merchants.email', defaultMessage: 'Email' },
  phone: { id: 'resource.merchants.phone', defaultMessage: 'Phone' },
  status: { id: 'resource.merchants.status', defaultMessage: 'Status' },
  commissionType: { id: 'resource.merchants.commissionType', defaultMessage: 'Commission type' },
  commissionValue: { id: 'resource.merchants.commissionValue', defaultMessage: 'Commission' },
  commissionValueHint: {
    id: 'resource.merchants.commissionValueHint',
    defaultMessage:
      'Percentage: a whole percentage up to 100. Fixed: the amount per order in cents (250 = 2.50).',
  },
  storeCount: { id: 'resource.merchants.storeCount', defaultMessage: 'Stores' },
  isActive: { id: 'resource.merchants.isActive', defaultMessage: 'Active' },
  search: { id: 'resource.merchants.search', defaultMessage: 'Search by legal name' },
  searchEmail: { id: 'resource.merchants.searchEmail', defaultMessage: 'Search by email' },
});

const statusLabels = defineMessages({
  pending: { id: 'resource.merchants.status.pending', defaultMessage: 'Pending approval' },
  approved: { id: 'resource.merchants.status.approved', defaultMessage: 'Approved' },
  suspended: { id: 'resource.merchants.status.suspended', defaultMessage: 'Suspended' },
});

const commissionTypeLabels = defineMessages({
  percent: { id: 'resource.merchants.commissionType.percent', defaultMessage: 'Percentage of the order' },
  fixed: { id: 'resource.merchants.commissionType.fixed', defaultMessage: 'Fixed amount per order' },
});

export const MERCHANT_STATUS_CHOICES = choicesOf(MERCHANT_STATUSES, statusLabels);
export const COMMISSION_TYPE_CHOICES = choicesOf(COMMISSION_TYPES, commissionTypeLabels);

/** A percentage commission keeps a whole percentage in `commissionValue`; a fixed one minor units. */
function CommissionCell({ row }: { row: MerchantRow }) {
  return row.commissionType === 'percent' ? (
    <PercentCell value={row.commissionValue} />
  ) : (
    <Amount value={row.commissionValue} />
  );
}

export const merchants = defineResource({
  resource: PAGES.merchants.resource,
  listName: 'merchants',
  entityType: 'Merchant',
  path: PAGES.merchants.path,
  documents: {
    list: MerchantListDocument,
    get: MerchantRecordDocument,
    create: CreateMerchantRecordDocument,
    update: UpdateMerchantRecordDocument,
    delete: DeleteMerchantRecordDocument,
  },
  columns: [
    { id: 'legalName', header: messages.legalName },
    { id: 'contactName', header: messages.contactName },
    { id: 'email', header: messages.email },
    { id: 'phone', header: messages.phone },
    {
      id: 'status',
      header: messages.status,
      cell: (row) => <ChoiceCell value={row.status} choices={MERCHANT_STATUS_CHOICES} />,
    },
    {
      id: 'commissionValue',
      header: messages.commissionValue,
      align: 'end',
      cell: (row) => <CommissionCell row={row} />,
    },
    { id: 'storeCount', header: messages.storeCount, align: 'end' },
    { id: 'isActive', header: messages.isActive, align: 'center' },
  ],
  filters: [
    { name: 'legalName_contains', label: messages.search, kind: 'text' },
    { name: 'email_contains', label: messages.searchEmail, kind: 'text' },
    { name: 'status', label: messages.status, kind: 'select', choices: MERCHANT_STATUS_CHOICES },
    { name: 'isActive', label: messages.isActive, kind: 'boolean' },
  ],
  fields: [
    { name: 'legalName', label: messages.legalName, kind: 'text' },
    { name: 'contactName', label: messages.contactName, kind: 'text' },
    { name: 'email', label: messages.email, kind: 'text' },
    { name: 'phone', label: messages.phone, kind: 'text' },
    { name: 'status', label: messages.status, kind: 'select', choices: MERCHANT_STATUS_CHOICES },
    {
      name: 'commissionType',
      label: messages.commissionType,
      kind: 'select',
      choices: COMMISSION_TYPE_CHOICES,
    },
    // One number for both commission types (see CommissionCell), so not a money field.
    {
      name: 'commissionValue',
      label: messages.commissionValue,
      kind: 'number',
      hint: messages.commissionValueHint,
    },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  rowLabel: (row) => row.legalName,
  // Merchants sort by creation only on the server.
  defaultSort: { field: 'createdAt', direction: 'desc' },
  formSections: [
    { id: 'general', title: rm.sectionGeneral, fields: ['legalName', 'contactName'] },
    { id: 'contact', title: rm.sectionContact, fields: ['email', 'phone'] },
    { id: 'commission', title: rm.sectionCommission, fields: ['commissionType', 'commissionValue'] },
    { id: 'status', title: rm.sectionStatus, fields: ['status', 'isActive'], side: true },
  ],
  rules: 'merchantRules',
  messages: { title: titles.merchants, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(merchants);
