import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { sampleOrders, sampleOrderStatuses } from './orders.samples.ts';
import { orders } from './orders.tsx';

const stories = resourceStories(orders, {
  rows: sampleOrders,
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
  options: { status: sampleOrderStatuses },
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
export const ListWithViews = stories.ListWithViews;
export const ListLoading = stories.ListLoading;
export const ListEmpty = stories.ListEmpty;
export const ListNoMatch = stories.ListNoMatch;
export const ListError = stories.ListError;
export const ListFilteredByStore = stories.ListFiltered;
/** The same on a phone: the filters wrap within the toolbar, "Columns" keeps the first line's end. */
export const ListFilteredByStoreNarrow = {
  ...stories.ListFiltered,
  tags: ['!viewport-desktop', 'viewport-mobile'],
};
// No ListForbidden: support may use orders too (the permission matrix), so no role is refused.
// No EditNew or EditInvalid: customers place orders, staff never create one (/ecommerce/orders/edit
// without an id leads back to the list), so an empty order form is no state of the app.
export const EditExisting = stories.EditExisting;
export const EditLoading = stories.EditLoading;
