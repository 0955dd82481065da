import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SettingsPanel } from './SettingsPanel.tsx';
import { StatefulPanel } from './SettingsPanel.stories.tsx';
import { defaultShellSettings, withVariantPreset } from './shellSettings.ts';

const meta = {
  title: 'Components/SettingsPanel/Features',
  component: SettingsPanel,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: {
    settings: defaultShellSettings,
    onChange: fn(),
    onPreset: fn(),
    onOpenChange: fn(),
    onPositionChange: fn(),
    defaultOpen: true,
  },
  render: (args) => <StatefulPanel {...args} />,
} satisfies Meta<typeof SettingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { defaultOpen: false } };
export const Open: Story = {};
export const OpenLayout: Story = { args: { defaultGroups: ['layout'] } };
export const OpenMenu: Story = {
  args: { defaultGroups: ['menu'], settings: { ...defaultShellSettings, leftMenuWidth: 288 } },
};
export const OpenTopBarBreadcrumbsFooter: Story = {
  args: { defaultGroups: ['topbar', 'breadcrumbs', 'footer'] },
};
export const PresetSelected: Story = { args: { settings: withVariantPreset(defaultShellSettings, 'ocean') } };
export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { settings: { ...withVariantPreset(defaultShellSettings, 'waves'), theme: 'dark' } },
};
export const Moved: Story = { args: { defaultPosition: { x: 48, y: 96 } } };
