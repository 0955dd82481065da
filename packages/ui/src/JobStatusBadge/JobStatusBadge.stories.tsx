import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobStatusBadge } from './JobStatusBadge.tsx';

const meta = {
  title: 'Components/JobStatusBadge',
  component: JobStatusBadge,
  args: { status: 'running' },
  argTypes: {
    status: { control: 'inline-radio', options: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof JobStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { status: 'failed', size: 'md', dot: true } };
