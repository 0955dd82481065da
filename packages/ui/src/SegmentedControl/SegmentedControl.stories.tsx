import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl.tsx';

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl.Root,
  args: { 'aria-label': 'Sales period', defaultValue: 'week', onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
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

export const Default: Story = {};
export const Playground: Story = { args: { size: 'md', fullWidth: false, disabled: false } };
