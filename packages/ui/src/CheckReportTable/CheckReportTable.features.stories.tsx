import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckReportTable } from './CheckReportTable.tsx';
import { manyErrors, productErrors } from './CheckReportTable.samples.ts';

const meta = {
  title: 'Components/CheckReportTable/Features',
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

export const WithErrors: Story = {};
/** Every row passed: the import may go ahead. */
export const Clean: Story = { args: { errors: [], errorCount: 0, downloadUrl: null } };
/** More problems than the page lists: the first 200, and the full report to download. */
export const Truncated: Story = {
  args: { errors: manyErrors(200), errorCount: 1532, totalRows: 100_000 },
};
export const WithoutDownload: Story = { args: { downloadUrl: null } };
export const Arabic: Story = {
  args: {
    locale: 'ar-EG',
    labels: {
      caption: 'المشكلات',
      row: 'الصف',
      column: 'العمود',
      value: 'القيمة',
      message: 'الرسالة',
      summary: (errors, rows) => `${errors} مشكلات في ${rows} صف — لم يُستورد شيء`,
      download: 'تنزيل التقرير الكامل (CSV)',
    },
    errors: [
      { row: 4, column: 'price_minor', value: '12.50', message: 'يجب أن يكون السعر عددًا صحيحًا.' },
      { row: 9, column: 'store_slug', value: 'green-baskett', message: 'لا يوجد متجر بهذا المعرّف.' },
    ],
    errorCount: 2,
  },
  decorators: [
    (Story) => (
      <div lang="ar">
        <Story />
      </div>
    ),
  ],
};
