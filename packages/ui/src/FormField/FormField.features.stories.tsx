import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../TextField/index.ts';
import { FormField } from './FormField.tsx';

const meta = {
  title: 'Components/FormField/Features',
  component: FormField,
  args: { label: 'Store name', children: <TextField defaultValue="Cairo Fresh Market" /> },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = { args: { hint: 'Shown to customers on receipts and invoices.' } };
export const Invalid: Story = {
  args: {
    label: 'Merchant e-mail',
    hint: 'Payout notices go to this address.',
    error: 'Enter an e-mail address like name@store.com.',
    children: <TextField type="email" defaultValue="owner@" />,
  },
};
export const Required: Story = {
  args: { required: true, children: <TextField placeholder="e.g. Cairo Fresh Market" /> },
};
export const Disabled: Story = {
  args: { disabled: true, hint: 'Only a super admin can rename a store.' },
};
export const LongText: Story = {
  args: {
    label: 'Legal name of the merchant as written on the commercial registration certificate',
    hint: 'Use the exact spelling from the certificate, including any suffix such as LLC or S.A.E.; invoices are rejected by the tax authority when the names differ.',
    required: true,
    children: <TextField defaultValue="Al Nour Trading and Distribution Company for Foodstuffs S.A.E." />,
  },
};
