import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SettingsPanel } from './SettingsPanel.tsx';
import type { SettingsPanelProps, ShellSettings } from './SettingsPanel.types.ts';
import { defaultShellSettings, withVariantPreset } from './shellSettings.ts';

/** Keeps the settings in story state so every control works in the canvas. */
export function StatefulPanel(args: SettingsPanelProps) {
  const [settings, setSettings] = useState<ShellSettings>(args.settings);
  return (
    <SettingsPanel
      {...args}
      settings={settings}
      onChange={(key, value) => {
        args.onChange(key, value);
        setSettings((current) => ({ ...current, [key]: value }));
      }}
      onPreset={(variant) => {
        args.onPreset(variant);
        setSettings((current) => withVariantPreset(current, variant));
      }}
    />
  );
}

const meta = {
  title: 'Components/SettingsPanel',
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

export const Default: Story = {};
export const Playground: Story = { args: { defaultGroups: ['application', 'layout'] } };
