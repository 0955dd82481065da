import type { Meta, StoryObj } from '@storybook/react-vite';
import { Kbd } from './Kbd.tsx';

const meta = {
  title: 'Components/Kbd',
  component: Kbd,
  args: { keys: ['Ctrl', 'K'] },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Kbd>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { keys: ['Ctrl', 'Shift', 'O'], size: 'md' } };
