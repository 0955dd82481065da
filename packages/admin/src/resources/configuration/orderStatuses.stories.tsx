import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { orderStatuses } from './orderStatuses.tsx';

const record = {
  __typename: 'OrderStatus',
  id: 'os2',
  version: 3,
  code: 'confirmed',
  name: 'Confirmed',
  colour: '#3b82f6',
  sort: 2,
  isTerminal: false,
  notifyCustomer: true,
};
const stories = resourceStories(orderStatuses, {
  rows: [
    {
      __typename: 'OrderStatus',
      id: 'os1',
      version: 1,
      code: 'pending',
      name: 'Pending',
      colour: '#f59e0b',
      sort: 1,
      isTerminal: false,
      notifyCustomer: false,
    },
    record,
    {
      __typename: 'OrderStatus',
      id: 'os3',
      version: 2,
      code: 'delivered',
      name: 'Delivered',
      colour: '#16a34a',
      sort: 3,
      isTerminal: true,
      notifyCustomer: true,
    },
  ],
  record,
});

// The order status screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Order statuses',
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
