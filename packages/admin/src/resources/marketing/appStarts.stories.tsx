import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { appStarts } from './appStarts.tsx';

// No images (the field is required, so an empty URL): a story loads nothing from the network;
// fixed dates (UTC).
const record = {
  __typename: 'AppStart',
  id: 'as1',
  version: 2,
  durationSeconds: 5,
  title: 'Ramadan offers',
  image: '',
  link: '/offers/ramadan',
  sort: 1,
  activeFrom: '2026-02-18T00:00:00.000Z',
  activeTo: '2026-03-19T23:59:00.000Z',
  isActive: true,
};
const stories = resourceStories(appStarts, {
  rows: [
    record,
    {
      __typename: 'AppStart',
      id: 'as2',
      version: 1,
      durationSeconds: 3,
      title: 'Free delivery weekend',
      image: '',
      link: null,
      sort: 2,
      activeFrom: null,
      activeTo: null,
      isActive: true,
    },
    {
      __typename: 'AppStart',
      id: 'as3',
      version: 4,
      durationSeconds: 4,
      title: 'New pharmacies',
      image: '',
      link: '/store-types/pharmacies',
      sort: 3,
      activeFrom: '2026-10-01T08:00:00.000Z',
      activeTo: '2026-10-31T20:00:00.000Z',
      isActive: false,
    },
  ],
  record,
});

// The app start screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/App starts',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

export const ListFilled = stories.ListFilled;
export const ListLoading = stories.ListLoading;
export const ListEmpty = stories.ListEmpty;
export const ListNoMatch = stories.ListNoMatch;
export const ListError = stories.ListError;
export const ListForbidden = stories.ListForbidden;
export const EditNew = stories.EditNew;
export const EditExisting = stories.EditExisting;
export const EditInvalid = stories.EditInvalid;
export const EditLoading = stories.EditLoading;
