import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TimeRange } from './TimeRange.tsx';
import type { TimeRangeProps } from './TimeRange.types.ts';
import type { TimeSlot } from './timeSlots.ts';

const week: TimeSlot[] = [
  { weekday: 0, opensAt: '09:00', closesAt: '22:00' },
  { weekday: 1, opensAt: '09:00', closesAt: '22:00' },
  { weekday: 2, opensAt: '09:00', closesAt: '22:00' },
  { weekday: 3, opensAt: '09:00', closesAt: '22:00' },
  { weekday: 4, opensAt: '09:00', closesAt: '23:00' },
  { weekday: 5, opensAt: '13:00', closesAt: '23:00' },
];

// Stateful wrapper so edits in the canvas show up.
function Editable(args: TimeRangeProps) {
  const [value, setValue] = useState(args.value);
  return (
    <TimeRange
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/TimeRange',
  component: TimeRange,
  args: { label: 'Opening hours', value: week, onChange: fn() },
  render: (args) => <Editable {...args} />,
  tags: ['viewport-desktop'],
} satisfies Meta<typeof TimeRange>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { disabled: false } };
