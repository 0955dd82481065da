import type { CommissionType, MinorUnits } from '@market/domain';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  CreateStoreRecordDocument,
  DeleteStoreRecordDocument,
  StoreListDocument,
  StoreRecordDocument,
  StoreStoreTypeOptionsDocument,
  UpdateStoreRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { Amount } from '../framework/Amount.tsx';
import { defineResource, resourceMessages as rm, resourceScreens } from '../framework/index.ts';
import { StoreTimeslotsSection } from './StoreTimeslotsSection.tsx';

/**
 * The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). Merchant, city and
 * currency are searched (`referenceChoices`, also open to support); weekday timeslots are a section of the
 * edit page; collection membership is edited on the collection.
 */
export const storesDocuments = /* GraphQL */ `
  fragment StoreFields on Store @standardDocuments {
    id
    version
    name
    slug
    merchantId
    merchantName
    storeTypeId
    storeTypeName
    cityId
    cityName
    currencyCode
    zipCode
    address
    lat
    lng
    logo
    banner
    asap
    preparationTime
    bufferTime
    minimumOrderAmount
    maximumOrderAmount
    freeDeliveryAmount
    commissionType
    commissionValue
    discount
    averagePrice
    metaTitle
    metaDescription
    isOpen
    isActive
  }
  query StoreStoreTypeOptions {
    list: storeTypes(first: 200, sort: { field: name }) {
      totalCount
      nodes {
        id
        name
      }
    }
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.stores.singular', defaultMessage: 'store' },
  name: { id: 'resource.stores.name', defaultMessage: 'Name' },
  slug: { id: 'resource.stores.slug', defaultMessage: 'Slug' },
  merchant: { id: 'resource.stores.merchant', defaultMessage: 'Merchant' },
  storeType: { id: 'resource.stores.storeType', defaultMessage: 'Store type' },
  city: { id: 'resource.stores.city', defaultMessage: 'City' },
  zipCode: { id: 'resource.stores.zipCode', defaultMessage: 'Zip code' },
  address: { id: 'resource.stores.address', defaultMessage: 'Address' },
  currencyCode: { id: 'resource.stores.currencyCode', defaultMessage: 'Currency' },
  currencyCodeHint: {
    id: 'resource.stores.currencyCodeHint',
    defaultMessage: 'The amounts of this store and the prices of its products are in this currency',
  },
  lat: { id: 'resource.stores.lat', defaultMessage: 'Latitude' },
  lng: { id: 'resource.stores.lng', defaultMessage: 'Longitude' },
  coordinateHint: {
    id: 'resource.stores.coordinateHint',
    defaultMessage: 'Degrees, up to 6 decimal places',
  },
  timeslots: { id: 'resource.stores.timeslots', defaultMessage: 'Opening hours' },
  sectionLocation: { id: 'resource.stores.section.location', defaultMessage: 'Location' },
  sectionDelivery: { id: 'resource.stores.section.delivery', defaultMessage: 'Delivery and timing' },
  sectionMoney: { id: 'resource.stores.section.money', defaultMessage: 'Money and commission' },
  logo: { id: 'resource.stores.logo', defaultMessage: 'Logo' },
  banner: { id: 'resource.stores.banner', defaultMessage: 'Banner' },
  asap: { id: 'resource.stores.asap', defaultMessage: 'ASAP delivery' },
  preparationTime: {
    id: 'resource.stores.preparationTime',
    defaultMessage: 'Preparation time (minutes)',
  },
  bufferTime: { id: 'resource.stores.bufferTime', defaultMessage: 'Buffer time (minutes)' },
  minimumOrderAmount: { id: 'resource.stores.minimumOrderAmount', defaultMessage: 'Minimum order amount' },
  maximumOrderAmount: { id: 'resource.stores.maximumOrderAmount', defaultMessage: 'Maximum order amount' },
  freeDeliveryAmount: { id: 'resource.stores.freeDeliveryAmount', defaultMessage: 'Free delivery amount' },
  freeDeliveryAmountHint: {
    id: 'resource.stores.freeDeliveryAmountHint',
    defaultMessage: 'Orders from this amount on are delivered free; empty for never',
  },
  commissionType: { id: 'resource.stores.commissionType', defaultMessage: 'Commission type' },
  commissionPercent: { id: 'resource.stores.commissionPercent', defaultMessage: 'Percent of each order' },
  commissionFixed: { id: 'resource.stores.commissionFixed', defaultMessage: 'Fixed amount per order' },
  commissionValue: { id: 'resource.stores.commissionValue', defaultMessage: 'Commission' },
  commissionValueHint: {
    id: 'resource.stores.commissionValueHint',
    defaultMessage: 'A percentage (0 to 100) for a percent commission; an amount in cents for a fixed one',
  },
  discount: { id: 'resource.stores.discount', defaultMessage: 'Discount (%)' },
  averagePrice: { id: 'resource.stores.averagePrice', defaultMessage: 'Average price' },
  metaTitle: { id: 'resource.stores.metaTitle', defaultMessage: 'Meta title' },
  metaDescription: { id: 'resource.stores.metaDescription', defaultMessage: 'Meta description' },
  isOpen: { id: 'resource.stores.isOpen', defaultMessage: 'Open' },
  isActive: { id: 'resource.stores.isActive', defaultMessage: 'Active' },
  search: { id: 'resource.stores.search', defaultMessage: 'Search by name' },
});

const COMMISSION_CHOICES: readonly { value: CommissionType; label: MessageDescriptor }[] = [
  { value: 'percent', label: messages.commissionPercent },
  { value: 'fixed', label: messages.commissionFixed },
];

/**
 * The server keeps one commission value whose unit depends on its type: a whole percentage for
 * `percent`, minor units for `fixed`.
 */
function Commission({ type, value, currency }: { type: string; value: MinorUnits; currency: string }) {
  const intl = useIntl();
  if (type === 'percent') return <>{intl.formatNumber(value / 100, { style: 'percent' })}</>;
  return <Amount value={value} currency={currency} />;
}

export const stores = defineResource({
  resource: PAGES.stores.resource,
  listName: 'stores',
  entityType: 'Store',
  path: PAGES.stores.path,
  documents: {
    list: StoreListDocument,
    get: StoreRecordDocument,
    create: CreateStoreRecordDocument,
    update: UpdateStoreRecordDocument,
    delete: DeleteStoreRecordDocument,
  },
  // Amounts are in the store's own currency.
  columns: [
    { id: 'name', header: messages.name, sortable: true },
    { id: 'merchantName', header: messages.merchant },
    { id: 'storeTypeName', header: messages.storeType },
    { id: 'cityName', header: messages.city },
    {
      id: 'minimumOrderAmount',
      header: messages.minimumOrderAmount,
      align: 'end',
      cell: (row) => <Amount value={row.minimumOrderAmount} currency={row.currencyCode} />,
    },
    {
      id: 'commissionValue',
      header: messages.commissionValue,
      align: 'end',
      cell: (row) => (
        <Commission type={row.commissionType} value={row.commissionValue} currency={row.currencyCode} />
      ),
    },
    { id: 'asap', header: messages.asap, align: 'center' },
    { id: 'isOpen', header: messages.isOpen, align: 'center' },
    { id: 'isActive', header: messages.isActive, align: 'center' },
  ],
  filters: [
    { name: 'name_contains', label: messages.search, kind: 'text' },
    { name: 'slug', label: messages.slug, kind: 'text' },
    { name: 'merchantId', label: messages.merchant, kind: 'reference', reference: 'Merchant' },
    { name: 'asap', label: messages.asap, kind: 'boolean' },
    { name: 'isOpen', label: messages.isOpen, kind: 'boolean' },
    { name: 'isActive', label: messages.isActive, kind: 'boolean' },
  ],
  fields: [
    { name: 'merchantId', label: messages.merchant, kind: 'reference', reference: 'Merchant' },
    {
      name: 'storeTypeId',
      label: messages.storeType,
      kind: 'reference',
      options: { document: StoreStoreTypeOptionsDocument, labelField: 'name' },
    },
    { name: 'name', label: messages.name, kind: 'text' },
    { name: 'slug', label: messages.slug, kind: 'text' },
    { name: 'cityId', label: messages.city, kind: 'reference', reference: 'City' },
    { name: 'zipCode', label: messages.zipCode, kind: 'text' },
    { name: 'address', label: messages.address, kind: 'textarea' },
    { name: 'lat', label: messages.lat, kind: 'number', decimals: 6, hint: messages.coordinateHint },
    { name: 'lng', label: messages.lng, kind: 'number', decimals: 6, hint: messages.coordinateHint },
    {
      name: 'currencyCode',
      label: messages.currencyCode,
      kind: 'reference',
      reference: 'Currency',
      hint: messages.currencyCodeHint,
    },
    { name: 'logo', label: messages.logo, kind: 'image', uploadKind: 'image' },
    { name: 'banner', label: messages.banner, kind: 'image', uploadKind: 'image' },
    { name: 'asap', label: messages.asap, kind: 'switch' },
    { name: 'preparationTime', label: messages.preparationTime, kind: 'number' },
    { name: 'bufferTime', label: messages.bufferTime, kind: 'number' },
    {
      name: 'minimumOrderAmount',
      label: messages.minimumOrderAmount,
      kind: 'money',
      currencyFrom: 'currencyCode',
    },
    {
      name: 'maximumOrderAmount',
      label: messages.maximumOrderAmount,
      kind: 'money',
      currencyFrom: 'currencyCode',
    },
    {
      name: 'freeDeliveryAmount',
      label: messages.freeDeliveryAmount,
      kind: 'money',
      currencyFrom: 'currencyCode',
      hint: messages.freeDeliveryAmountHint,
    },
    { name: 'averagePrice', label: messages.averagePrice, kind: 'money', currencyFrom: 'currencyCode' },
    { name: 'commissionType', label: messages.commissionType, kind: 'select', choices: COMMISSION_CHOICES },
    {
      name: 'commissionValue',
      label: messages.commissionValue,
      kind: 'number',
      hint: messages.commissionValueHint,
    },
    { name: 'discount', label: messages.discount, kind: 'number' },
    { name: 'metaTitle', label: messages.metaTitle, kind: 'text' },
    { name: 'metaDescription', label: messages.metaDescription, kind: 'textarea' },
    { name: 'isOpen', label: messages.isOpen, kind: 'switch' },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  bulkActive: true,
  rowLabel: (row) => row.name,
  defaultSort: { field: 'name', direction: 'asc' },
  formSections: [
    {
      id: 'general',
      title: rm.sectionGeneral,
      fields: ['name', 'slug', 'merchantId', 'storeTypeId', 'logo', 'banner'],
    },
    {
      id: 'location',
      title: messages.sectionLocation,
      fields: ['cityId', 'address', 'zipCode', 'lat', 'lng'],
    },
    {
      id: 'delivery',
      title: messages.sectionDelivery,
      fields: [
        'asap',
        'preparationTime',
        'bufferTime',
        'minimumOrderAmount',
        'maximumOrderAmount',
        'freeDeliveryAmount',
      ],
    },
    {
      id: 'money',
      title: messages.sectionMoney,
      fields: ['currencyCode', 'averagePrice', 'commissionType', 'commissionValue', 'discount'],
    },
    { id: 'seo', title: rm.sectionSeo, fields: ['metaTitle', 'metaDescription'] },
    { id: 'status', title: rm.sectionStatus, fields: ['isOpen', 'isActive'], side: true },
  ],
  rules: 'storeRules',
  messages: { title: titles.stores, singular: messages.singular },
  sections: [{ id: 'timeslots', title: messages.timeslots, component: StoreTimeslotsSection }],
});

export const { List, Edit } = resourceScreens(stores);
