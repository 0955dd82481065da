import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CollectionMemberStoresDocument } from '../../graphql/generated.ts';
import { resourceStories, type ResourceStory } from '../framework/stories.tsx';
import { storeTypeCollections } from './storeTypeCollections.tsx';

// No image: a story loads nothing from the network.
const lateNight = {
  __typename: 'StoreTypeCollection',
  id: 'stc1',
  version: 3,
  name: 'Open late',
  storeTypeId: 'sty1',
  storeTypeName: 'Restaurants',
  image: null,
  sort: 1,
  isActive: true,
  storeCount: 14,
};
const MEMBERS = [
  ['st1', 'Delta Electronics', 'Delta Electronics LLC', 'Nasr City'],
  ['st4', 'Koshary El Tahrir', 'Cairo Bakeries', 'Dokki'],
  ['st2', 'Nile Fashion', 'Nile Fashion Co.', 'Dokki'],
].map(([id, name, merchantName, cityName]) => ({
  __typename: 'Store',
  id,
  version: 1,
  name,
  merchantName,
  cityName,
}));

/** The collection's member stores: all answers give `members`, 14 in all when there are any. */
const memberMocks = (members: typeof MEMBERS) => () => [
  {
    request: { query: CollectionMemberStoresDocument, variables: () => true },
    result: {
      data: {
        list: { __typename: 'StoreConnection', totalCount: members.length ? 14 : 0, nodes: members },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

const samples = {
  rows: [
    lateNight,
    {
      __typename: 'StoreTypeCollection',
      id: 'stc2',
      version: 1,
      name: 'Fresh produce',
      storeTypeId: 'sty2',
      storeTypeName: 'Groceries',
      image: null,
      sort: 2,
      isActive: true,
      storeCount: 6,
    },
    {
      __typename: 'StoreTypeCollection',
      id: 'stc3',
      version: 2,
      name: 'Ramadan specials',
      storeTypeId: 'sty1',
      storeTypeName: 'Restaurants',
      image: null,
      sort: 3,
      isActive: false,
      storeCount: 0,
    },
  ],
  record: lateNight,
  options: {
    storeTypeId: [
      { __typename: 'StoreType', id: 'sty2', name: 'Groceries' },
      { __typename: 'StoreType', id: 'sty1', name: 'Restaurants' },
    ],
  },
};
const stories = resourceStories(storeTypeCollections, { ...samples, sectionMocks: memberMocks(MEMBERS) });
const noMembers = resourceStories(storeTypeCollections, { ...samples, sectionMocks: memberMocks([]) });

const WAIT = { timeout: 10_000 };
const membersShown =
  (text: RegExp): NonNullable<ResourceStory['play']> =>
  async (context) => {
    await stories.EditExisting.play!(context);
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getAllByText(text).length).toBeGreaterThan(0), WAIT);
  };

// The store type collection screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Store type collections',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

export const ListFilled = stories.ListFilled;
export const ListLoading = stories.ListLoading;
export const ListEmpty = stories.ListEmpty;
export const ListNoMatch = stories.ListNoMatch;
export const ListError = stories.ListError;
// No ListForbidden: support may use this screen too (the permission matrix), so no role is refused.
export const EditNew = stories.EditNew;
// The form and, under it, the member stores.
export const EditExisting: ResourceStory = {
  ...stories.EditExisting,
  play: membersShown(/Koshary El Tahrir/),
};
export const EditInvalid = stories.EditInvalid;
export const EditLoading = stories.EditLoading;

/** A collection without member stores yet. */
export const EditMembersEmpty: ResourceStory = {
  ...noMembers.EditExisting,
  play: membersShown(/No stores in this collection yet|لا توجد متاجر في هذه المجموعة بعد/),
};
