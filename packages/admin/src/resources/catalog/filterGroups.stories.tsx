import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { filterGroups } from './filterGroups.tsx';

const clothing = {
  __typename: 'FilterGroup',
  id: 'g1',
  version: 2,
  name: 'Clothing',
  slug: 'clothing',
  sort: 1,
};
const stories = resourceStories(filterGroups, {
  rows: [
    clothing,
    { __typename: 'FilterGroup', id: 'g2', version: 1, name: 'Electronics', slug: 'electronics', sort: 2 },
    {
      __typename: 'FilterGroup',
      id: 'g3',
      version: 5,
      name: 'Home and garden',
      slug: 'home-garden',
      sort: 3,
    },
  ],
  record: clothing,
});

// The filter group screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Filter groups',
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
