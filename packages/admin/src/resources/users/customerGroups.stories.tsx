import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { customerGroups } from './customerGroups.tsx';

const gold = {
  __typename: 'CustomerGroup',
  id: 'cg2',
  version: 4,
  name: 'Gold',
  description: 'More than 20 orders a year',
  discountPercent: 10,
};
const stories = resourceStories(customerGroups, {
  rows: [
    {
      __typename: 'CustomerGroup',
      id: 'cg1',
      version: 1,
      name: 'Default',
      description: null,
      discountPercent: 0,
    },
    gold,
    {
      __typename: 'CustomerGroup',
      id: 'cg3',
      version: 2,
      name: 'Staff',
      description: 'Employees of the marketplace',
      discountPercent: 25,
    },
  ],
  record: gold,
});

// The customer group screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Customer groups',
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
