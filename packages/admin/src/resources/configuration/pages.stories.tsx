import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { pages } from './pages.tsx';

const record = {
  __typename: 'Page',
  id: 'pg2',
  version: 2,
  slug: 'terms',
  title: 'Terms of use',
  body: 'By using the app you agree to these terms.',
  isActive: true,
};
const stories = resourceStories(pages, {
  rows: [
    {
      __typename: 'Page',
      id: 'pg1',
      version: 4,
      slug: 'about',
      title: 'About us',
      body: 'We connect neighbourhood stores with their customers.',
      isActive: true,
    },
    record,
    {
      __typename: 'Page',
      id: 'pg3',
      version: 1,
      slug: 'careers',
      title: 'Careers',
      body: 'No open positions right now.',
      isActive: false,
    },
  ],
  record,
});

// The page screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Pages',
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
