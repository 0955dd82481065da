import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DatePicker } from './DatePicker.tsx';
import { preloadCalendar } from '../internal/calendar/lazyCalendar.tsx';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  // The calendar loads on first use; the open stories show it loaded, as a second opening does.
  loaders: [() => preloadCalendar()],
  args: {
    'aria-label': 'Delivery date',
    defaultValue: '2026-11-24',
    today: '2026-11-22',
    onChange: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { clearable: true, min: '2026-11-22', max: '2026-12-31', placeholder: 'Select date' },
};
