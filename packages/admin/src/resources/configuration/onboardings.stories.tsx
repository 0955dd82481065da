import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { onboardings } from './onboardings.tsx';

// No images: a story loads nothing from the network. Its only filter is a yes/no one: "not active" is the filter that matches nothing.
const record = {
  __typename: 'Onboarding',
  id: 'ob1',
  version: 1,
  image: null,
  title: 'Order from nearby stores',
  text: 'Restaurants, groceries and pharmacies around you.',
  sort: 1,
  isActive: true,
};
const stories = resourceStories(onboardings, {
  rows: [
    record,
    {
      __typename: 'Onboarding',
      id: 'ob2',
      version: 2,
      image: null,
      title: 'Track every order',
      text: 'Follow your order from the store to your door.',
      sort: 2,
      isActive: true,
    },
    {
      __typename: 'Onboarding',
      id: 'ob3',
      version: 1,
      image: null,
      title: 'Pay your way',
      text: 'Card, wallet or cash on delivery.',
      sort: 3,
      isActive: false,
    },
  ],
  record,
  noMatchFilter: {
    isActive: 'false',
  },
});

// The onboarding screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Onboardings',
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
