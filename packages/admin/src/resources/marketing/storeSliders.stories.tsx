import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { storeSliders } from './storeSliders.tsx';

// No images (the field is required, so an empty URL): a story loads nothing from the network;
// fixed dates (UTC).
const record = {
  __typename: 'StoreSlider',
  id: 'ss1',
  version: 1,
  storeId: 'st1',
  title: 'New phones in stock',
  image: '',
  link: '/stores/delta/phones',
  sort: 1,
  activeFrom: '2026-11-10T00:00:00.000Z',
  activeTo: '2026-12-10T23:59:00.000Z',
  isActive: true,
};
const stories = resourceStories(storeSliders, {
  rows: [
    record,
    {
      __typename: 'StoreSlider',
      id: 'ss2',
      version: 2,
      storeId: 'st2',
      title: 'Scarves for winter',
      image: '',
      link: null,
      sort: 1,
      activeFrom: null,
      activeTo: null,
      isActive: true,
    },
    {
      __typename: 'StoreSlider',
      id: 'ss3',
      version: 1,
      storeId: 'st2',
      title: 'Summer sale',
      image: '',
      link: '/stores/nile/sale',
      sort: 2,
      activeFrom: '2026-06-01T00:00:00.000Z',
      activeTo: '2026-06-30T23:59:00.000Z',
      isActive: false,
    },
  ],
  record,
  references: {
    Store: [
      { id: 'st1', label: 'Delta Electronics', detail: 'Nasr City', currencyCode: 'EGP' },
      { id: 'st2', label: 'Nile Fashion', detail: 'Dokki', currencyCode: 'USD' },
    ],
  },
});

// The store slider screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Store sliders',
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
