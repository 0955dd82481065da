import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: 1, children: 'Orders' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] },
    tone: { control: 'inline-radio', options: ['default', 'muted'] },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { level: 1, size: '2xl', children: 'Store performance' } };
