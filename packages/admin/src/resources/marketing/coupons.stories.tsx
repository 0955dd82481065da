import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { coupons } from './coupons.tsx';

// Amounts in cents (USD), a percentage discount a whole percentage; fixed dates (UTC).
const record = {
  __typename: 'Coupon',
  id: 'cp1',
  version: 3,
  code: 'TENOFF',
  title: '10% off your order',
  type: 'deduct',
  discountType: 'percentage',
  discountValue: 10,
  maxDiscount: 2000,
  minOrderAmount: 5000,
  validFrom: '2026-11-01T00:00:00.000Z',
  validTo: '2026-11-30T23:59:00.000Z',
  totalLimit: 500,
  perCustomerLimit: 1,
  storeId: null,
  storeTypeId: 'sty1',
  redemptions: 42,
  isActive: true,
};
const stories = resourceStories(coupons, {
  rows: [
    record,
    {
      __typename: 'Coupon',
      id: 'cp2',
      version: 1,
      code: 'WELCOME5',
      title: '$5 off your first order',
      type: 'deduct',
      discountType: 'fixed',
      discountValue: 500,
      maxDiscount: null,
      minOrderAmount: 2000,
      validFrom: '2026-01-01T00:00:00.000Z',
      validTo: '2026-12-31T23:59:00.000Z',
      totalLimit: null,
      perCustomerLimit: 1,
      storeId: null,
      storeTypeId: null,
      redemptions: 310,
      isActive: true,
    },
    {
      __typename: 'Coupon',
      id: 'cp3',
      version: 2,
      code: 'DELTA15',
      title: '15% back at Delta',
      type: 'cashback',
      discountType: 'percentage',
      discountValue: 15,
      maxDiscount: 3000,
      minOrderAmount: 0,
      validFrom: '2026-09-01T00:00:00.000Z',
      validTo: '2026-09-30T23:59:00.000Z',
      totalLimit: 100,
      perCustomerLimit: 2,
      storeId: 'st1',
      storeTypeId: null,
      redemptions: 100,
      isActive: false,
    },
  ],
  record,
  references: {
    Store: [
      { id: 'st1', label: 'Delta Electronics', detail: 'Nasr City', currencyCode: 'EGP' },
      { id: 'st2', label: 'Nile Fashion', detail: 'Dokki', currencyCode: 'USD' },
    ],
  },
  options: {
    storeTypeId: [
      {
        __typename: 'StoreType',
        id: 'sty2',
        name: 'Groceries',
      },
      {
        __typename: 'StoreType',
        id: 'sty1',
        name: 'Restaurants',
      },
    ],
  },
});

// The coupon screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Coupons',
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
