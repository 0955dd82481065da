import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobStatusBadge } from './JobStatusBadge.tsx';
import { JOB_STATUSES } from './JobStatusBadge.types.ts';

const meta = {
  title: 'Components/JobStatusBadge/Features',
  component: JobStatusBadge,
  args: { status: 'queued' },
} satisfies Meta<typeof JobStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' } as const;

export const Queued: Story = { args: { status: 'queued' } };
export const Running: Story = { args: { status: 'running' } };
export const Succeeded: Story = { args: { status: 'succeeded' } };
export const Failed: Story = { args: { status: 'failed' } };
export const Cancelled: Story = { args: { status: 'cancelled' } };
export const AllStatuses: Story = {
  render: () => (
    <div style={row}>
      {JOB_STATUSES.map((status) => (
        <JobStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};
export const Small: Story = { args: { status: 'succeeded', size: 'sm' } };
/** A status a newer server sent that this build does not know: its raw text, neutral. */
export const UnknownStatus: Story = { args: { status: 'paused' } };
export const Arabic: Story = {
  render: () => (
    <div lang="ar" style={row}>
      {JOB_STATUSES.map((status) => (
        <JobStatusBadge
          key={status}
          status={status}
          labels={{
            queued: 'في الانتظار',
            running: 'قيد التشغيل',
            succeeded: 'اكتملت',
            failed: 'فشلت',
            cancelled: 'أُلغيت',
          }}
        />
      ))}
    </div>
  ),
};
