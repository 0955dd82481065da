import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Components/Pagination/Features',
  component: Pagination,
  args: { page: 1, pageSize: 50, total: 20_000, locale: 'en-US', onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 200 } };
export const LastPage: Story = { args: { page: 400 } };
export const FewPages: Story = { args: { total: 230, page: 3 } };
export const WithPageSize: Story = { args: { page: 2, onPageSizeChange: fn() } };
/** A very long list: the server estimated the total, and the range says so. */
export const EstimatedTotal: Story = { args: { total: 1_204_311, totalIsEstimate: true } };
export const Empty: Story = { args: { total: 0 } };
/** In a space too narrow for the page numbers (a phone): the step buttons around the current page only. */
export const Narrow: Story = {
  args: { page: 200, onPageSizeChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 340 }}>
        <Story />
      </div>
    ),
  ],
};
export const ArabicLocale: Story = {
  args: {
    page: 12,
    locale: 'ar-EG',
    onPageSizeChange: fn(),
    labels: {
      nav: 'ترقيم الصفحات',
      first: 'الصفحة الأولى',
      previous: 'الصفحة السابقة',
      next: 'الصفحة التالية',
      last: 'الصفحة الأخيرة',
      page: (page) => `الصفحة ${page}`,
      pageSize: 'صفوف لكل صفحة',
      range: (from, to, total) => `${from}–${to} من ${total}`,
      estimatedRange: (from, to, total) => `${from}–${to} من حوالي ${total}`,
    },
  },
};
export const Hover: Story = { args: { page: 3 }, parameters: { pseudo: { hover: true } } };
export const FocusVisible: Story = { args: { page: 3 }, parameters: { pseudo: { focusVisible: true } } };
