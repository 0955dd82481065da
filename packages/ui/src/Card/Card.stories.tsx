import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/index.ts';
import { Card } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Order #10482',
    subtitle: 'Placed by Layla Hassan at Green Basket',
    children: 'Three items, paid by card. Delivery is scheduled for Nov 24, 2026 between 10:00 and 12:00.',
    style: { maxInlineSize: 480 },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: {
    shadow: true,
    borderless: false,
    squared: false,
    actions: <Button size="sm">Edit</Button>,
    footer: 'Updated 5 minutes ago',
  },
};
