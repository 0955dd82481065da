import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobLog } from './JobLog.tsx';
import { exportLog, failedLog } from './JobLog.samples.ts';

const meta = {
  title: 'Components/JobLog/Features',
  component: JobLog,
  args: { lines: exportLog, locale: 'en-GB', timeZone: 'UTC', label: 'Job log' },
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

export const Empty: Story = { args: { lines: [] } };
export const Filled: Story = {};
export const Failed: Story = { args: { lines: failedLog } };
/** More lines than fit: the region scrolls, the newest line in view. */
export const Scrolling: Story = {
  args: {
    maxHeight: 120,
    lines: Array.from({ length: 40 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 10, 22, 9, 0, i)).toISOString(),
      message: `Resent notification ${i + 1} of 40.`,
    })),
  },
};
export const Arabic: Story = {
  args: {
    locale: 'ar-EG',
    label: 'سجل المهمة',
    lines: [
      { at: '2026-11-22T09:14:02.120Z', message: 'بدأ تصدير الطلبات.' },
      { at: '2026-11-22T09:14:05.031Z', message: 'Wrote 1,000 rows.' },
      { at: '2026-11-22T09:14:10.311Z', message: 'اكتمل التصدير: 3٬000 صف.' },
    ],
  },
  decorators: [
    (Story) => (
      <div lang="ar">
        <Story />
      </div>
    ),
  ],
};
