import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tag } from './Tag.tsx';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: 'Electronics' },
  argTypes: {
    tone: { control: 'select', options: ['neutral', 'accent', 'info', 'success', 'warning', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { tone: 'accent', onRemove: fn(), children: 'Cairo' } };
