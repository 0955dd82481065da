import { defineMessages } from 'react-intl';
import {
  CreateOnboardingRecordDocument,
  DeleteOnboardingRecordDocument,
  OnboardingListDocument,
  OnboardingRecordDocument,
  UpdateOnboardingRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { ImageCell } from '../framework/cells.tsx';
import { defineResource, resourceScreens } from '../framework/index.ts';

/** The fields; `pnpm codegen` writes the list, record and change documents from them (@standardDocuments). */
export const onboardingsDocuments = /* GraphQL */ `
  fragment OnboardingFields on Onboarding @standardDocuments {
    id
    version
    image
    title
    text
    sort
    isActive
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.onboardings.singular', defaultMessage: 'onboarding screen' },
  image: { id: 'resource.onboardings.image', defaultMessage: 'Image' },
  title: { id: 'resource.onboardings.title', defaultMessage: 'Title' },
  text: { id: 'resource.onboardings.text', defaultMessage: 'Text' },
  sort: { id: 'resource.onboardings.sort', defaultMessage: 'Sort order' },
  isActive: { id: 'resource.onboardings.isActive', defaultMessage: 'Active' },
});

export const onboardings = defineResource({
  resource: PAGES.onboardings.resource,
  listName: 'onboardings',
  entityType: 'Onboarding',
  path: PAGES.onboardings.path,
  documents: {
    list: OnboardingListDocument,
    get: OnboardingRecordDocument,
    create: CreateOnboardingRecordDocument,
    update: UpdateOnboardingRecordDocument,
    delete: DeleteOnboardingRecordDocument,
  },
  columns: [
    { id: 'image', header: messages.image, cell: (row) => <ImageCell src={row.image} alt={row.title} /> },
    { id: 'title', header: messages.title },
    { id: 'sort', header: messages.sort, sortable: true, align: 'end' },
    { id: 'isActive', header: messages.isActive, align: 'center' },
  ],
  filters: [{ name: 'isActive', label: messages.isActive, kind: 'boolean' }],
  fields: [
    { name: 'title', label: messages.title, kind: 'text' },
    { name: 'text', label: messages.text, kind: 'textarea' },
    { name: 'image', label: messages.image, kind: 'image', uploadKind: 'image' },
    { name: 'sort', label: messages.sort, kind: 'number' },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  rowLabel: (row) => row.title,
  defaultSort: { field: 'sort', direction: 'asc' },
  rules: 'onboardingRules',
  messages: { title: titles.onboardings, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(onboardings);
