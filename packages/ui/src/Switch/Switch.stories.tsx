import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Store is open for orders', onCheckedChange: fn() },
  argTypes: {
    labelPosition: { control: 'inline-radio', options: ['start', 'end'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: {
    defaultChecked: true,
    labelPosition: 'end',
    size: 'md',
    description: 'Customers can order right now.',
  },
};
