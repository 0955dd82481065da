import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CommandPalette, preloadCommandPalette } from './CommandPalette.tsx';
import { adminPages } from './CommandPalette.fixtures.tsx';

const meta = {
  title: 'Components/CommandPalette',
  component: CommandPalette,
  // The palette's body loads on first use; the open stories show it loaded, as a second opening does.
  loaders: [() => preloadCommandPalette()],
  args: { groups: adminPages, onSelect: fn(), onOpenChange: fn(), defaultOpen: true },
} satisfies Meta<typeof CommandPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { defaultQuery: 'or', closeOnSelect: true, shortcut: true } };
