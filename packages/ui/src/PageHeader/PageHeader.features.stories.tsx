import type { Meta, StoryObj } from '@storybook/react-vite';
import { Printer, RotateCcw } from 'lucide-react';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { PageHeader } from './PageHeader.tsx';
import { OrderTabs } from './PageHeader.fixtures.tsx';

const meta = {
  title: 'Components/PageHeader/Features',
  component: PageHeader,
  args: { title: 'Order #10421' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const orderActions = (
  <>
    <Button iconStart={<Printer aria-hidden />}>Print invoice</Button>
    <Button variant="danger" iconStart={<RotateCcw aria-hidden />}>
      Refund
    </Button>
  </>
);

export const TitleOnly: Story = { args: { title: 'Wallets' } };
export const WithSubtitle: Story = { args: { subtitle: 'Placed 14 Mar 2026, 10:42 by Noura Saleh' } };
export const WithBackLink: Story = {
  args: {
    subtitle: 'Placed 14 Mar 2026, 10:42 by Noura Saleh',
    back: { href: '#orders', label: 'Orders', onClick: fn() },
  },
};
export const WithActions: Story = {
  args: { subtitle: 'Paid · 3 items · SAR 412.50', actions: orderActions },
};
export const WithTabs: Story = {
  args: {
    back: { href: '#orders', label: 'Orders' },
    subtitle: 'Paid · 3 items · SAR 412.50',
    actions: orderActions,
    tabs: <OrderTabs />,
  },
};
export const LongText: Story = {
  args: {
    title: 'Al Noor Family Supermarket and Fresh Bakery — Riyadh, King Fahd Road branch',
    subtitle:
      'Store under review since 2 Mar 2026: waiting for the commercial registration and the bank account letter',
    actions: orderActions,
  },
};
