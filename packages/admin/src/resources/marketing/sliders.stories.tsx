import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { sliders } from './sliders.tsx';

// No images (the field is required, so an empty URL): a story loads nothing from the network;
// fixed dates (UTC).
const record = {
  __typename: 'Slider',
  id: 'sl1',
  version: 2,
  title: 'Winter collection',
  image: '',
  link: '/collections/winter',
  sort: 1,
  activeFrom: '2026-11-01T00:00:00.000Z',
  activeTo: '2027-02-28T23:59:00.000Z',
  isActive: true,
};
const stories = resourceStories(sliders, {
  rows: [
    record,
    {
      __typename: 'Slider',
      id: 'sl2',
      version: 1,
      title: 'Free delivery over $30',
      image: '',
      link: null,
      sort: 2,
      activeFrom: null,
      activeTo: null,
      isActive: true,
    },
    {
      __typename: 'Slider',
      id: 'sl3',
      version: 3,
      title: 'Back to school',
      image: '',
      link: '/collections/school',
      sort: 3,
      activeFrom: '2026-08-15T00:00:00.000Z',
      activeTo: '2026-09-15T23:59:00.000Z',
      isActive: false,
    },
  ],
  record,
});

// The slider screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Sliders',
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
