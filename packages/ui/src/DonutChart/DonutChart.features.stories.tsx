import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DonutChart } from './DonutChart.tsx';

const mix = [
  { key: 'card', label: 'Card', value: 4_210 },
  { key: 'cod', label: 'Cash on delivery', value: 2_980 },
  { key: 'wallet', label: 'Wallet', value: 1_140 },
  { key: 'instalments', label: 'Instalments', value: 520 },
];

const meta = {
  title: 'Components/DonutChart/Features',
  component: DonutChart,
  args: { label: 'Payment methods', categoryLabel: 'Payment method', totalLabel: 'orders', data: mix },
} satisfies Meta<typeof DonutChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { data: [], emptyMessage: 'No payments in this period' } };
export const Error: Story = {
  args: { error: 'The figures could not be loaded.', onRetry: fn(), retryLabel: 'Try again' },
};
export const OnePoint: Story = { args: { data: mix.slice(0, 1) } };
export const ManyPoints: Story = {
  args: {
    label: 'Orders by status',
    categoryLabel: 'Status',
    data: [
      'Pending',
      'Confirmed',
      'Packed',
      'Shipped',
      'Out for delivery',
      'Delivered',
      'Returned',
      'Cancelled',
    ].map((status, i) => ({ key: status, label: status, value: 300 + ((i * 157) % 900) })),
  },
};
export const LongLabels: Story = {
  args: {
    data: [
      { key: 'card', label: 'Credit and debit cards through the hosted payment page', value: 4_210 },
      { key: 'cod', label: 'Cash or card on delivery to the customer’s door', value: 2_980 },
      { key: 'wallet', label: 'المحفظة الإلكترونية للعميل', value: 1_140 },
    ],
  },
};
export const NegativeValues: Story = {
  args: {
    label: 'Net revenue by payment method',
    format: { kind: 'money', currency: 'EGP' },
    totalLabel: 'net revenue',
    data: [
      { key: 'card', label: 'Card', value: 421_000_00 },
      { key: 'cod', label: 'Cash on delivery', value: 298_000_00 },
      { key: 'wallet', label: 'Wallet (refunds exceeded sales)', value: -12_500_00 },
    ],
  },
};
export const MoneyJpy: Story = {
  args: {
    label: 'Revenue by payment method',
    format: { kind: 'money', currency: 'JPY' },
    totalLabel: 'revenue',
  },
};
export const WithTable: Story = { args: { showTable: true } };
/** A slice focused from the keyboard shows its tooltip. */
export const FocusedSlice: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelectorAll<SVGElement>('[data-target]')[1]?.focus();
  },
};
