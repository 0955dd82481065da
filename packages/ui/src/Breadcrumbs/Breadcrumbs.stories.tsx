import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { key: 'dashboard', title: 'Dashboard', url: '#/dashboard' },
      { key: 'orders', title: 'Orders', url: '#/orders' },
      { key: 'order', title: 'Order #10482', url: '#/orders/10482' },
    ],
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['v1', 'v2'] },
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { variant: 'v2' } };
