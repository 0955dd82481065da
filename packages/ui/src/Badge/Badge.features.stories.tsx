import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Users } from 'lucide-react';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Components/Badge/Features',
  component: Badge,
  args: { count: 8 },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' } as const;
const menuItem = {
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  inlineSize: 240,
  paddingBlock: 8,
  paddingInline: 12,
  borderRadius: 'var(--ui-radius-md)',
  background: 'var(--ui-bg-surface)',
  color: 'var(--ui-fg-default)',
  textDecoration: 'none',
} as const;

export const Tones: Story = {
  render: (args) => (
    <div style={row}>
      <Badge {...args} tone="accent" />
      <Badge {...args} tone="neutral" />
      <Badge {...args} tone="info" />
      <Badge {...args} tone="success" />
      <Badge {...args} tone="warning" />
      <Badge {...args} tone="danger" />
    </div>
  ),
};
export const OverMax: Story = {
  render: () => (
    <div style={row}>
      <Badge count={99} />
      <Badge count={100} label="More than 99 unread messages" />
      <Badge count={532} max={999} />
      <Badge count={1200} max={999} />
    </div>
  ),
};
export const InMenuItem: Story = {
  render: () => (
    <nav aria-label="Main">
      <a href="#customers" style={menuItem}>
        <Users aria-hidden size={16} />
        <span style={{ flex: 1 }}>Customers</span>
        <Badge count={532} max={999} label="532 new customers" />
      </a>
    </nav>
  ),
};
export const Dot: Story = {
  render: () => (
    <div style={row}>
      <button
        type="button"
        aria-label="Notifications, new items"
        style={{
          position: 'relative',
          display: 'inline-flex',
          padding: 8,
          border: '1px solid var(--ui-border-default)',
          borderRadius: 'var(--ui-radius-md)',
          background: 'var(--ui-bg-surface)',
          color: 'var(--ui-fg-default)',
        }}
      >
        <Bell aria-hidden size={16} />
        <Badge dot tone="danger" style={{ position: 'absolute', insetBlockStart: 4, insetInlineEnd: 4 }} />
      </button>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        Payouts <Badge dot tone="success" label="New payout report" />
      </span>
    </div>
  ),
};
export const Zero: Story = {
  render: () => (
    <div style={row}>
      <span>
        Hidden at zero: <Badge count={0} />
      </span>
      <span>
        With showZero: <Badge count={0} showZero tone="neutral" />
      </span>
    </div>
  ),
};
export const Arabic: Story = {
  render: () => (
    <div lang="ar" style={row}>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        العملاء <Badge count={532} max={999} lang="ar-EG" label="٥٣٢ عميلًا جديدًا" />
      </span>
    </div>
  ),
};
