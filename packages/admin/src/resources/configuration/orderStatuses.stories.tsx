import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { orderStatuses } from './orderStatuses.tsx';

const status = (
  id: string,
  version: number,
  code: string,
  name: string,
  colour: string,
  sort: number,
  extra: { isTerminal: boolean; notifyCustomer: boolean; outcome: string | null; nextStatuses: string[] },
) => ({ __typename: 'OrderStatus', id, version, code, name, colour, sort, ...extra });

const pending = status('os1', 1, 'pending', 'Pending', '#f59e0b', 1, {
  isTerminal: false,
  notifyCustomer: false,
  outcome: null,
  nextStatuses: ['cancelled', 'confirmed'],
});
const confirmed = status('os2', 3, 'confirmed', 'Confirmed', '#3b82f6', 2, {
  isTerminal: false,
  notifyCustomer: true,
  outcome: null,
  nextStatuses: ['cancelled', 'delivered'],
});
const delivered = status('os3', 2, 'delivered', 'Delivered', '#16a34a', 3, {
  isTerminal: true,
  notifyCustomer: true,
  outcome: 'delivered',
  nextStatuses: ['refunded'],
});

// The next statuses are chosen among all statuses, by code (the option's valueField).
const option = (id: string, code: string, name: string) => ({ __typename: 'OrderStatus', id, code, name });
const options = {
  nextStatuses: [
    option('os1', 'pending', 'Pending'),
    option('os2', 'confirmed', 'Confirmed'),
    option('os3', 'delivered', 'Delivered'),
    option('os4', 'cancelled', 'Cancelled'),
    option('os5', 'refunded', 'Refunded'),
  ],
};
const rows = [pending, confirmed, delivered];
const stories = resourceStories(orderStatuses, { rows, record: confirmed, options });
// A status that ends an order: its outcome drives the cashback (credited on delivered).
const withOutcome = resourceStories(orderStatuses, { rows, record: delivered, options });

// The order status screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Order statuses',
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
export const EditWithOutcome = withOutcome.EditExisting;
export const EditInvalid = stories.EditInvalid;
export const EditLoading = stories.EditLoading;
