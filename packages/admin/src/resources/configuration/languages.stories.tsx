import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { languages } from './languages.tsx';

const stories = resourceStories(languages, {
  rows: [
    {
      __typename: 'Language',
      id: 'l1',
      version: 3,
      name: 'Arabic',
      code: 'ar',
      locale: 'ar-EG',
      isRtl: true,
      isDefault: false,
    },
    {
      __typename: 'Language',
      id: 'l2',
      version: 1,
      name: 'English',
      code: 'en',
      locale: 'en-US',
      isRtl: false,
      isDefault: true,
    },
    {
      __typename: 'Language',
      id: 'l3',
      version: 2,
      name: 'French',
      code: 'fr',
      locale: 'fr-FR',
      isRtl: false,
      isDefault: false,
    },
  ],
  record: {
    __typename: 'Language',
    id: 'l1',
    version: 3,
    name: 'Arabic',
    code: 'ar',
    locale: 'ar-EG',
    isRtl: true,
    isDefault: false,
  },
});

// The languages screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Languages',
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
export const EditNotFound = stories.EditNotFound;
