import type { Meta, StoryObj } from '@storybook/react-vite';
import { Timeline } from './Timeline.tsx';
import type { TimelineEntry } from './Timeline.types.ts';

const entries: TimelineEntry[] = [
  { id: 'a', status: 'Pending', tone: 'warning', actor: 'Layla Hassan', time: 'Nov 20, 2026, 18:40' },
  { id: 'b', status: 'Accepted', tone: 'info', actor: 'Green Basket', time: 'Nov 20, 2026, 18:46' },
  { id: 'c', status: 'Delivered', tone: 'success', actor: 'Omar Said', time: 'Nov 20, 2026, 19:30' },
];

const meta = {
  title: 'Components/Timeline/Features',
  component: Timeline,
  args: { entries },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  args: {
    entries: [
      { id: '1', status: 'Draft', tone: 'neutral', time: 'Nov 18, 2026, 08:00' },
      { id: '2', status: 'Pending', tone: 'warning', time: 'Nov 18, 2026, 08:05' },
      { id: '3', status: 'Accepted', tone: 'info', time: 'Nov 18, 2026, 08:10' },
      { id: '4', status: 'Out for delivery', tone: 'accent', time: 'Nov 18, 2026, 09:00' },
      { id: '5', status: 'Delivered', tone: 'success', time: 'Nov 18, 2026, 09:40' },
      { id: '6', status: 'Refunded', tone: 'danger', time: 'Nov 19, 2026, 12:00' },
    ],
  },
};
export const Current: Story = { args: { currentId: 'c' } };
export const WithComment: Story = {
  args: {
    currentId: 'd',
    entries: [
      ...entries,
      {
        id: 'd',
        status: 'Cancelled',
        tone: 'danger',
        actor: 'Mona Adel (support)',
        time: 'Nov 21, 2026, 11:15',
        comment: 'Customer asked to cancel: wrong delivery address.\nRefund issued to wallet.',
        customerNotified: true,
      },
    ],
  },
};
export const CustomerNotified: Story = {
  args: { entries: entries.map((e) => ({ ...e, customerNotified: true })), currentId: 'c' },
};
export const Empty: Story = { args: { entries: [] } };
export const LongText: Story = {
  args: {
    style: { maxInlineSize: 420 },
    currentId: 'x',
    entries: [
      {
        id: 'x',
        status: 'Awaiting pickup by third-party logistics partner from the central warehouse',
        tone: 'warning',
        actor: 'Al Noor Fresh Produce and Household Supplies Trading Company',
        time: 'Nov 22, 2026, 16:45',
        comment:
          'Partner reference: LOGISTICS-PARTNER-REFERENCE-2026-11-22-000045812 — the driver must bring the signed manifest.',
        customerNotified: true,
      },
    ],
  },
};
