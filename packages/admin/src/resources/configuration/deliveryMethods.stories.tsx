import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { deliveryMethods } from './deliveryMethods.tsx';

// Fees in cents (the money field's USD).
const record = {
  __typename: 'DeliveryMethod',
  id: 'dm1',
  version: 2,
  code: 'courier',
  name: 'Courier',
  fee: 500,
  sort: 1,
  isActive: true,
};
const stories = resourceStories(deliveryMethods, {
  rows: [
    record,
    {
      __typename: 'DeliveryMethod',
      id: 'dm2',
      version: 1,
      code: 'pickup',
      name: 'Store pickup',
      fee: 0,
      sort: 2,
      isActive: true,
    },
    {
      __typename: 'DeliveryMethod',
      id: 'dm3',
      version: 4,
      code: 'express',
      name: 'Express (1 hour)',
      fee: 1250,
      sort: 3,
      isActive: false,
    },
  ],
  record,
});

// The delivery method screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Delivery methods',
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
