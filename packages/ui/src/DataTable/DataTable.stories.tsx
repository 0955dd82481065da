import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DataTable } from './DataTable.tsx';
import { OrdersDemo } from './DataTable.demo.tsx';
import { orderColumns, type Order } from './DataTable.fixtures.tsx';

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Order>,
  tags: ['viewport-desktop'],
  args: {
    caption: 'Orders',
    columns: orderColumns,
    data: [],
    getRowId: (order) => order.id,
    getRowLabel: (order) => `order ${order.number}`,
    page: 1,
    pageSize: 10,
    total: 20_000,
    locale: 'en-US',
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onSortChange: fn(),
  },
  argTypes: {
    density: { control: 'inline-radio', options: ['comfortable', 'dense'] },
    columns: { control: false },
    data: { control: false },
  },
  render: (args) => <OrdersDemo {...args} />,
} satisfies Meta<typeof DataTable<Order>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: {
    density: 'comfortable',
    loading: false,
    onSelectionChange: fn(),
    onColumnVisibilityChange: fn(),
    onRowClick: fn(),
  },
};
