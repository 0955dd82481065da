import type { Meta, StoryObj } from '@storybook/react-vite';
import { Store } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminMenu, shortMenu } from './adminMenu.fixture.tsx';
import { SideMenu } from './SideMenu.tsx';

const logo = (
  <>
    <Store aria-hidden="true" />
    <span>Souq Admin</span>
  </>
);

const meta = {
  title: 'Components/SideMenu/Features',
  component: SideMenu,
  args: {
    items: adminMenu,
    header: logo,
    onOpenKeysChange: fn(),
    onCollapsedChange: fn(),
    onItemClick: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', blockSize: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActiveItem: Story = { args: { selectedKey: 'customers' } };
export const NestedOpen: Story = {
  args: { selectedKey: 'config-payments', defaultOpenKeys: ['products', 'configuration'] },
};
export const Collapsed: Story = {
  args: { collapsed: true, selectedKey: 'orders', header: <Store aria-label="Souq Admin" role="img" /> },
};
/** A collapsed parent opens its children beside the rail. */
export const Open: Story = {
  args: {
    items: shortMenu,
    collapsed: true,
    selectedKey: 'config-payments',
    header: <Store aria-label="Souq Admin" role="img" />,
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Configuration' });
    await userEvent.click(button);
    await expect(within(canvasElement).getByRole('dialog', { name: 'Configuration' })).toBeVisible();
  },
};
/** Collapsed titles show in a tooltip on hover or focus. */
export const CollapsedTooltip: Story = {
  args: {
    items: shortMenu,
    collapsed: true,
    selectedKey: 'orders',
    header: <Store aria-label="Souq Admin" role="img" />,
  },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('link', { name: 'Customers (532)' }).focus();
  },
};
export const Dark: Story = { args: { color: 'dark', selectedKey: 'orders' } };
export const Gray: Story = { args: { color: 'gray', selectedKey: 'orders' } };
export const DarkCollapsed: Story = {
  args: {
    color: 'dark',
    collapsed: true,
    selectedKey: 'orders',
    header: <Store aria-label="Souq Admin" role="img" />,
  },
};
export const WithShadow: Story = { args: { shadow: true, selectedKey: 'dashboard' } };
/** Campaigns is disabled: shown, not navigable. */
export const Disabled: Story = {
  args: {
    items: adminMenu.filter((item) => item.key === 'marketing' || item.key === 'dashboard'),
    selectedKey: 'coupons',
  },
};
export const LongText: Story = {
  args: {
    selectedKey: 'long',
    items: [
      adminMenu[0]!,
      {
        key: 'stores-group',
        title: 'Stores and store-type collections for every region',
        category: true,
        children: [
          {
            key: 'long',
            title: 'Store-type collections awaiting approval by the regional merchant team',
            url: '#/store-type-collections',
            icon: <Store aria-hidden="true" />,
            count: 1204,
          },
        ],
      },
    ],
  },
};
export const Empty: Story = { args: { items: [] } };
export const Hover: Story = { args: { items: shortMenu }, parameters: { pseudo: { hover: true } } };
export const FocusVisible: Story = {
  args: { items: shortMenu },
  parameters: { pseudo: { focusVisible: true } },
};
