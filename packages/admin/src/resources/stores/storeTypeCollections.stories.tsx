import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { storeTypeCollections } from './storeTypeCollections.tsx';

// No image: a story loads nothing from the network.
const lateNight = {
  __typename: 'StoreTypeCollection',
  id: 'stc1',
  version: 3,
  name: 'Open late',
  storeTypeId: 'sty1',
  storeTypeName: 'Restaurants',
  image: null,
  sort: 1,
  isActive: true,
  storeCount: 14,
};
const stories = resourceStories(storeTypeCollections, {
  rows: [
    lateNight,
    {
      __typename: 'StoreTypeCollection',
      id: 'stc2',
      version: 1,
      name: 'Fresh produce',
      storeTypeId: 'sty2',
      storeTypeName: 'Groceries',
      image: null,
      sort: 2,
      isActive: true,
      storeCount: 6,
    },
    {
      __typename: 'StoreTypeCollection',
      id: 'stc3',
      version: 2,
      name: 'Ramadan specials',
      storeTypeId: 'sty1',
      storeTypeName: 'Restaurants',
      image: null,
      sort: 3,
      isActive: false,
      storeCount: 0,
    },
  ],
  record: lateNight,
  options: {
    storeTypeId: [
      { __typename: 'StoreType', id: 'sty2', name: 'Groceries' },
      { __typename: 'StoreType', id: 'sty1', name: 'Restaurants' },
    ],
  },
});

// The store type collection screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Store type collections',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

export const ListFilled = stories.ListFilled;
export const ListLoading = stories.ListLoading;
export const ListEmpty = stories.ListEmpty;
export const ListNoMatch = stories.ListNoMatch;
export const ListError = stories.ListError;
// No ListForbidden: support may use this screen too (the permission matrix), so no role is refused.
export const EditNew = stories.EditNew;
export const EditExisting = stories.EditExisting;
export const EditInvalid = stories.EditInvalid;
export const EditLoading = stories.EditLoading;
