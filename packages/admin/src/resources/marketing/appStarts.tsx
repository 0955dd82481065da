import { defineMessages } from 'react-intl';
import {
  CreateAppStartRecordDocument,
  DeleteAppStartRecordDocument,
  AppStartListDocument,
  AppStartRecordDocument,
  UpdateAppStartRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { DateTimeCell, ImageCell } from '../framework/cells.tsx';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const appStartsDocuments = /* GraphQL */ `
  fragment AppStartFields on AppStart @standardDocuments {
    id
    version
    durationSeconds
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
  singular: { id: 'resource.appStarts.singular', defaultMessage: 'app start screen' },
  title: { id: 'resource.appStarts.title', defaultMessage: 'Title' },
  image: { id: 'resource.appStarts.image', defaultMessage: 'Image' },
  link: { id: 'resource.appStarts.link', defaultMessage: 'Link' },
  linkHint: {
    id: 'resource.appStarts.linkHint',
    defaultMessage: 'Where a tap leads: a screen path in the app or a web address; empty for none',
  },
  sort: { id: 'resource.appStarts.sort', defaultMessage: 'Sort order' },
  activeFrom: { id: 'resource.appStarts.activeFrom', defaultMessage: 'Shown from' },
  activeTo: { id: 'resource.appStarts.activeTo', defaultMessage: 'Shown until' },
  windowHint: { id: 'resource.appStarts.windowHint', defaultMessage: 'Empty for no limit' },
  isActive: { id: 'resource.appStarts.isActive', defaultMessage: 'Active' },
  search: { id: 'resource.appStarts.search', defaultMessage: 'Search by title' },
  durationSeconds: { id: 'resource.appStarts.durationSeconds', defaultMessage: 'Shown for (seconds)' },
  durationSecondsHint: {
    id: 'resource.appStarts.durationSecondsHint',
    defaultMessage: 'How long the splash screen stays when the app opens, up to 60 seconds',
  },
});

export const appStarts = defineResource({
  resource: PAGES.appStarts.resource,
  listName: 'appStarts',
  entityType: 'AppStart',
  path: PAGES.appStarts.path,
  documents: {
    list: AppStartListDocument,
    get: AppStartRecordDocument,
    create: CreateAppStartRecordDocument,
    update: UpdateAppStartRecordDocument,
    delete: DeleteAppStartRecordDocument,
  },
  columns: [
    { id: 'image', header: messages.image, cell: (row) => <ImageCell src={row.image} alt={row.title} /> },
    { id: 'title', header: messages.title },
    { id: 'durationSeconds', header: messages.durationSeconds, align: 'end' },
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
    { name: 'image', label: messages.image, kind: 'image', uploadKind: 'image' },
    { name: 'link', label: messages.link, kind: 'text', hint: messages.linkHint },
    { name: 'sort', label: messages.sort, kind: 'number' },
    {
      name: 'durationSeconds',
      label: messages.durationSeconds,
      kind: 'number',
      hint: messages.durationSecondsHint,
    },
    { name: 'activeFrom', label: messages.activeFrom, kind: 'datetime', hint: messages.windowHint },
    { name: 'activeTo', label: messages.activeTo, kind: 'datetime', hint: messages.windowHint },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  rowLabel: (row) => row.title,
  defaultSort: { field: 'sort', direction: 'asc' },
  rules: 'appStartRules',
  messages: { title: titles.appStarts, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(appStarts);
