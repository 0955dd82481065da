import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { notifications } from './notifications.tsx';

const record = {
  __typename: 'Notification',
  id: 'n1',
  version: 2,
  event: 'order.confirmed',
  channel: 'push',
  languageCode: 'en',
  title: 'Order confirmed',
  body: 'Your order {orderNo} is confirmed.',
};
const stories = resourceStories(notifications, {
  rows: [
    record,
    {
      __typename: 'Notification',
      id: 'n2',
      version: 1,
      event: 'order.confirmed',
      channel: 'sms',
      languageCode: 'ar',
      title: 'تم تأكيد الطلب',
      body: 'تم تأكيد طلبك {orderNo}.',
    },
    {
      __typename: 'Notification',
      id: 'n3',
      version: 1,
      event: 'order.delivered',
      channel: 'email',
      languageCode: 'en',
      title: 'Order delivered',
      body: 'Enjoy! Your order {orderNo} was delivered.',
    },
  ],
  record,
});

// The notification screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Notifications',
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
