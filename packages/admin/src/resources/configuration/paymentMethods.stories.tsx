import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { paymentMethods } from './paymentMethods.tsx';

// Fees in cents (the money field's USD).
const record = {
  __typename: 'PaymentMethod',
  id: 'pm2',
  version: 1,
  code: 'cod',
  name: 'Cash on delivery',
  fee: 300,
  sort: 2,
  isActive: true,
};
const stories = resourceStories(paymentMethods, {
  rows: [
    {
      __typename: 'PaymentMethod',
      id: 'pm1',
      version: 2,
      code: 'card',
      name: 'Card',
      fee: 0,
      sort: 1,
      isActive: true,
    },
    record,
    {
      __typename: 'PaymentMethod',
      id: 'pm3',
      version: 3,
      code: 'wallet',
      name: 'Wallet',
      fee: 0,
      sort: 3,
      isActive: false,
    },
  ],
  record,
});

// The payment method screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Payment methods',
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
