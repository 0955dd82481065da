import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { adminGroups } from './adminGroups.tsx';

const operations = {
  __typename: 'AdminGroup',
  id: 'ag1',
  version: 2,
  name: 'Operations',
  description: 'Orders, stores and deliveries',
};
const stories = resourceStories(adminGroups, {
  rows: [
    {
      __typename: 'AdminGroup',
      id: 'ag2',
      version: 1,
      name: 'Finance',
      description: 'Wallets, refunds and reports',
    },
    {
      __typename: 'AdminGroup',
      id: 'ag3',
      version: 3,
      name: 'Marketing',
      description: 'Coupons, sliders and notifications',
    },
    operations,
  ],
  record: operations,
});

// The admin group screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Admin groups',
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
