import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { appMenu } from './appMenu.tsx';

// Its only filter is a yes/no one: "not active" is the filter that matches nothing.
const record = {
  __typename: 'AppMenuItem',
  id: 'am2',
  version: 3,
  title: 'My orders',
  link: '/orders',
  icon: 'receipt',
  sort: 2,
  isActive: true,
};
const stories = resourceStories(appMenu, {
  rows: [
    {
      __typename: 'AppMenuItem',
      id: 'am1',
      version: 1,
      title: 'Home',
      link: '/home',
      icon: 'house',
      sort: 1,
      isActive: true,
    },
    record,
    {
      __typename: 'AppMenuItem',
      id: 'am3',
      version: 2,
      title: 'Help centre',
      link: 'https://help.example.com',
      icon: 'circle-help',
      sort: 3,
      isActive: false,
    },
  ],
  record,
  noMatchFilter: {
    isActive: 'false',
  },
});

// The app menu screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/App menu',
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
