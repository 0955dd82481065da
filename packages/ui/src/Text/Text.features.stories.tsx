import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text.tsx';

const meta = {
  title: 'Components/Text/Features',
  component: Text,
  args: { children: 'Wallet balance updated' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

const column = { display: 'flex', flexDirection: 'column', gap: 8 } as const;

export const Sizes: Story = {
  render: (args) => (
    <div style={column}>
      <Text {...args} size="xs">
        Extra small · Last synced 2 minutes ago
      </Text>
      <Text {...args} size="sm">
        Small · 24 items in this order
      </Text>
      <Text {...args} size="md">
        Medium · Delivery to Nasr City, Cairo
      </Text>
      <Text {...args} size="lg">
        Large · Store overview
      </Text>
      <Text {...args} size="xl">
        Extra large · EGP 12,450.00
      </Text>
    </div>
  ),
};
export const Tones: Story = {
  render: (args) => (
    <div style={column}>
      <Text {...args} tone="default">
        Default · Order placed
      </Text>
      <Text {...args} tone="muted">
        Muted · Placed 14 March 2026, 10:24
      </Text>
      <Text {...args} tone="accent">
        Accent · 3 new merchants to review
      </Text>
      <Text {...args} tone="success">
        Success · Refund sent to the customer's wallet
      </Text>
      <Text {...args} tone="warning">
        Warning · Stock is running low
      </Text>
      <Text {...args} tone="danger">
        Danger · Payment failed
      </Text>
    </div>
  ),
};
export const Weights: Story = {
  render: (args) => (
    <div style={column}>
      <Text {...args} weight="regular">
        Regular · Green Basket Market
      </Text>
      <Text {...args} weight="medium">
        Medium · Green Basket Market
      </Text>
      <Text {...args} weight="strong">
        Strong · Green Basket Market
      </Text>
    </div>
  ),
};
export const Truncated: Story = {
  render: (args) => (
    <div style={{ inlineSize: 260, border: '1px dashed var(--ui-border-default)', padding: 8 }}>
      <Text {...args} as="div" truncate>
        Al Noor Organic Groceries and Household Supplies — Heliopolis branch
      </Text>
    </div>
  ),
};
export const LongText: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 420 }}>
      <Text {...args} as="p">
        The merchant asked to change the payout account for all stores in the Cairo region. Payouts are paused
        until a staff member with finance access confirms the new bank details and the next settlement date.
      </Text>
    </div>
  ),
};
export const AsParagraphs: Story = {
  render: (args) => (
    <div style={column}>
      <Text {...args} as="p" weight="strong">
        Coupon RAMADAN25
      </Text>
      <Text {...args} as="p" tone="muted" size="sm">
        25% off orders above EGP 300, valid until 30 April 2026.
      </Text>
    </div>
  ),
};
