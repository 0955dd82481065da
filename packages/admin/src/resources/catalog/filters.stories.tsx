import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { filters } from './filters.tsx';

const merchant = 'b0000000-0000-4000-8000-000000000001';
const colour = {
  __typename: 'Filter',
  id: 'f1',
  version: 3,
  name: 'Colour',
  description: 'The colour of the item',
  slug: 'colour',
  merchantId: merchant,
  merchantName: 'Nile Fashion',
  groupId: 'g1',
  groupName: 'Clothing',
};
const stories = resourceStories(filters, {
  rows: [
    colour,
    {
      __typename: 'Filter',
      id: 'f2',
      version: 1,
      name: 'Material',
      description: 'What the item is made of',
      slug: 'material',
      merchantId: merchant,
      merchantName: 'Nile Fashion',
      groupId: 'g1',
      groupName: 'Clothing',
    },
    {
      __typename: 'Filter',
      id: 'f3',
      version: 2,
      name: 'Screen size',
      description: 'Diagonal in inches',
      slug: 'screen-size',
      merchantId: 'b0000000-0000-4000-8000-000000000002',
      merchantName: 'Delta Electronics',
      groupId: null,
      groupName: null,
    },
  ],
  record: colour,
  references: {
    Merchant: [
      { id: merchant, label: 'Nile Fashion', detail: 'Mona Fathy', currencyCode: null },
      {
        id: 'b0000000-0000-4000-8000-000000000002',
        label: 'Delta Electronics',
        detail: null,
        currencyCode: null,
      },
    ],
  },
});

// The filters screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Filters',
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
