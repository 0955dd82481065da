import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronLeft, ChevronRight, ExternalLink, MoreHorizontal, Plus, Trash2 } from 'lucide-react';
import { fn } from 'storybook/test';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton/Features',
  component: IconButton,
  args: { label: 'More actions for order #10482', children: <MoreHorizontal aria-hidden />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' } as const;

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      <IconButton {...args} variant="primary" label="New coupon">
        <Plus aria-hidden />
      </IconButton>
      <IconButton {...args} variant="secondary" label="More actions for order #10482">
        <MoreHorizontal aria-hidden />
      </IconButton>
      <IconButton {...args} variant="ghost" label="More actions for order #10481">
        <MoreHorizontal aria-hidden />
      </IconButton>
      <IconButton {...args} variant="danger" label="Delete coupon RAMADAN25">
        <Trash2 aria-hidden />
      </IconButton>
    </div>
  ),
};
export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <IconButton {...args} size="sm" label="New store (small)">
        <Plus aria-hidden />
      </IconButton>
      <IconButton {...args} size="md" label="New store (medium)">
        <Plus aria-hidden />
      </IconButton>
      <IconButton {...args} size="lg" label="New store (large)">
        <Plus aria-hidden />
      </IconButton>
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = {
  args: {
    loading: true,
    variant: 'danger',
    label: 'Deleting coupon RAMADAN25',
    children: <Trash2 aria-hidden />,
  },
};
export const Hover: Story = { args: { variant: 'ghost' }, parameters: { pseudo: { hover: true } } };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };
export const Pagination: Story = {
  render: (args) => (
    <nav aria-label="Orders pages" style={row}>
      <IconButton {...args} variant="ghost" label="Previous page">
        <ChevronLeft aria-hidden data-mirror-rtl />
      </IconButton>
      <span>Page 2 of 14</span>
      <IconButton {...args} variant="ghost" label="Next page">
        <ChevronRight aria-hidden data-mirror-rtl />
      </IconButton>
    </nav>
  ),
};
export const AsLink: Story = {
  render: () => (
    <IconButton asChild label="Open store page in a new tab">
      <a href="#stores/green-basket" target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden data-mirror-rtl />
      </a>
    </IconButton>
  ),
};
