import type { Meta, StoryObj } from '@storybook/react-vite';
import { Timeline } from './Timeline.tsx';
import type { TimelineEntry } from './Timeline.types.ts';

const orderHistory: TimelineEntry[] = [
  {
    id: 'h1',
    status: 'Pending',
    tone: 'warning',
    actor: 'Layla Hassan (customer)',
    time: 'Nov 22, 2026, 09:12',
    dateTime: '2026-11-22T09:12:00Z',
  },
  {
    id: 'h2',
    status: 'Accepted',
    tone: 'info',
    actor: 'Green Basket',
    time: 'Nov 22, 2026, 09:20',
    dateTime: '2026-11-22T09:20:00Z',
    customerNotified: true,
  },
  {
    id: 'h3',
    status: 'Out for delivery',
    tone: 'accent',
    actor: 'Omar Said',
    time: 'Nov 22, 2026, 10:05',
    dateTime: '2026-11-22T10:05:00Z',
    comment: 'Courier called the customer to confirm the building entrance.',
    customerNotified: true,
  },
];

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  args: { entries: orderHistory, currentId: 'h3' },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { currentLabel: 'Current', customerNotifiedLabel: 'Customer notified' },
};
