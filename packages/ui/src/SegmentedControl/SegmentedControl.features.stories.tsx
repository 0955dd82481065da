import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutGrid, List, Rows3 } from 'lucide-react';
import { fn } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl.tsx';

const meta = {
  title: 'Components/SegmentedControl/Features',
  component: SegmentedControl.Root,
  args: { 'aria-label': 'Sales period', defaultValue: 'today', onValueChange: fn() },
  render: (args) => (
    <SegmentedControl.Root {...args}>
      <SegmentedControl.Item value="today">Today</SegmentedControl.Item>
      <SegmentedControl.Item value="week">Week</SegmentedControl.Item>
      <SegmentedControl.Item value="month">Month</SegmentedControl.Item>
    </SegmentedControl.Root>
  ),
} satisfies Meta<typeof SegmentedControl.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 'sm' } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledItem: Story = {
  args: { 'aria-label': 'Order status', defaultValue: 'open' },
  render: (args) => (
    <SegmentedControl.Root {...args}>
      <SegmentedControl.Item value="open">Open</SegmentedControl.Item>
      <SegmentedControl.Item value="shipped">Shipped</SegmentedControl.Item>
      <SegmentedControl.Item value="archived" disabled>
        Archived
      </SegmentedControl.Item>
    </SegmentedControl.Root>
  ),
};
export const WithIcon: Story = {
  args: { 'aria-label': 'Catalogue layout', defaultValue: 'list' },
  render: (args) => (
    <SegmentedControl.Root {...args}>
      <SegmentedControl.Item value="list" icon={<List />}>
        List
      </SegmentedControl.Item>
      <SegmentedControl.Item value="grid" icon={<LayoutGrid />}>
        Grid
      </SegmentedControl.Item>
    </SegmentedControl.Root>
  ),
};
export const IconOnly: Story = {
  args: { 'aria-label': 'Table density', defaultValue: 'comfortable', size: 'sm' },
  render: (args) => (
    <SegmentedControl.Root {...args}>
      <SegmentedControl.Item value="comfortable" icon={<List />} aria-label="Comfortable rows" />
      <SegmentedControl.Item value="dense" icon={<Rows3 />} aria-label="Dense rows" />
    </SegmentedControl.Root>
  ),
};
export const LongText: Story = {
  args: { 'aria-label': 'Payout schedule', defaultValue: 'weekly' },
  render: (args) => (
    <div style={{ maxInlineSize: 420 }}>
      <SegmentedControl.Root {...args} fullWidth>
        <SegmentedControl.Item value="daily">Every business day</SegmentedControl.Item>
        <SegmentedControl.Item value="weekly">Weekly on Sunday after settlement</SegmentedControl.Item>
        <SegmentedControl.Item value="monthly">Monthly</SegmentedControl.Item>
      </SegmentedControl.Root>
    </div>
  ),
};
export const Hover: Story = { parameters: { pseudo: { hover: true } } };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };
