import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { helpCategories } from './helpCategories.tsx';

const orders = { __typename: 'HelpCategory', id: 'hc1', version: 2, name: 'Orders', sort: 1, isActive: true };
const stories = resourceStories(helpCategories, {
  rows: [
    orders,
    { __typename: 'HelpCategory', id: 'hc2', version: 1, name: 'Payments', sort: 2, isActive: true },
    { __typename: 'HelpCategory', id: 'hc3', version: 3, name: 'Seasonal offers', sort: 3, isActive: false },
  ],
  record: orders,
});

// The help category screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Help categories',
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
