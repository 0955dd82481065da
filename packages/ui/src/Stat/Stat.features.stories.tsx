import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, ShoppingBag, Store, Wallet } from 'lucide-react';
import { Sparkline } from '../Sparkline/index.ts';
import { Stat } from './Stat.tsx';

const meta = {
  title: 'Components/Stat/Features',
  component: Stat,
  args: { label: 'Orders today', value: '1,284', changeLabel: 'from yesterday' },
} satisfies Meta<typeof Stat>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TrendUp: Story = { args: { change: 12 } };
export const TrendDown: Story = { args: { change: -4.5 } };
export const IncreaseIsBad: Story = {
  args: { label: 'Cancelled orders', value: '37', change: 8, increaseIsGood: false },
};
export const Unchanged: Story = { args: { change: 0 } };
export const WithIcon: Story = {
  args: { icon: <ShoppingBag aria-hidden />, change: 3.2, helpText: 'Across 48 stores' },
};
export const Loading: Story = { args: { loading: true, change: 12, loadingLabel: 'Loading orders today' } };
export const LongText: Story = {
  args: {
    label: 'Average delivery time for scheduled orders across all Cairo and Giza stores',
    value: '42 min',
    change: -6,
    increaseIsGood: false,
    changeLabel: 'from the same week last year',
    style: { maxInlineSize: 260 },
  },
};
export const KpiRow: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 24 }}>
      <Stat
        icon={<Wallet aria-hidden />}
        label="Revenue"
        value="EGP 482,300"
        change={12}
        changeLabel="from last month"
      />
      <Stat
        icon={<ShoppingBag aria-hidden />}
        label="Orders"
        value="9,412"
        change={-2.4}
        changeLabel="from last month"
      />
      <Stat
        icon={<Store aria-hidden />}
        label="Active stores"
        value="48"
        change={0}
        changeLabel="from last month"
      />
      <Stat
        icon={<Clock aria-hidden />}
        label="Avg. delivery"
        value="42 min"
        change={-6}
        increaseIsGood={false}
        changeLabel="from last month"
      />
    </div>
  ),
};

const trend = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10),
  value: Math.round(300 + 60 * Math.sin(i / 2) + i * 4),
}));
export const WithSparkline: Story = {
  args: {
    change: 12,
    sparkline: <Sparkline label="Orders per day, last 30 days" data={trend} type="area" />,
    style: { maxInlineSize: 320 },
  },
};
