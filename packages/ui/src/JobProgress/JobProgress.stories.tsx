import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobProgress } from './JobProgress.tsx';

const meta = {
  title: 'Components/JobProgress',
  component: JobProgress,
  args: { label: 'Exporting orders', done: 1284, total: 3000, status: 'running' },
  argTypes: {
    status: { control: 'inline-radio', options: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { size: 'md', hideLabel: false } };
