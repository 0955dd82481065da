import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobProgress } from './JobProgress.tsx';

const meta = {
  title: 'Components/JobProgress/Features',
  component: JobProgress,
  args: { label: 'Exporting orders', done: 1284, total: 3000, status: 'running', locale: 'en-US' },
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

export const Queued: Story = { args: { status: 'queued', done: 0, total: null } };
export const Running: Story = {};
/** The total is not known yet (a script counting as it goes): the bar sweeps, the count shows. */
export const Indeterminate: Story = { args: { label: 'Verifying wallet ledger', done: 5120, total: null } };
export const Succeeded: Story = { args: { status: 'succeeded', done: 3000, total: 3000 } };
export const SucceededUnknownTotal: Story = {
  args: { label: 'Removing expired job files', status: 'succeeded', done: 12, total: null },
};
export const Failed: Story = { args: { status: 'failed', done: 1890, total: 3000 } };
export const Cancelled: Story = { args: { status: 'cancelled', done: 420, total: 3000 } };
export const EmptyJob: Story = {
  args: { label: 'Exporting coupons', status: 'succeeded', done: 0, total: 0 },
};
export const Small: Story = { args: { size: 'sm', hideLabel: true } };
export const LargeNumbers: Story = { args: { done: 734_512, total: 1_000_000 } };
export const Arabic: Story = {
  args: {
    label: 'تصدير الطلبات',
    locale: 'ar-EG',
    formatValue: ({ percent, done, total }) => `${percent} · ${done} من ${total ?? '?'}`,
  },
  decorators: [
    (Story) => (
      <div lang="ar">
        <Story />
      </div>
    ),
  ],
};
