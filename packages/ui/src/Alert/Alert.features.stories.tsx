import type { Meta, StoryObj } from '@storybook/react-vite';
import { Store } from 'lucide-react';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Components/Alert/Features',
  component: Alert,
  args: { title: 'Payouts run every Sunday' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert
        tone="info"
        title="Payouts run every Sunday"
        description="Balances above SAR 50.00 are paid out."
      />
      <Alert
        tone="success"
        title="Store approved"
        description="Al Noor Electronics can now publish products."
      />
      <Alert tone="warning" title="3 orders are late" description="They passed the promised delivery date." />
      <Alert tone="danger" title="Payout failed" description="The bank rejected the IBAN of this merchant." />
    </div>
  ),
};
export const WithAction: Story = {
  args: {
    tone: 'danger',
    title: 'Payout failed',
    description: 'The bank rejected the IBAN of this merchant.',
    action: (
      <Button size="sm" onClick={fn()}>
        Retry payout
      </Button>
    ),
  },
};
export const Dismissible: Story = {
  args: {
    tone: 'success',
    title: 'Coupon RAMADAN25 created',
    description: 'It is active from 1 March to 30 March.',
    onDismiss: fn(),
    dismissLabel: 'Dismiss',
  },
};
export const TitleOnly: Story = { args: { tone: 'warning', title: 'This store has no shipping zones yet.' } };
export const WithIcon: Story = {
  args: {
    title: 'Store on holiday mode',
    description: 'Customers can browse but not order until 12 April.',
    icon: <Store />,
  },
};
export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'Some products in this order are no longer available from the merchant’s warehouse in Jeddah',
    description:
      'Contact the customer before shipping: offer a replacement of equal value, a partial refund to their wallet, or cancel the affected lines. The order stays on hold until every line is resolved.',
    onDismiss: fn(),
    action: <Button size="sm">Contact customer</Button>,
  },
};
export const FocusVisible: Story = {
  args: { onDismiss: fn(), description: 'Balances above SAR 50.00 are paid out.' },
  parameters: { pseudo: { focusVisible: 'button' } },
};
