import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { fn } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker.tsx';

const meta = {
  title: 'Components/DateRangePicker/Features',
  component: DateRangePicker,
  args: { 'aria-label': 'Order date', today: '2026-11-22', onChange: fn() },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: { from: '2026-11-03', to: '2026-11-18' } } };
export const Open: Story = {
  args: {
    defaultValue: { from: '2026-11-16', to: '2026-11-22' },
    defaultMonth: '2026-10-01',
    defaultOpen: true,
    max: '2026-11-22',
  },
};
export const OpenOneMonth: Story = {
  args: {
    defaultValue: { from: '2026-11-03', to: '2026-11-12' },
    numberOfMonths: 1,
    defaultOpen: true,
  },
};
export const OpenWithoutPresets: Story = {
  args: { presets: [], numberOfMonths: 1, defaultMonth: '2026-11-01', defaultOpen: true },
};
export const Clearable: Story = {
  args: { defaultValue: { from: '2026-11-01', to: '2026-11-22' }, clearable: true },
};
export const Disabled: Story = {
  args: { defaultValue: { from: '2026-11-01', to: '2026-11-22' }, disabled: true },
};
export const Invalid: Story = {
  render: function Render(args) {
    const errorId = useId();
    return (
      <div style={{ display: 'grid', gap: 4, justifyItems: 'start' }}>
        <DateRangePicker {...args} aria-describedby={errorId} invalid />
        <span id={errorId} style={{ color: 'var(--ui-fg-danger)', fontSize: 'var(--ui-font-size-sm)' }}>
          Reports cover at most 90 days.
        </span>
      </div>
    );
  },
  args: { defaultValue: { from: '2026-01-01', to: '2026-11-22' } },
};
export const FocusVisible: Story = {
  args: { defaultValue: { from: '2026-11-16', to: '2026-11-22' } },
  parameters: { pseudo: { focusVisible: true } },
};
export const Arabic: Story = {
  args: {
    locale: 'ar-EG',
    numberOfMonths: 1,
    defaultValue: { from: '2026-11-16', to: '2026-11-22' },
    defaultOpen: true,
    presets: [],
  },
};
