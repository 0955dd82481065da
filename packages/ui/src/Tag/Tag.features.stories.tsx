import type { Meta, StoryObj } from '@storybook/react-vite';
import { Store } from 'lucide-react';
import { fn } from 'storybook/test';
import { Tag } from './Tag.tsx';

const meta = {
  title: 'Components/Tag/Features',
  component: Tag,
  args: { children: 'Groceries', onRemove: fn() },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' } as const;

export const Tones: Story = {
  render: (args) => (
    <div style={row}>
      <Tag {...args} tone="neutral">
        Neutral
      </Tag>
      <Tag {...args} tone="accent">
        Featured
      </Tag>
      <Tag {...args} tone="info">
        New merchant
      </Tag>
      <Tag {...args} tone="success">
        Verified
      </Tag>
      <Tag {...args} tone="warning">
        Low stock
      </Tag>
      <Tag {...args} tone="danger">
        Blocked
      </Tag>
    </div>
  ),
};
export const Removable: Story = {
  render: (args) => (
    <div style={row} role="group" aria-label="Active filters">
      <Tag {...args}>Status: Pending</Tag>
      <Tag {...args}>Store: Green Basket</Tag>
      <Tag {...args}>City: Giza</Tag>
    </div>
  ),
};
export const WithoutRemove: Story = { args: { onRemove: undefined, children: 'Home delivery' } };
export const WithIcon: Story = {
  args: { icon: <Store aria-hidden />, children: 'Green Basket Market', tone: 'accent' },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <Tag {...args} size="sm">
        Small
      </Tag>
      <Tag {...args} size="md">
        Medium
      </Tag>
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true, children: 'City: Giza' } };
export const RemoveHover: Story = {
  args: { children: 'City: Giza' },
  parameters: { pseudo: { hover: ['button'] } },
};
export const RemoveFocusVisible: Story = {
  args: { children: 'City: Giza' },
  parameters: { pseudo: { focusVisible: ['button'] } },
};
export const LongText: Story = {
  render: (args) => (
    <div style={{ inlineSize: 240 }}>
      <Tag {...args}>Al Noor Organic Groceries and Household Supplies</Tag>
    </div>
  ),
};
