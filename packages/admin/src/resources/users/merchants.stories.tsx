import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { merchants } from './merchants.tsx';

// A percent commission is a whole percentage, a fixed one cents (USD).
const record = {
  __typename: 'Merchant',
  id: 'me1',
  version: 2,
  legalName: 'Delta Electronics LLC',
  contactName: 'Karim Adel',
  email: 'karim@delta.example.com',
  phone: '+20 2 555 0201',
  status: 'approved',
  commissionType: 'percent',
  commissionValue: 12,
  storeCount: 3,
  isActive: true,
};
const stories = resourceStories(merchants, {
  rows: [
    record,
    {
      __typename: 'Merchant',
      id: 'me2',
      version: 1,
      legalName: 'Nile Fashion Co.',
      contactName: 'Mona Saleh',
      email: 'mona@nile.example.com',
      phone: '+20 2 555 0202',
      status: 'pending',
      commissionType: 'fixed',
      commissionValue: 250,
      storeCount: 1,
      isActive: true,
    },
    {
      __typename: 'Merchant',
      id: 'me3',
      version: 5,
      legalName: 'Cairo Bakeries',
      contactName: 'Youssef Nabil',
      email: 'youssef@bakeries.example.com',
      phone: null,
      status: 'suspended',
      commissionType: 'percent',
      commissionValue: 8,
      storeCount: 0,
      isActive: false,
    },
  ],
  record,
});

// The merchant screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Merchants',
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
