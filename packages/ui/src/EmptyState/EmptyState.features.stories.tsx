import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, SearchX, Store } from 'lucide-react';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState/Features',
  component: EmptyState,
  args: { title: 'No stores yet' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithIcon: Story = {
  args: { icon: <Store />, description: 'Approved merchants can open stores from their dashboard.' },
};
export const WithAction: Story = {
  args: {
    icon: <Store />,
    description: 'Add the first store to start selling on the marketplace.',
    action: (
      <Button variant="primary" iconStart={<Plus aria-hidden />} onClick={fn()}>
        Add store
      </Button>
    ),
  },
};
export const NoResults: Story = {
  args: {
    icon: <SearchX />,
    title: 'No orders match these filters',
    description: 'Try another status or a wider date range.',
    action: <Button onClick={fn()}>Clear filters</Button>,
  },
};
export const Small: Story = {
  args: {
    size: 'sm',
    icon: <SearchX />,
    title: 'No coupons found',
    description: 'Search by code or campaign name.',
  },
};
export const LongText: Story = {
  args: {
    icon: <Store />,
    title: 'No stores are waiting for approval from the marketplace compliance team this week',
    description:
      'When a merchant submits a new store with its trade licence, tax registration and bank account details, it appears here for review before it can accept orders from customers.',
    action: <Button onClick={fn()}>View approved stores</Button>,
  },
};
