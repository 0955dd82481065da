import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppShell } from './AppShell.tsx';
import { shellArgs } from './AppShell.fixtures.tsx';

// The shell in each layout the settings panel offers, with the same orders page inside.
const meta = {
  title: 'Shell/Layouts',
  component: AppShell,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: shellArgs,
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = {};
export const LeftCollapsed: Story = { args: { isMenuCollapsed: true } };
export const LeftDarkMenu: Story = {
  args: { menuColor: 'dark', isTopbarFixed: true, isGrayBackground: true, layoutFooter: 'v2' },
};
export const Top: Story = {
  args: { menuLayoutType: 'top', isGrayBackground: true, isContentMaxWidth: true, layoutFooter: 'v3' },
};
export const Flyout: Story = {
  args: { layoutMenu: 'flyout', flyoutMenuType: 'flyout', flyoutMenuColor: 'blue', isGrayBackground: true },
};
export const FlyoutCompact: Story = {
  args: {
    layoutMenu: 'flyout',
    flyoutMenuType: 'compact',
    flyoutMenuColor: 'dark',
    isTopbarSeparated: true,
    layoutFooter: 'v4',
  },
};
export const Simply: Story = {
  args: { layoutMenu: 'simply', isAppMaxWidth: true, isGrayBackground: true, layoutBreadcrumbs: 'none' },
};
export const Mobile: Story = {
  tags: ['!viewport-desktop', 'viewport-mobile'],
  args: { isMobileView: true, topbar: { end: shellArgs.topbar?.end }, layoutFooter: 'v4' },
};
export const MobileDrawerOpen: Story = {
  tags: ['!viewport-desktop', 'viewport-mobile'],
  args: { isMobileView: true, defaultMobileMenuOpen: true, topbar: { end: shellArgs.topbar?.end } },
};
export const GrayBackgroundMaxWidth: Story = {
  args: { isGrayBackground: true, isContentMaxWidth: true, menuColor: 'gray', layoutFooter: 'v3' },
};
