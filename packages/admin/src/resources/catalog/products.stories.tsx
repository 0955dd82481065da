import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { products } from './products.tsx';

// Amounts in minor units of each store's currency; no image: a story loads nothing from the network.
const phone = {
  __typename: 'Product',
  id: 'p1',
  version: 4,
  name: 'Nile X2 phone',
  sku: 'NX2-128',
  description: '128 GB, dual SIM',
  image: null,
  storeId: 'a0000000-0000-4000-8000-000000000011',
  storeName: 'Delta Electronics',
  currencyCode: 'EGP',
  categoryId: 'cat2',
  categoryName: 'Phones',
  price: 24_900,
  compareAtPrice: 29_900,
  stock: 17,
  isAvailable: true,
};
const stories = resourceStories(products, {
  rows: [
    {
      __typename: 'Product',
      id: 'p2',
      version: 1,
      name: 'Cotton scarf',
      sku: 'SC-RED',
      description: null,
      image: null,
      storeId: 'a0000000-0000-4000-8000-000000000012',
      storeName: 'Nile Fashion',
      currencyCode: 'USD',
      categoryId: null,
      categoryName: null,
      price: 1_250,
      compareAtPrice: null,
      stock: 0,
      isAvailable: false,
    },
    phone,
    {
      __typename: 'Product',
      id: 'p3',
      version: 2,
      name: 'Wool coat',
      sku: 'WC-M-GRY',
      description: 'Grey, size M',
      image: null,
      storeId: 'a0000000-0000-4000-8000-000000000012',
      storeName: 'Nile Fashion',
      currencyCode: 'USD',
      categoryId: 'cat3',
      categoryName: 'Winter coats',
      price: 8_999,
      compareAtPrice: null,
      stock: 5,
      isAvailable: true,
    },
  ],
  record: phone,
  references: {
    Store: [
      {
        id: 'a0000000-0000-4000-8000-000000000011',
        label: 'Delta Electronics',
        detail: 'Nasr City',
        currencyCode: 'EGP',
      },
      {
        id: 'a0000000-0000-4000-8000-000000000012',
        label: 'Nile Fashion',
        detail: 'Dokki',
        currencyCode: 'USD',
      },
    ],
    Category: [
      { id: 'cat2', label: 'Phones', detail: 'Electronics', currencyCode: null },
      { id: 'cat3', label: 'Winter coats', detail: null, currencyCode: null },
    ],
  },
});

// The products screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Products',
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
export const ListFilteredByStore = stories.ListFiltered;
