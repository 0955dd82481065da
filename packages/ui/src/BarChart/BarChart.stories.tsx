import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from './BarChart.tsx';

const stores = [
  'Nile Fresh Market',
  'Zamalek Bakery',
  'Heliopolis Pharmacy',
  'Maadi Electronics',
  'Dokki Books',
  'Giza Home & Garden',
  'Nasr City Toys',
  'Mohandessin Flowers',
  'Shubra Sports',
  'Garden City Deli',
].map((name, i) => ({ key: `store-${i + 1}`, label: name, values: { revenue: 9_800_000 - i * 830_000 } }));

const meta = {
  title: 'Components/BarChart',
  component: BarChart,
  args: {
    label: 'Top 10 stores by revenue',
    data: stores,
    series: [{ key: 'revenue', label: 'Revenue' }],
    format: { kind: 'money', currency: 'EGP' },
    categoryLabel: 'Store',
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { orientation: 'horizontal', labelWidth: 140, showTable: false } };
