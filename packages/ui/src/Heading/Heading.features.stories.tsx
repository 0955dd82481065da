import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Components/Heading/Features',
  component: Heading,
  args: { level: 1, children: 'Orders' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

const column = { display: 'flex', flexDirection: 'column', gap: 12 } as const;

export const Levels: Story = {
  render: () => (
    <div style={column}>
      <Heading level={1}>Level 1 · Merchants</Heading>
      <Heading level={2}>Level 2 · Green Basket Market</Heading>
      <Heading level={3}>Level 3 · Stores</Heading>
      <Heading level={4}>Level 4 · Opening hours</Heading>
      <Heading level={5}>Level 5 · Payout account</Heading>
      <Heading level={6}>Level 6 · Notes</Heading>
    </div>
  ),
};
export const SizeIndependentOfLevel: Story = {
  render: () => (
    <div style={column}>
      <Heading level={1} size="md">
        Page title kept small (h1, size md)
      </Heading>
      <Heading level={2} size="2xl">
        EGP 1,284,300 (h2, size 2xl)
      </Heading>
      <Heading level={3} size="xs" tone="muted">
        Section label (h3, size xs, muted)
      </Heading>
    </div>
  ),
};
export const Muted: Story = { args: { level: 2, tone: 'muted', children: 'Archived coupons' } };
export const Truncated: Story = {
  render: () => (
    <div style={{ inlineSize: 280 }}>
      <Heading level={1} truncate>
        Al Noor Organic Groceries and Household Supplies
      </Heading>
    </div>
  ),
};
export const LongText: Story = {
  render: () => (
    <div style={{ inlineSize: 360 }}>
      <Heading level={1}>Refund requests waiting for finance approval in the Cairo and Giza regions</Heading>
    </div>
  ),
};
export const Arabic: Story = {
  render: () => (
    <div lang="ar" dir="rtl" style={column}>
      <Heading level={1}>الطلبات</Heading>
      <Heading level={2}>سوق السلة الخضراء</Heading>
    </div>
  ),
};
