import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BarChart } from './BarChart.tsx';
import type { BarDatum } from './BarChart.types.ts';

const products = ['Basmati rice 5 kg', 'Olive oil 1 L', 'Ground coffee', 'Dates 1 kg', 'Green tea'].map(
  (name, i): BarDatum => ({ key: `p${i}`, label: name, values: { quantity: 1_240 - i * 190 } }),
);

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const statuses = [
  { key: 'delivered', label: 'Delivered' },
  { key: 'shipped', label: 'Shipped' },
  { key: 'pending', label: 'Pending' },
  { key: 'cancelled', label: 'Cancelled' },
];
const byStatus: BarDatum[] = months.map((month, i) => ({
  key: month,
  label: `${month} 2026`,
  values: {
    delivered: 820 + i * 60,
    shipped: 140 + (i % 3) * 30,
    pending: 60 + i * 8,
    cancelled: 35 + (i % 2) * 20,
  },
}));

const meta = {
  title: 'Components/BarChart/Features',
  component: BarChart,
  args: {
    label: 'Top products by quantity sold',
    data: products,
    series: [{ key: 'quantity', label: 'Quantity' }],
    categoryLabel: 'Product',
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true, height: 200 } };
export const Empty: Story = {
  args: { data: [], emptyMessage: 'No products sold in this period', height: 200 },
};
export const Error: Story = {
  args: { error: 'The figures could not be loaded.', onRetry: fn(), retryLabel: 'Try again', height: 200 },
};
export const OnePoint: Story = { args: { data: products.slice(0, 1) } };
export const ManyPoints: Story = {
  args: {
    orientation: 'vertical',
    label: 'Orders per day',
    data: Array.from({ length: 60 }, (_, i) => ({
      key: `d${i}`,
      label: `Day ${i + 1}`,
      values: { quantity: Math.round(200 + 80 * Math.sin(i / 3)) },
    })),
  },
};
export const LongLabels: Story = {
  args: {
    label: 'Top stores by orders',
    categoryLabel: 'Store',
    data: [
      'The Great Heliopolis Family Pharmacy and Wellness Centre',
      'Zamalek Artisan Bakery & Patisserie (Brazil Street branch)',
      'متجر الإلكترونيات الحديثة في مدينة نصر',
      'Books',
    ].map((name, i) => ({ key: `s${i}`, label: name, values: { quantity: 900 - i * 170 } })),
  },
};
export const NegativeValues: Story = {
  args: {
    label: 'Net sales after refunds by store',
    format: { kind: 'money', currency: 'EGP' },
    series: [{ key: 'net', label: 'Net sales' }],
    data: ['Nile Fresh', 'Zamalek Bakery', 'Dokki Books', 'Maadi Electronics'].map((name, i) => ({
      key: `s${i}`,
      label: name,
      values: { net: [1_250_000, -310_050, 480_000, -95_500][i]! },
    })),
  },
};
export const StackedByStatus: Story = {
  args: {
    label: 'Orders by status per month',
    orientation: 'vertical',
    categoryLabel: 'Month',
    data: byStatus,
    series: statuses,
  },
};
export const StackedHorizontal: Story = {
  args: { label: 'Orders by status per month', categoryLabel: 'Month', data: byStatus, series: statuses },
};
export const WithTable: Story = { args: { showTable: true } };
/** A bar focused from the keyboard shows its tooltip. */
export const FocusedBar: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelectorAll<SVGElement>('[data-target]')[1]?.focus();
  },
};
