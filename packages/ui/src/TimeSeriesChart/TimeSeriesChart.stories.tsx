import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimeSeriesChart } from './TimeSeriesChart.tsx';
import type { TimeSeriesPoint } from './TimeSeriesChart.types.ts';

/** Deterministic sample days from 2026-03-01: a weekly rhythm and a slow rise, no randomness. */
function days(count: number): TimeSeriesPoint[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10);
    const orders = Math.round(120 + 40 * Math.sin(i / 1.3) + i * 2);
    return { date, values: { orders, revenue: orders * 41_250 + (i % 5) * 9_900 } };
  });
}

const meta = {
  title: 'Components/TimeSeriesChart',
  component: TimeSeriesChart,
  args: {
    label: 'Orders and revenue per day',
    data: days(30),
    series: [
      { key: 'orders', label: 'Orders' },
      { key: 'revenue', label: 'Revenue', axis: 'secondary', type: 'area' },
    ],
    secondaryFormat: { kind: 'money', currency: 'EGP' },
  },
  argTypes: {
    granularity: { control: 'inline-radio', options: ['day', 'week', 'month', 'year'] },
  },
} satisfies Meta<typeof TimeSeriesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { height: 280, showTable: false, hideLegend: false } };
