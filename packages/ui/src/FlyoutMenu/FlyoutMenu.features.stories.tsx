import type { Meta, StoryObj } from '@storybook/react-vite';
import { Settings, Store } from 'lucide-react';
import { fn } from 'storybook/test';
import { adminMenu, shortMenu } from '../SideMenu/adminMenu.fixture.tsx';
import { FlyoutMenu } from './FlyoutMenu.tsx';

const meta = {
  title: 'Components/FlyoutMenu/Features',
  component: FlyoutMenu,
  args: {
    items: shortMenu,
    header: <Store aria-label="Souq" role="img" />,
    onOpenKeyChange: fn(),
    onItemClick: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', blockSize: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlyoutMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hovering or focusing an item shows its children beside the rail. */
export const Open: Story = { args: { defaultOpenKey: 'wallet', selectedKey: 'wallet-payouts' } };
/** Tiles: the title under the icon. */
export const TypeDefault: Story = { args: { type: 'default', defaultOpenKey: 'configuration' } };
/** Icons only. */
export const Compact: Story = {
  args: { type: 'compact', defaultOpenKey: 'configuration', selectedKey: 'config-general' },
};
export const WithActiveItem: Story = { args: { selectedKey: 'customers' } };
/** Grandchildren show as labelled groups inside the flyout. */
export const NestedOpen: Story = {
  args: {
    defaultOpenKey: 'configuration',
    selectedKey: 'zones',
    items: [
      {
        key: 'configuration',
        title: 'Configuration',
        icon: <Settings aria-hidden="true" />,
        children: [
          { key: 'general', title: 'General', url: '#/configuration/general' },
          {
            key: 'shipping',
            title: 'Shipping',
            children: [
              { key: 'zones', title: 'Shipping zones', url: '#/configuration/zones' },
              { key: 'rates', title: 'Delivery rates', url: '#/configuration/rates' },
            ],
          },
        ],
      },
    ],
  },
};
export const Dark: Story = { args: { color: 'dark', defaultOpenKey: 'wallet', selectedKey: 'orders' } };
export const Gray: Story = { args: { color: 'gray', defaultOpenKey: 'wallet', selectedKey: 'orders' } };
export const Blue: Story = { args: { color: 'blue', defaultOpenKey: 'wallet', selectedKey: 'orders' } };
export const BlueCompact: Story = { args: { color: 'blue', type: 'compact', selectedKey: 'orders' } };
export const Disabled: Story = {
  args: {
    items: adminMenu.filter((item) => item.key === 'marketing' || item.key === 'dashboard'),
    selectedKey: 'coupons',
  },
};
export const LongText: Story = {
  args: {
    type: 'default',
    defaultOpenKey: 'long-parent',
    items: [
      {
        key: 'long-parent',
        title: 'Store-type collections',
        icon: <Store aria-hidden="true" />,
        count: 1204,
        children: [
          {
            key: 'long',
            title: 'Collections awaiting approval by the regional merchant team',
            url: '#/store-type-collections',
          },
        ],
      },
      ...shortMenu,
    ],
  },
};
export const Hover: Story = { parameters: { pseudo: { hover: true } } };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };
