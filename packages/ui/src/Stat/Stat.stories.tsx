import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stat } from './Stat.tsx';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  args: { label: 'Revenue this month', value: 'EGP 482,300', change: 12, changeLabel: 'from last month' },
} satisfies Meta<typeof Stat>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { increaseIsGood: true, loading: false, helpText: '1,284 orders' } };
