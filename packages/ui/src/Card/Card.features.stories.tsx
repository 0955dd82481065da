import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Pencil } from 'lucide-react';
import { Button } from '../Button/index.ts';
import { Card } from './Card.tsx';

const meta = {
  title: 'Components/Card/Features',
  component: Card,
  args: {
    title: 'Wallet balance',
    subtitle: 'Store: Green Basket',
    children: 'Available: EGP 12,450.00 · Pending payouts: EGP 1,200.00',
    style: { maxInlineSize: 480 },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="sm" variant="ghost" iconStart={<Download aria-hidden />}>
          Export
        </Button>
        <Button size="sm" variant="primary" iconStart={<Pencil aria-hidden />}>
          Adjust
        </Button>
      </>
    ),
  },
};
export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <span>Last payout Nov 15, 2026</span>
        <Button size="sm" style={{ marginInlineStart: 'auto' }}>
          View history
        </Button>
      </>
    ),
  },
};
export const Shadow: Story = { args: { shadow: true } };
export const Borderless: Story = { args: { borderless: true, shadow: true } };
export const Squared: Story = { args: { squared: true } };
export const BodyOnly: Story = { args: { title: undefined, subtitle: undefined } };
export const Flush: Story = {
  args: {
    flush: true,
    children: (
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {['Coupon WELCOME10 · 10% off', 'Coupon FREESHIP · free delivery', 'Coupon EID25 · 25% off'].map(
          (text) => (
            <li
              key={text}
              style={{
                padding: '12px 20px',
                borderBlockEnd: '1px solid var(--ui-border-subtle)',
              }}
            >
              {text}
            </li>
          ),
        )}
      </ul>
    ),
  },
};
export const LongText: Story = {
  args: {
    title: 'Merchant application from Al Noor Fresh Produce and Household Supplies Trading Company',
    subtitle:
      'Submitted with commercial registration, tax card and bank letter for review by the finance team',
    actions: <Button size="sm">Review</Button>,
    children:
      'The merchant asks to sell in Cairo, Giza and Alexandria with same-day delivery. Notes: contact-person-email-alnoor.fresh.produce@example-merchant-domain.com',
  },
};
