import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { help } from './help.tsx';

const track = {
  __typename: 'Help',
  id: 'h1',
  version: 2,
  question: 'How do I track my order?',
  answer: 'Open Orders in the app and pick the order: its status and the courier are shown at the top.',
  categoryId: 'hc1',
  categoryName: 'Orders',
  sort: 1,
  isActive: true,
};
const stories = resourceStories(help, {
  rows: [
    track,
    {
      __typename: 'Help',
      id: 'h2',
      version: 1,
      question: 'Can I change my delivery address?',
      answer: 'Yes, until the store accepts the order.',
      categoryId: 'hc1',
      categoryName: 'Orders',
      sort: 2,
      isActive: true,
    },
    {
      __typename: 'Help',
      id: 'h3',
      version: 4,
      question: 'How are refunds paid?',
      answer: 'Refunds are credited to your wallet.',
      categoryId: 'hc2',
      categoryName: 'Payments',
      sort: 3,
      isActive: false,
    },
  ],
  record: track,
});

// The help article screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Help',
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
