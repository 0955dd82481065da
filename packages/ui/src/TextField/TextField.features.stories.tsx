import type { Meta, StoryObj } from '@storybook/react-vite';
import { AtSign, Store } from 'lucide-react';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField/Features',
  component: TextField,
  args: { label: 'Store name', defaultValue: 'Cairo Fresh Market' },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { defaultValue: undefined, placeholder: 'e.g. Cairo Fresh Market' } };
export const WithHint: Story = { args: { hint: 'Shown to customers on receipts.' } };
export const Required: Story = { args: { required: true } };
export const Invalid: Story = {
  args: {
    label: 'Owner e-mail',
    type: 'email',
    defaultValue: 'owner@',
    error: 'Enter an e-mail address like name@store.com.',
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { label: 'Store ID', defaultValue: 'STR-004518', readOnly: true } };
export const Password: Story = {
  args: {
    label: 'New password',
    type: 'password',
    defaultValue: 'wallet-2026',
    autoComplete: 'new-password',
  },
};
export const WithIcon: Story = {
  args: { prefix: <Store aria-hidden /> },
};
export const PrefixAndSuffix: Story = {
  args: {
    label: 'Support e-mail',
    type: 'email',
    defaultValue: 'help',
    prefix: <AtSign aria-hidden />,
    suffix: '@market.com',
  },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <TextField {...args} label="Small" size="sm" />
      <TextField {...args} label="Medium" size="md" />
      <TextField {...args} label="Large" size="lg" />
    </div>
  ),
};
export const Hover: Story = { parameters: { pseudo: { hover: true } } };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: ['input'] } } };
export const LongText: Story = {
  args: {
    label: 'Legal name of the merchant as written on the commercial registration certificate',
    defaultValue: 'Al Nour Trading and Distribution Company for Foodstuffs and Household Goods S.A.E.',
  },
};
