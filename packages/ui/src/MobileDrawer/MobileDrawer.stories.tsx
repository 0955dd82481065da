import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, Store } from 'lucide-react';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { adminMenu } from '../SideMenu/adminMenu.fixture.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';

const meta = {
  title: 'Components/MobileDrawer',
  component: MobileDrawer,
  tags: ['viewport-mobile'],
  args: {
    items: adminMenu,
    selectedKey: 'orders',
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
  argTypes: {
    color: { control: 'inline-radio', options: ['white', 'gray', 'dark'] },
  },
} satisfies Meta<typeof MobileDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger shows; swipe from the inline-start edge or press it. */
export const Default: Story = {};
export const Playground: Story = { args: { defaultOpen: true, color: 'dark' } };
