import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { currencies } from './currencies.tsx';

const usd = {
  __typename: 'Currency',
  id: 'c1',
  version: 2,
  name: 'US Dollar',
  code: 'USD',
  symbolLeft: '$',
  symbolRight: null,
  decimalPlaces: 2,
  isDefault: true,
};
const stories = resourceStories(currencies, {
  rows: [
    {
      __typename: 'Currency',
      id: 'c2',
      version: 1,
      name: 'Egyptian Pound',
      code: 'EGP',
      symbolLeft: null,
      symbolRight: 'E£',
      decimalPlaces: 2,
      isDefault: false,
    },
    {
      __typename: 'Currency',
      id: 'c3',
      version: 4,
      name: 'Kuwaiti Dinar',
      code: 'KWD',
      symbolLeft: null,
      symbolRight: 'KD',
      decimalPlaces: 3,
      isDefault: false,
    },
    usd,
  ],
  record: usd,
});

// The currencies screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Currencies',
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
