import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

interface Args {
  defaultValue: string;
  activationMode: 'automatic' | 'manual';
  onValueChange: (value: string) => void;
}

const meta = {
  title: 'Components/Tabs',
  args: { defaultValue: 'pending', activationMode: 'automatic', onValueChange: fn() },
  argTypes: {
    defaultValue: { control: 'inline-radio', options: ['all', 'pending', 'shipped'] },
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Orders by status">
        <Tabs.Trigger value="all">All orders</Tabs.Trigger>
        <Tabs.Trigger value="pending">Pending</Tabs.Trigger>
        <Tabs.Trigger value="shipped">Shipped</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="all">Every order placed in the last 30 days.</Tabs.Content>
      <Tabs.Content value="pending">Orders waiting for the merchant to confirm.</Tabs.Content>
      <Tabs.Content value="shipped">Orders handed to the courier.</Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { defaultValue: 'all', activationMode: 'manual' } };
