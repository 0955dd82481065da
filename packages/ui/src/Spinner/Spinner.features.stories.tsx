import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner.tsx';

const meta = { title: 'Components/Spinner/Features', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" label="Small" />
      <Spinner size="md" label="Medium" />
      <Spinner size="lg" label="Large" />
    </div>
  ),
};
export const OnAccent: Story = {
  render: () => (
    <div
      style={{
        background: 'var(--ui-bg-accent-solid)',
        color: 'var(--ui-fg-on-solid)',
        padding: 16,
        display: 'inline-flex',
      }}
    >
      <Spinner label="Saving" />
    </div>
  ),
};
