import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { customers } from './customers.tsx';

const record = {
  __typename: 'Customer',
  id: 'cu1',
  version: 3,
  name: 'Cora Client',
  email: 'cora@example.com',
  phone: '+20 100 555 0101',
  groupId: 'cg1',
  groupName: 'Regular',
  rewardPoints: 120,
  isActive: true,
};
const stories = resourceStories(customers, {
  rows: [
    record,
    {
      __typename: 'Customer',
      id: 'cu2',
      version: 1,
      name: 'Omar Hassan',
      email: 'omar@example.com',
      phone: '+20 100 555 0102',
      groupId: 'cg2',
      groupName: 'VIP',
      rewardPoints: 2450,
      isActive: true,
    },
    {
      __typename: 'Customer',
      id: 'cu3',
      version: 2,
      name: 'Lina Farouk',
      email: 'lina@example.com',
      phone: null,
      groupId: null,
      groupName: null,
      rewardPoints: 0,
      isActive: false,
    },
  ],
  record,
  options: {
    groupId: [
      {
        __typename: 'CustomerGroup',
        id: 'cg1',
        name: 'Regular',
      },
      {
        __typename: 'CustomerGroup',
        id: 'cg2',
        name: 'VIP',
      },
    ],
  },
});

// The customer screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Customers',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

export const ListFilled = stories.ListFilled;
export const ListWithViews = stories.ListWithViews;
export const ListLoading = stories.ListLoading;
export const ListEmpty = stories.ListEmpty;
export const ListNoMatch = stories.ListNoMatch;
export const ListError = stories.ListError;
export const ListTimedOut = stories.ListTimedOut;
export const ListForbidden = stories.ListForbidden;
export const EditNew = stories.EditNew;
export const EditExisting = stories.EditExisting;
export const EditInvalid = stories.EditInvalid;
export const EditLoading = stories.EditLoading;
