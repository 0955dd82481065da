import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ColorPicker } from './ColorPicker.tsx';

const meta = {
  title: 'Components/ColorPicker',
  component: ColorPicker,
  args: { label: 'Primary colour', defaultValue: '#4b7cf3', onChange: fn() },
} satisfies Meta<typeof ColorPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { disabled: false, hexLabel: 'Hex code', customLabel: 'Custom colour' },
};
