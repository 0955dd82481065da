import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { deliverySystemStatuses } from './deliverySystemStatuses.tsx';

// A provider status maps to an order status by its code (the option's valueField).
const record = {
  __typename: 'DeliverySystemStatus',
  id: 'ds1',
  version: 1,
  provider: 'Mrsool',
  code: 'PICKED_UP',
  name: 'Picked up',
  mapsToOrderStatus: 'out_for_delivery',
};
const stories = resourceStories(deliverySystemStatuses, {
  rows: [
    record,
    {
      __typename: 'DeliverySystemStatus',
      id: 'ds2',
      version: 2,
      provider: 'Mrsool',
      code: 'DELIVERED',
      name: 'Delivered',
      mapsToOrderStatus: 'delivered',
    },
    {
      __typename: 'DeliverySystemStatus',
      id: 'ds3',
      version: 1,
      provider: 'Aramex',
      code: 'CANCELLED',
      name: 'Cancelled by courier',
      mapsToOrderStatus: 'cancelled',
    },
  ],
  record,
  options: {
    mapsToOrderStatus: [
      {
        __typename: 'OrderStatus',
        id: 'os2',
        code: 'out_for_delivery',
        name: 'Out for delivery',
      },
      {
        __typename: 'OrderStatus',
        id: 'os3',
        code: 'delivered',
        name: 'Delivered',
      },
      {
        __typename: 'OrderStatus',
        id: 'os4',
        code: 'cancelled',
        name: 'Cancelled',
      },
    ],
  },
});

// The delivery system status screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Delivery system statuses',
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
