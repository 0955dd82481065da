import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Components/VisuallyHidden/Features',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 34,
  blockSize: 34,
  border: '1px solid var(--ui-border-default)',
  borderRadius: 'var(--ui-radius-md)',
  background: 'var(--ui-bg-surface)',
  color: 'var(--ui-fg-default)',
} as const;

export const NamesAnIconButton: Story = {
  render: () => (
    <button type="button" style={iconButton}>
      <Trash2 aria-hidden size={16} />
      <VisuallyHidden>Delete coupon RAMADAN25</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete coupon RAMADAN25' })).toBeVisible();
  },
};
export const StatusBesideAColour: Story = {
  render: () => (
    <p style={{ margin: 0, display: 'flex', alignItems: 'center', gap: 8 }}>
      <span
        aria-hidden
        style={{
          inlineSize: 8,
          blockSize: 8,
          borderRadius: 'var(--ui-radius-full)',
          background: 'var(--ui-green-9)',
        }}
      />
      <VisuallyHidden>Status: open.</VisuallyHidden>
      Green Basket Market · Heliopolis
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Status: open.')).toBeInTheDocument();
  },
};
export const HiddenHeading: Story = {
  render: () => (
    <section aria-labelledby="filters-heading">
      <VisuallyHidden asChild>
        <h2 id="filters-heading">Order filters</h2>
      </VisuallyHidden>
      <p style={{ margin: 0 }}>Status: Pending · Store: Green Basket Market</p>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Order filters' })).toBeInTheDocument();
  },
};
