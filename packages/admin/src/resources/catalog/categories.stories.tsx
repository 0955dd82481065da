import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { categories } from './categories.tsx';

// No image: a story loads nothing from the network.
const phones = {
  __typename: 'Category',
  id: 'cat2',
  version: 3,
  name: 'Phones',
  slug: 'phones',
  parentId: 'cat1',
  parentName: 'Electronics',
  image: null,
  sort: 2,
  isActive: true,
};
const stories = resourceStories(categories, {
  rows: [
    {
      __typename: 'Category',
      id: 'cat1',
      version: 1,
      name: 'Electronics',
      slug: 'electronics',
      parentId: null,
      parentName: null,
      image: null,
      sort: 1,
      isActive: true,
    },
    phones,
    {
      __typename: 'Category',
      id: 'cat3',
      version: 2,
      name: 'Winter coats',
      slug: 'winter-coats',
      parentId: null,
      parentName: null,
      image: null,
      sort: 3,
      isActive: false,
    },
  ],
  record: phones,
  references: {
    Category: [
      { id: 'cat1', label: 'Electronics', detail: null, currencyCode: null },
      { id: 'cat3', label: 'Winter coats', detail: null, currencyCode: null },
    ],
  },
});

// The categories screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Categories',
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
