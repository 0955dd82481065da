import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppShell } from './AppShell.tsx';
import { shellArgs } from './AppShell.fixtures.tsx';

const meta = {
  title: 'Components/AppShell/Features',
  component: AppShell,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: shellArgs,
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoMenu: Story = { args: { layoutMenu: 'noMenu' } };
export const NoTopbar: Story = { args: { layoutTopbar: 'none' } };
export const SeparatedGrayTopbar: Story = {
  args: { isTopbarSeparated: true, isGrayTopbar: true, isGrayBackground: true, isMenuShadow: true },
};
export const WideMenu: Story = { args: { leftMenuWidth: 320, menuColor: 'gray' } };
export const AppMaxWidth: Story = {
  args: { isAppMaxWidth: true, isGrayBackground: true, layoutFooter: 'v4' },
};
export const SkipLinkFocused: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLAnchorElement>('a[href="#app-shell-main"]')?.focus();
  },
};
