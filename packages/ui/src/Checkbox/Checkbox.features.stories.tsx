import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox/Features',
  component: Checkbox,
  args: { label: 'Notify the customer by SMS' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = {
  args: { label: 'Select all orders on this page', defaultChecked: 'indeterminate' },
};
export const WithDescription: Story = {
  args: {
    label: 'Allow cash on delivery',
    description: 'Couriers collect cash and settle it with the store wallet the next day.',
    defaultChecked: true,
  },
};
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} disabled label="Refunds need finance approval" />
      <Checkbox {...args} disabled defaultChecked label="Store accepts card payments" />
    </div>
  ),
};
export const Invalid: Story = {
  args: {
    label: 'I confirm the merchant signed the commission agreement',
    description: 'Required before the store can go live.',
    invalid: true,
    required: true,
  },
};
export const WithoutLabel: Story = { args: { label: undefined, 'aria-label': 'Select order #10482' } };
export const Hover: Story = { parameters: { pseudo: { hover: true } } };
export const FocusVisible: Story = {
  args: { defaultChecked: true },
  parameters: { pseudo: { focusVisible: ['button[role="checkbox"]'] } },
};
export const LongText: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
  args: {
    label:
      'Send a weekly summary of orders, refunds, wallet movements and coupon usage to every store manager',
    description: 'The summary goes out on Sunday mornings in the manager’s language.',
  },
};
