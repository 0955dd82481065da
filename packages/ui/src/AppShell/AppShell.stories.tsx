import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppShell } from './AppShell.tsx';
import { shellArgs } from './AppShell.fixtures.tsx';

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: { ...shellArgs, onMenuItemClick: fn(), onMenuCollapsedChange: fn() },
  argTypes: {
    layoutMenu: { control: 'inline-radio', options: ['classic', 'flyout', 'simply', 'noMenu'] },
    menuLayoutType: { control: 'inline-radio', options: ['left', 'top'] },
    menuColor: { control: 'inline-radio', options: ['white', 'gray', 'dark'] },
    layoutBreadcrumbs: { control: 'inline-radio', options: ['v1', 'v2', 'none'] },
    layoutFooter: { control: 'inline-radio', options: ['v1', 'v2', 'v3', 'v4', 'none'] },
    layoutTopbar: { control: 'inline-radio', options: ['v1', 'none'] },
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { menuColor: 'gray', isTopbarSeparated: true, layoutFooter: 'v3' },
};
