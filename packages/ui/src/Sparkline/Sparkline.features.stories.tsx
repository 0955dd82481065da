import type { Meta, StoryObj } from '@storybook/react-vite';
import { Sparkline } from './Sparkline.tsx';
import type { SparklinePoint } from './Sparkline.types.ts';

function days(count: number, value: (i: number) => number): SparklinePoint[] {
  return Array.from({ length: count }, (_, i) => ({
    date: new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10),
    value: value(i),
  }));
}

const meta = {
  title: 'Components/Sparkline/Features',
  component: Sparkline,
  args: { label: 'Orders per day, last 14 days', data: days(14, (i) => 100 + ((i * 37) % 50)) },
} satisfies Meta<typeof Sparkline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { data: [], emptyMessage: 'No orders in this period' } };
export const Error: Story = { args: { error: 'The trend could not be loaded.' } };
export const OnePoint: Story = { args: { data: days(1, () => 42) } };
export const ManyPoints: Story = {
  args: { type: 'area', width: 240, data: days(365, (i) => Math.round(200 + 60 * Math.sin(i / 9) + i / 3)) },
};
export const LongLabels: Story = {
  args: {
    label: 'Revenue per day across every store in Cairo, Giza and Alexandria over the last fourteen days',
    format: { kind: 'money', currency: 'EGP' },
  },
};
export const NegativeValues: Story = {
  args: { label: 'Net wallet movement per day', data: days(20, (i) => Math.round(Math.sin(i / 2) * 5_000)) },
};
