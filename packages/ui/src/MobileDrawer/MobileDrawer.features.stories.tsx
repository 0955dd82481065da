import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, Store } from 'lucide-react';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { adminMenu, shortMenu } from '../SideMenu/adminMenu.fixture.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';

const meta = {
  title: 'Components/MobileDrawer/Features',
  component: MobileDrawer,
  tags: ['viewport-mobile'],
  args: {
    items: adminMenu,
    defaultOpen: true,
    header: (
      <>
        <Store aria-hidden="true" /> Souq Admin
      </>
    ),
    trigger: (
      <Button variant="ghost" aria-label="Open menu">
        <Menu aria-hidden="true" />
      </Button>
    ),
    onOpenChange: fn(),
    onItemClick: fn(),
  },
} satisfies Meta<typeof MobileDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithActiveItem: Story = { args: { selectedKey: 'customers' } };
export const NestedOpen: Story = { args: { items: shortMenu, selectedKey: 'config-shipping' } };
export const Dark: Story = { args: { color: 'dark', selectedKey: 'orders' } };
export const Gray: Story = { args: { color: 'gray', selectedKey: 'orders' } };
export const LongText: Story = {
  args: {
    header: <>Souq Marketplace Administration — Northern Region</>,
    items: [
      {
        key: 'collections',
        title: 'Store-type collections awaiting approval by the regional merchant team',
        url: '#/store-type-collections',
        count: 1204,
      },
      ...shortMenu,
    ],
  },
};
export const Closed: Story = { args: { defaultOpen: false } };
