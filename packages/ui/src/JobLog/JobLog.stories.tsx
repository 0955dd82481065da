import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobLog } from './JobLog.tsx';
import { exportLog } from './JobLog.samples.ts';

const meta = {
  title: 'Components/JobLog',
  component: JobLog,
  args: { lines: exportLog, locale: 'en-GB', timeZone: 'UTC', label: 'Export log' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobLog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { maxHeight: 160, follow: true } };
