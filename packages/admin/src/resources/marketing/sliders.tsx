import { defineMessages } from 'react-intl';
import {
  CreateSliderRecordDocument,
  DeleteSliderRecordDocument,
  SliderListDocument,
  SliderRecordDocument,
  UpdateSliderRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { DateTimeCell, ImageCell } from '../framework/cells.tsx';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const slidersDocuments = /* GraphQL */ `
  fragment SliderFields on Slider @standardDocuments {
    id
    version
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
  singular: { id: 'resource.sliders.singular', defaultMessage: 'slider' },
  title: { id: 'resource.sliders.title', defaultMessage: 'Title' },
  image: { id: 'resource.sliders.image', defaultMessage: 'Image' },
  link: { id: 'resource.sliders.link', defaultMessage: 'Link' },
  linkHint: {
    id: 'resource.sliders.linkHint',
    defaultMessage: 'Where a tap leads: a screen path in the app or a web address; empty for none',
  },
  sort: { id: 'resource.sliders.sort', defaultMessage: 'Sort order' },
  activeFrom: { id: 'resource.sliders.activeFrom', defaultMessage: 'Shown from' },
  activeTo: { id: 'resource.sliders.activeTo', defaultMessage: 'Shown until' },
  windowHint: { id: 'resource.sliders.windowHint', defaultMessage: 'Empty for no limit' },
  isActive: { id: 'resource.sliders.isActive', defaultMessage: 'Active' },
  search: { id: 'resource.sliders.search', defaultMessage: 'Search by title' },
});

export const sliders = defineResource({
  resource: PAGES.sliders.resource,
  listName: 'sliders',
  entityType: 'Slider',
  path: PAGES.sliders.path,
  documents: {
    list: SliderListDocument,
    get: SliderRecordDocument,
    create: CreateSliderRecordDocument,
    update: UpdateSliderRecordDocument,
    delete: DeleteSliderRecordDocument,
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
  rules: 'sliderRules',
  messages: { title: titles.sliders, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(sliders);
