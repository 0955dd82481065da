import type { Meta, StoryObj } from '@storybook/react-vite';
import { Filter } from 'lucide-react';
import { Button } from '../Button/index.ts';
import { Popover } from './Popover.tsx';

const meta = {
  title: 'Components/Popover/Features',
  component: Popover.Root,
} satisfies Meta<typeof Popover.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = { display: 'flex', gap: 8, alignItems: 'center' } as const;

export const Open: Story = {
  render: () => (
    <Popover.Root defaultOpen>
      <Popover.Trigger asChild>
        <Button iconStart={<Filter aria-hidden />}>Filter orders</Button>
      </Popover.Trigger>
      <Popover.Content title="Filter orders" align="start">
        <div style={{ display: 'grid', gap: 8 }}>
          <label style={field}>
            <input type="checkbox" defaultChecked /> Paid
          </label>
          <label style={field}>
            <input type="checkbox" /> Awaiting payment
          </label>
          <label style={field}>
            <input type="checkbox" /> Refunded
          </label>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Popover.Close asChild>
              <Button size="sm" variant="ghost">
                Cancel
              </Button>
            </Popover.Close>
            <Button size="sm" variant="primary">
              Apply
            </Button>
          </div>
        </div>
      </Popover.Content>
    </Popover.Root>
  ),
};
export const Closed: Story = {
  render: () => (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button>Store contact</Button>
      </Popover.Trigger>
      <Popover.Content title="Al Noor Electronics">Manager: Salma Haddad</Popover.Content>
    </Popover.Root>
  ),
};
export const WithoutTitle: Story = {
  render: () => (
    <Popover.Root defaultOpen>
      <Popover.Trigger asChild>
        <Button>Wallet balance</Button>
      </Popover.Trigger>
      <Popover.Content aria-label="Wallet balance" size="sm" align="start">
        Available: SAR 1,240.50. Pending: SAR 310.00.
      </Popover.Content>
    </Popover.Root>
  ),
};
export const SideTop: Story = {
  render: () => (
    <div style={{ paddingBlockStart: 160 }}>
      <Popover.Root defaultOpen>
        <Popover.Trigger asChild>
          <Button>Customer</Button>
        </Popover.Trigger>
        <Popover.Content title="Omar Khalid" side="top" align="start" size="sm">
          12 orders since March 2024
        </Popover.Content>
      </Popover.Root>
    </div>
  ),
};
export const LongText: Story = {
  render: () => (
    <Popover.Root defaultOpen>
      <Popover.Trigger asChild>
        <Button>Refund policy</Button>
      </Popover.Trigger>
      <Popover.Content
        title="Refund policy for marketplace orders placed during promotional campaigns"
        align="start"
      >
        Customers may request a refund within 14 days of delivery. Refunds go back to the original payment
        method, or to the customer’s wallet when the payment method no longer accepts credits. Shipping fees
        are refunded only when the merchant sent the wrong item.
      </Popover.Content>
    </Popover.Root>
  ),
};
