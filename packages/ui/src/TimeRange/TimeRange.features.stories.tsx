import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TimeRange } from './TimeRange.tsx';

const meta = {
  title: 'Components/TimeRange/Features',
  component: TimeRange,
  args: { label: 'Opening hours', value: [], onChange: fn() },
  tags: ['viewport-desktop'],
} satisfies Meta<typeof TimeRange>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const SplitShifts: Story = {
  args: {
    value: [
      { weekday: 5, opensAt: '09:00', closesAt: '12:00' },
      { weekday: 5, opensAt: '14:00', closesAt: '23:00' },
      { weekday: 6, opensAt: '10:00', closesAt: '14:00' },
      { weekday: 6, opensAt: '17:00', closesAt: '23:30' },
    ],
  },
};
export const Invalid: Story = {
  args: {
    value: [
      { weekday: 0, opensAt: '18:00', closesAt: '09:00' },
      { weekday: 1, opensAt: '09:00', closesAt: '14:00' },
      { weekday: 1, opensAt: '13:00', closesAt: '20:00' },
    ],
  },
};
export const Disabled: Story = {
  args: {
    disabled: true,
    value: [
      { weekday: 0, opensAt: '09:00', closesAt: '22:00' },
      { weekday: 1, opensAt: '09:00', closesAt: '22:00' },
    ],
  },
};
export const ArabicLabels: Story = {
  args: {
    label: 'ساعات العمل',
    weekdayLabels: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
    labels: {
      closed: 'مغلق',
      opensAt: 'يفتح في',
      closesAt: 'يغلق في',
      addSlot: 'إضافة فترة',
      copyToAll: 'نسخ لكل الأيام',
      removeSlot: 'حذف',
      slot: 'فترة',
      closesBeforeOpens: 'يجب أن يكون وقت الإغلاق بعد وقت الفتح.',
      overlap: 'هذه الفترة تتداخل مع فترة أخرى في نفس اليوم.',
    },
    value: [
      { weekday: 0, opensAt: '09:00', closesAt: '22:00' },
      { weekday: 4, opensAt: '09:00', closesAt: '23:00' },
    ],
  },
};
