import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { stores } from './stores.tsx';

// No logo or banner: a story loads nothing from the network. Amounts in cents (USD).
const record = {
  __typename: 'Store',
  id: 'st1',
  version: 5,
  name: 'Delta Electronics',
  slug: 'delta-electronics',
  merchantId: 'me1',
  merchantName: 'Delta Electronics LLC',
  storeTypeId: 'sty4',
  storeTypeName: 'Electronics',
  cityId: 'ct1',
  cityName: 'Nasr City',
  zipCode: '11765',
  address: '12 Abbas El Akkad St.',
  logo: null,
  banner: null,
  asap: true,
  preparationTime: 20,
  bufferTime: 10,
  minimumOrderAmount: 5000,
  maximumOrderAmount: 500000,
  freeDeliveryAmount: 20000,
  commissionType: 'percent',
  commissionValue: 12,
  discount: 0,
  averagePrice: 30000,
  metaTitle: 'Delta Electronics',
  metaDescription: 'Phones, laptops and accessories in Nasr City.',
  isOpen: true,
  isActive: true,
};
const stories = resourceStories(stores, {
  rows: [
    record,
    {
      __typename: 'Store',
      id: 'st2',
      version: 2,
      name: 'Nile Fashion',
      slug: 'nile-fashion',
      merchantId: 'me2',
      merchantName: 'Nile Fashion Co.',
      storeTypeId: 'sty5',
      storeTypeName: 'Fashion',
      cityId: 'ct2',
      cityName: 'Dokki',
      zipCode: null,
      address: '4 Tahrir St.',
      logo: null,
      banner: null,
      asap: false,
      preparationTime: 60,
      bufferTime: 15,
      minimumOrderAmount: 2000,
      maximumOrderAmount: null,
      freeDeliveryAmount: null,
      commissionType: 'fixed',
      commissionValue: 250,
      discount: 5,
      averagePrice: 4500,
      metaTitle: null,
      metaDescription: null,
      isOpen: false,
      isActive: true,
    },
    {
      __typename: 'Store',
      id: 'st3',
      version: 1,
      name: 'Smouha Pharmacy',
      slug: 'smouha-pharmacy',
      merchantId: 'me3',
      merchantName: 'Cairo Bakeries',
      storeTypeId: 'sty3',
      storeTypeName: 'Pharmacies',
      cityId: 'ct3',
      cityName: 'Smouha',
      zipCode: '21648',
      address: '22 Victor Emmanuel Sq.',
      logo: null,
      banner: null,
      asap: true,
      preparationTime: 10,
      bufferTime: 5,
      minimumOrderAmount: 0,
      maximumOrderAmount: null,
      freeDeliveryAmount: 10000,
      commissionType: 'percent',
      commissionValue: 8,
      discount: 0,
      averagePrice: 1500,
      metaTitle: null,
      metaDescription: null,
      isOpen: true,
      isActive: false,
    },
  ],
  record,
  options: {
    merchantId: [
      {
        __typename: 'Merchant',
        id: 'me3',
        legalName: 'Cairo Bakeries',
      },
      {
        __typename: 'Merchant',
        id: 'me1',
        legalName: 'Delta Electronics LLC',
      },
      {
        __typename: 'Merchant',
        id: 'me2',
        legalName: 'Nile Fashion Co.',
      },
    ],
    storeTypeId: [
      {
        __typename: 'StoreType',
        id: 'sty4',
        name: 'Electronics',
      },
      {
        __typename: 'StoreType',
        id: 'sty5',
        name: 'Fashion',
      },
      {
        __typename: 'StoreType',
        id: 'sty3',
        name: 'Pharmacies',
      },
    ],
    cityId: [
      {
        __typename: 'City',
        id: 'ct2',
        name: 'Dokki',
      },
      {
        __typename: 'City',
        id: 'ct1',
        name: 'Nasr City',
      },
      {
        __typename: 'City',
        id: 'ct3',
        name: 'Smouha',
      },
    ],
  },
});

// The store screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Stores',
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
export const EditExisting = stories.EditExisting;
export const EditInvalid = stories.EditInvalid;
export const EditLoading = stories.EditLoading;
