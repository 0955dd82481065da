import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { storeTypes } from './storeTypes.tsx';

// No icon: a story loads nothing from the network.
const restaurants = {
  __typename: 'StoreType',
  id: 'sty1',
  version: 2,
  name: 'Restaurants',
  slug: 'restaurants',
  icon: null,
  sort: 1,
  isActive: true,
};
const stories = resourceStories(storeTypes, {
  rows: [
    restaurants,
    {
      __typename: 'StoreType',
      id: 'sty2',
      version: 1,
      name: 'Groceries',
      slug: 'groceries',
      icon: null,
      sort: 2,
      isActive: true,
    },
    {
      __typename: 'StoreType',
      id: 'sty3',
      version: 4,
      name: 'Pharmacies',
      slug: 'pharmacies',
      icon: null,
      sort: 3,
      isActive: false,
    },
  ],
  record: restaurants,
});

// The store type screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Store types',
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
