import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckReportTable } from './CheckReportTable.tsx';
import { productErrors } from './CheckReportTable.samples.ts';

const meta = {
  title: 'Components/CheckReportTable',
  component: CheckReportTable,
  tags: ['viewport-desktop'],
  args: {
    errors: productErrors,
    totalRows: 1200,
    errorCount: 5,
    downloadUrl: '/api/jobs/files/sample-token',
    locale: 'en-US',
  },
} satisfies Meta<typeof CheckReportTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { limit: 200 } };
