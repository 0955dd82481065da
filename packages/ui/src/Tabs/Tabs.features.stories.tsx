import type { Meta, StoryObj } from '@storybook/react-vite';
import { Package, Settings, Wallet } from 'lucide-react';
import { Tabs } from './Tabs.tsx';

const meta = { title: 'Components/Tabs/Features', component: Tabs.Root } satisfies Meta<typeof Tabs.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {
  render: () => (
    <Tabs.Root defaultValue="pending">
      <Tabs.List aria-label="Orders by status">
        <Tabs.Trigger value="all" count={1284}>
          All
        </Tabs.Trigger>
        <Tabs.Trigger value="pending" count={12}>
          Pending
        </Tabs.Trigger>
        <Tabs.Trigger value="shipped" count={87}>
          Shipped
        </Tabs.Trigger>
        <Tabs.Trigger value="returned" count={0}>
          Returned
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="pending">12 orders are waiting for the merchant to confirm.</Tabs.Content>
    </Tabs.Root>
  ),
};
export const Disabled: Story = {
  render: () => (
    <Tabs.Root defaultValue="profile">
      <Tabs.List aria-label="Store sections">
        <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
        <Tabs.Trigger value="payouts" disabled count={3}>
          Payouts
        </Tabs.Trigger>
        <Tabs.Trigger value="staff">Staff</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="profile">Payouts unlock once the store’s bank account is verified.</Tabs.Content>
    </Tabs.Root>
  ),
};
export const WithIcon: Story = {
  render: () => (
    <Tabs.Root defaultValue="wallet">
      <Tabs.List aria-label="Merchant">
        <Tabs.Trigger value="products" icon={<Package aria-hidden />}>
          Products
        </Tabs.Trigger>
        <Tabs.Trigger value="wallet" icon={<Wallet aria-hidden />}>
          Wallet
        </Tabs.Trigger>
        <Tabs.Trigger value="settings" icon={<Settings aria-hidden />}>
          Settings
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="wallet">Available balance: SAR 1,240.50</Tabs.Content>
    </Tabs.Root>
  ),
};
export const Hover: Story = {
  ...WithCounts,
  parameters: { pseudo: { hover: '[role="tab"]:nth-child(3)' } },
};
export const FocusVisible: Story = {
  ...WithCounts,
  parameters: { pseudo: { focusVisible: '[role="tab"][aria-selected="true"]' } },
};
export const LongText: Story = {
  render: () => (
    <div style={{ maxInlineSize: 560 }}>
      <Tabs.Root defaultValue="a">
        <Tabs.List aria-label="Reports">
          <Tabs.Trigger value="a">Sales by merchant category</Tabs.Trigger>
          <Tabs.Trigger value="b">Refunds and chargebacks</Tabs.Trigger>
          <Tabs.Trigger value="c">Coupon redemptions by campaign</Tabs.Trigger>
          <Tabs.Trigger value="d">Wallet top-ups</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a">When the tabs do not fit, the list scrolls sideways.</Tabs.Content>
      </Tabs.Root>
    </div>
  ),
};
