import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { orders } from './orders.tsx';

// Amounts in cents; fixed times (UTC). The status column shows the status code as the server sends it.
const row = (
  id: string,
  orderNo: string,
  customerName: string,
  storeName: string,
  merchantName: string,
  status: string,
  paymentStatus: number,
  grandTotal: number,
  placedAt: string,
) => ({
  __typename: 'Order',
  id,
  version: 1,
  orderNo,
  customerName,
  storeName,
  merchantName,
  status,
  paymentStatus,
  grandTotal,
  currencyCode: 'USD',
  placedAt,
});

const stories = resourceStories(orders, {
  rows: [
    row(
      'o3',
      'ORD-1003',
      'Lina Farouk',
      'Smouha Pharmacy',
      'Cairo Pharmacies',
      'pending',
      1,
      1_850,
      '2026-11-22T11:40:00.000Z',
    ),
    row(
      'o2',
      'ORD-1002',
      'Omar Hassan',
      'Nile Fashion',
      'Nile Fashion Co.',
      'confirmed',
      3,
      12_500,
      '2026-11-22T10:05:00.000Z',
    ),
    row(
      'o1',
      'ORD-1001',
      'Cora Client',
      'Delta Electronics',
      'Delta Electronics LLC',
      'delivered',
      4,
      4_200,
      '2026-11-21T09:30:00.000Z',
    ),
  ],
  // What staff may edit on an order (status and payment move on its view page).
  record: {
    __typename: 'Order',
    id: 'o1',
    version: 3,
    orderNo: 'ORD-1001',
    deliveryDate: '2026-11-23',
    timeslot: '10:00-12:00',
    comments: 'Ring twice',
  },
  // The status filter's choices come from the configured order statuses.
  options: {
    status: [
      { __typename: 'OrderStatus', id: 'os1', code: 'pending', name: 'Pending' },
      { __typename: 'OrderStatus', id: 'os2', code: 'confirmed', name: 'Confirmed' },
      { __typename: 'OrderStatus', id: 'os3', code: 'delivered', name: 'Delivered' },
    ],
  },
  references: {
    Store: [
      {
        id: 'a0000000-0000-4000-8000-000000000001',
        label: 'Delta Electronics',
        detail: 'Nasr City',
        currencyCode: 'EGP',
      },
    ],
  },
});

// The orders screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Orders',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

export const ListFilled = stories.ListFilled;
export const ListLoading = stories.ListLoading;
export const ListEmpty = stories.ListEmpty;
export const ListNoMatch = stories.ListNoMatch;
export const ListError = stories.ListError;
export const ListFilteredByStore = stories.ListFiltered;
// No ListForbidden: support may use orders too (the permission matrix), so no role is refused.
// No EditNew or EditInvalid: customers place orders, staff never create one (/ecommerce/orders/edit
// without an id leads back to the list), so an empty order form is no state of the app.
export const EditExisting = stories.EditExisting;
export const EditLoading = stories.EditLoading;
