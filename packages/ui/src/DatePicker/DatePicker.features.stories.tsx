import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { fn } from 'storybook/test';
import { DatePicker } from './DatePicker.tsx';
import { preloadCalendar } from '../internal/calendar/lazyCalendar.tsx';

const meta = {
  title: 'Components/DatePicker/Features',
  component: DatePicker,
  // The calendar loads on first use; the open stories show it loaded, as a second opening does.
  loaders: [() => preloadCalendar()],
  args: { 'aria-label': 'Delivery date', today: '2026-11-22', onChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'Select date' } };
export const Filled: Story = { args: { defaultValue: '2026-11-24' } };
export const Open: Story = {
  args: { defaultValue: '2026-11-24', defaultOpen: true },
  parameters: { layout: 'padded' },
};
export const OpenWithMinMax: Story = {
  args: { defaultOpen: true, min: '2026-11-22', max: '2026-12-05', defaultMonth: '2026-11-01' },
};
export const Clearable: Story = { args: { defaultValue: '2026-11-24', clearable: true } };
export const Disabled: Story = { args: { defaultValue: '2026-11-24', disabled: true } };
export const Invalid: Story = {
  render: function Render(args) {
    const errorId = useId();
    return (
      <div style={{ display: 'grid', gap: 4, justifyItems: 'start' }}>
        <DatePicker {...args} aria-describedby={errorId} invalid />
        <span id={errorId} style={{ color: 'var(--ui-fg-danger)', fontSize: 'var(--ui-font-size-sm)' }}>
          Delivery date must be after the order date.
        </span>
      </div>
    );
  },
  args: { defaultValue: '2026-11-20' },
};
export const WithVisibleLabel: Story = {
  render: function Render(args) {
    const labelId = useId();
    const [value, setValue] = useState<string | null>('2026-11-24');
    return (
      <div style={{ display: 'grid', gap: 4, justifyItems: 'start' }}>
        <span id={labelId} style={{ fontWeight: 500 }}>
          Coupon expiry date
        </span>
        <DatePicker
          {...args}
          aria-label={undefined}
          aria-labelledby={labelId}
          value={value}
          onChange={setValue}
        />
      </div>
    );
  },
};
export const FocusVisible: Story = {
  args: { defaultValue: '2026-11-24' },
  parameters: { pseudo: { focusVisible: true } },
};
export const FullWidth: Story = { args: { defaultValue: '2026-11-24', fullWidth: true } };
export const Arabic: Story = { args: { defaultValue: '2026-11-24', locale: 'ar-EG', defaultOpen: true } };
