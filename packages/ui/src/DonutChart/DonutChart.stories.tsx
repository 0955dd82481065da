import type { Meta, StoryObj } from '@storybook/react-vite';
import { DonutChart } from './DonutChart.tsx';

const meta = {
  title: 'Components/DonutChart',
  component: DonutChart,
  args: {
    label: 'Payment methods',
    categoryLabel: 'Payment method',
    totalLabel: 'orders',
    data: [
      { key: 'card', label: 'Card', value: 4_210 },
      { key: 'cod', label: 'Cash on delivery', value: 2_980 },
      { key: 'wallet', label: 'Wallet', value: 1_140 },
      { key: 'instalments', label: 'Instalments', value: 520 },
    ],
  },
} satisfies Meta<typeof DonutChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { size: 200, hideLegend: false, showTable: false } };
