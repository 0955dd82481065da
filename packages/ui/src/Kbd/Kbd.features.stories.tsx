import type { Meta, StoryObj } from '@storybook/react-vite';
import { Kbd } from './Kbd.tsx';

const meta = {
  title: 'Components/Kbd/Features',
  component: Kbd,
} satisfies Meta<typeof Kbd>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' } as const;

export const SingleKey: Story = {
  render: () => (
    <div style={row}>
      <Kbd>Esc</Kbd>
      <Kbd>Enter</Kbd>
      <Kbd>/</Kbd>
      <Kbd>?</Kbd>
    </div>
  ),
};
export const Sizes: Story = {
  render: () => (
    <div style={row}>
      <Kbd size="sm" keys={['Ctrl', 'K']} />
      <Kbd size="md" keys={['Ctrl', 'K']} />
    </div>
  ),
};
export const InText: Story = {
  render: () => (
    <p style={{ margin: 0, maxInlineSize: 420 }}>
      Press <Kbd keys={['Ctrl', 'K']} /> to search orders, stores and customers, or <Kbd>Esc</Kbd> to close
      the search.
    </p>
  ),
};
export const InMenu: Story = {
  render: () => (
    <ul
      aria-label="Shortcuts"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 8,
        inlineSize: 260,
        border: '1px solid var(--ui-border-subtle)',
        borderRadius: 'var(--ui-radius-md)',
        background: 'var(--ui-bg-surface)',
      }}
    >
      {[
        ['Search', ['Ctrl', 'K']],
        ['New order', ['Ctrl', 'Shift', 'O']],
        ['Go to wallets', ['G', 'W']],
      ].map(([label, keys]) => (
        <li key={String(label)} style={{ display: 'flex', justifyContent: 'space-between', padding: 6 }}>
          <span>{label}</span>
          <Kbd size="sm" keys={keys as string[]} />
        </li>
      ))}
    </ul>
  ),
};
