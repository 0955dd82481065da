import { defineMessages } from 'react-intl';
import {
  CreateStoreSliderRecordDocument,
  DeleteStoreSliderRecordDocument,
  StoreSliderListDocument,
  StoreSliderRecordDocument,
  UpdateStoreSliderRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { DateTimeCell, ImageCell } from '../framework/cells.tsx';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const storeSlidersDocuments = /* GraphQL */ `
  fragment StoreSliderFields on StoreSlider @standardDocuments {
    id
    version
    storeId
    title
    image
    link
    sort
    activeFrom
    activeTo
    isActive
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.storeSliders.singular', defaultMessage: 'store slider' },
  title: { id: 'resource.storeSliders.title', defaultMessage: 'Title' },
  image: { id: 'resource.storeSliders.image', defaultMessage: 'Image' },
  link: { id: 'resource.storeSliders.link', defaultMessage: 'Link' },
  linkHint: {
    id: 'resource.storeSliders.linkHint',
    defaultMessage: 'Where a tap leads: a screen path in the app or a web address; empty for none',
  },
  sort: { id: 'resource.storeSliders.sort', defaultMessage: 'Sort order' },
  activeFrom: { id: 'resource.storeSliders.activeFrom', defaultMessage: 'Shown from' },
  activeTo: { id: 'resource.storeSliders.activeTo', defaultMessage: 'Shown until' },
  windowHint: { id: 'resource.storeSliders.windowHint', defaultMessage: 'Empty for no limit' },
  isActive: { id: 'resource.storeSliders.isActive', defaultMessage: 'Active' },
  search: { id: 'resource.storeSliders.search', defaultMessage: 'Search by title' },
  store: { id: 'resource.storeSliders.store', defaultMessage: 'Store' },
});

export const storeSliders = defineResource({
  resource: PAGES.storeSliders.resource,
  listName: 'storeSliders',
  entityType: 'StoreSlider',
  path: PAGES.storeSliders.path,
  documents: {
    list: StoreSliderListDocument,
    get: StoreSliderRecordDocument,
    create: CreateStoreSliderRecordDocument,
    update: UpdateStoreSliderRecordDocument,
    delete: DeleteStoreSliderRecordDocument,
  },
  columns: [
    { id: 'image', header: messages.image, cell: (row) => <ImageCell src={row.image} alt={row.title} /> },
    { id: 'title', header: messages.title },
    { id: 'link', header: messages.link },
    { id: 'sort', header: messages.sort, sortable: true, align: 'end' },
    {
      id: 'activeFrom',
      header: messages.activeFrom,
      fit: true,
      cell: (row) => <DateTimeCell value={row.activeFrom} />,
    },
    {
      id: 'activeTo',
      header: messages.activeTo,
      fit: true,
      cell: (row) => <DateTimeCell value={row.activeTo} />,
    },
    { id: 'isActive', header: messages.isActive, align: 'center' },
  ],
  filters: [
    { name: 'title_contains', label: messages.search, kind: 'text' },
    { name: 'isActive', label: messages.isActive, kind: 'boolean' },
  ],
  fields: [
    { name: 'storeId', label: messages.store, kind: 'reference', reference: 'Store' },
    { name: 'title', label: messages.title, kind: 'text' },
    { name: 'image', label: messages.image, kind: 'image', uploadKind: 'slider' },
    { name: 'link', label: messages.link, kind: 'text', hint: messages.linkHint },
    { name: 'sort', label: messages.sort, kind: 'number' },
    { name: 'activeFrom', label: messages.activeFrom, kind: 'datetime', hint: messages.windowHint },
    { name: 'activeTo', label: messages.activeTo, kind: 'datetime', hint: messages.windowHint },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  rowLabel: (row) => row.title,
  defaultSort: { field: 'sort', direction: 'asc' },
  rules: 'storeSliderRules',
  messages: { title: titles.storeSliders, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(storeSliders);
