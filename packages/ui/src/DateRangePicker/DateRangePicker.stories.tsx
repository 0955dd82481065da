import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker.tsx';

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: {
    'aria-label': 'Order date',
    today: '2026-11-22',
    defaultValue: { from: '2026-11-16', to: '2026-11-22' },
    onChange: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { clearable: true, numberOfMonths: 2, max: '2026-11-22' } };
