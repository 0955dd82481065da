import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select.tsx';

const statuses = [
  { value: 'pending', label: 'Pending' },
  { value: 'preparing', label: 'Preparing' },
  { value: 'out-for-delivery', label: 'Out for delivery' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled', disabled: true },
];

const stores = [
  {
    label: 'Cairo',
    options: [
      { value: 'str-101', label: 'Nasr City' },
      { value: 'str-102', label: 'Heliopolis' },
      { value: 'str-103', label: 'Maadi (closed for renovation)', disabled: true },
    ],
  },
  {
    label: 'Alexandria',
    options: [
      { value: 'str-201', label: 'Smouha' },
      { value: 'str-202', label: 'Sidi Gaber' },
    ],
  },
];

const meta = {
  title: 'Components/Select/Features',
  component: Select,
  args: { label: 'Order status', placeholder: 'Choose a status', options: statuses },
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: 'out-for-delivery' } };
export const Open: Story = { args: { defaultValue: 'preparing', defaultOpen: true } };
export const Groups: Story = {
  args: {
    label: 'Fulfilling store',
    placeholder: 'Choose a store',
    options: stores,
    defaultValue: 'str-102',
    defaultOpen: true,
  },
};
export const WithHint: Story = { args: { hint: 'Customers get an SMS on every change.' } };
export const Required: Story = { args: { required: true } };
export const Invalid: Story = { args: { error: 'Choose a status before saving the order.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'delivered' } };
export const Hover: Story = { parameters: { pseudo: { hover: true } } };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: ['button[role="combobox"]'] } } };
export const LongText: Story = {
  args: {
    label: 'Reason the order was returned to the store by the courier',
    options: [
      { value: 'absent', label: 'Customer was not at the address after three delivery attempts' },
      { value: 'refused', label: 'Customer refused the parcel' },
    ],
    defaultValue: 'absent',
  },
};
