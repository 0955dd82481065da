import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton/Features',
  component: Skeleton.Root,
  args: { label: 'Loading store' },
} satisfies Meta<typeof Skeleton.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = {
  display: 'flex',
  gap: 16,
  alignItems: 'center',
  padding: 16,
  maxInlineSize: 420,
  border: 'var(--ui-border-width) solid var(--ui-border-subtle)',
  borderRadius: 'var(--ui-radius-lg)',
  background: 'var(--ui-bg-surface)',
} as const;

export const TextLines: Story = {
  render: (args) => (
    <Skeleton.Root {...args} style={{ maxInlineSize: 480 }}>
      <Skeleton.Text lines={4} />
    </Skeleton.Root>
  ),
};
export const Circle: Story = {
  render: (args) => (
    <Skeleton.Root {...args} style={{ flexDirection: 'row' }}>
      <Skeleton.Circle size={24} />
      <Skeleton.Circle />
      <Skeleton.Circle size={64} />
    </Skeleton.Root>
  ),
};
export const Rect: Story = {
  render: (args) => (
    <Skeleton.Root {...args} style={{ maxInlineSize: 480 }}>
      <Skeleton.Rect blockSize={160} />
      <Skeleton.Rect inlineSize={120} />
    </Skeleton.Root>
  ),
};
export const StoreCard: Story = {
  render: (args) => (
    <Skeleton.Root {...args}>
      <div style={card}>
        <Skeleton.Circle size={48} />
        <Skeleton.Text lines={2} />
      </div>
    </Skeleton.Root>
  ),
};
export const OrderList: Story = {
  args: { label: 'Loading orders' },
  render: (args) => (
    <Skeleton.Root {...args} style={{ maxInlineSize: 560 }}>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <Skeleton.Rect inlineSize={96} blockSize={14} />
          <Skeleton.Text inlineSize="40%" />
          <Skeleton.Rect inlineSize={72} blockSize={14} style={{ marginInlineStart: 'auto' }} />
        </div>
      ))}
    </Skeleton.Root>
  ),
};
