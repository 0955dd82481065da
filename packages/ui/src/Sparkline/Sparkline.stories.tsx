import type { Meta, StoryObj } from '@storybook/react-vite';
import { Sparkline } from './Sparkline.tsx';

const meta = {
  title: 'Components/Sparkline',
  component: Sparkline,
  args: {
    label: 'Orders per day, last 30 days',
    data: Array.from({ length: 30 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10),
      value: Math.round(120 + 40 * Math.sin(i / 1.3) + i * 2),
    })),
  },
  argTypes: { type: { control: 'inline-radio', options: ['line', 'area'] } },
} satisfies Meta<typeof Sparkline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { type: 'area', width: 120, height: 36 } };
