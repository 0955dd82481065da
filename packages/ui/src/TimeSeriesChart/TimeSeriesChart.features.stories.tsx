import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TimeSeriesChart } from './TimeSeriesChart.tsx';
import type { TimeSeriesPoint } from './TimeSeriesChart.types.ts';

function days(count: number, start = 0): TimeSeriesPoint[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2026, 2, 1 + start + i)).toISOString().slice(0, 10);
    const orders = Math.round(120 + 40 * Math.sin(i / 1.3) + i * 2);
    return { date, values: { orders, revenue: orders * 41_250 + (i % 5) * 9_900 } };
  });
}

const meta = {
  title: 'Components/TimeSeriesChart/Features',
  component: TimeSeriesChart,
  args: {
    label: 'Orders and revenue per day',
    data: days(14),
    series: [
      { key: 'orders', label: 'Orders' },
      { key: 'revenue', label: 'Revenue', axis: 'secondary', type: 'area' },
    ],
    secondaryFormat: { kind: 'money', currency: 'EGP' },
  },
} satisfies Meta<typeof TimeSeriesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true, loadingLabel: 'Loading orders and revenue' } };
export const Empty: Story = { args: { data: [], emptyMessage: 'No orders in this period' } };
export const Error: Story = {
  args: { error: 'The figures could not be loaded.', onRetry: fn(), retryLabel: 'Try again' },
};
export const OnePoint: Story = { args: { data: days(1) } };
export const ManyPoints: Story = { args: { data: days(365) } };
export const LongLabels: Story = {
  args: {
    series: [
      { key: 'orders', label: 'Orders placed by customers in every Cairo and Giza store' },
      {
        key: 'revenue',
        label: 'Revenue after discounts and before delivery charges',
        axis: 'secondary',
        type: 'area',
      },
    ],
  },
};
export const NegativeValues: Story = {
  args: {
    label: 'Net wallet movement per day',
    series: [{ key: 'net', label: 'Net movement', type: 'area' }],
    primaryFormat: { kind: 'money', currency: 'EGP' },
    data: days(21).map((point, i) => ({
      date: point.date,
      values: { net: Math.round(Math.sin(i / 2) * 1_500_000) },
    })),
  },
};
export const GapInSeries: Story = {
  args: {
    data: days(14).map((point, i) =>
      i >= 5 && i <= 7 ? { ...point, values: { ...point.values, orders: null } } : point,
    ),
  },
};
export const Monthly: Story = {
  args: {
    label: 'Orders and revenue per month',
    granularity: 'month',
    secondaryFormat: { kind: 'money', currency: 'KWD' },
    data: Array.from({ length: 12 }, (_, i) => ({
      date: new Date(Date.UTC(2025, i, 1)).toISOString().slice(0, 10),
      values: { orders: 3_000 + i * 180, revenue: 1_250_000 + i * 95_125 },
    })),
  },
};
export const WithTable: Story = { args: { data: days(5), showTable: true } };
/** A point focused from the keyboard shows its tooltip. */
export const FocusedPoint: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelectorAll<SVGElement>('[data-target]')[4]?.focus();
  },
};
