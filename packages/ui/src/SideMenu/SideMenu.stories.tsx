import type { Meta, StoryObj } from '@storybook/react-vite';
import { Store } from 'lucide-react';
import { fn } from 'storybook/test';
import { adminMenu } from './adminMenu.fixture.tsx';
import { SideMenu } from './SideMenu.tsx';

const meta = {
  title: 'Components/SideMenu',
  component: SideMenu,
  args: {
    items: adminMenu,
    selectedKey: 'orders',
    header: (
      <>
        <Store aria-hidden="true" />
        <span>Souq Admin</span>
      </>
    ),
    onOpenKeysChange: fn(),
    onCollapsedChange: fn(),
    onItemClick: fn(),
  },
  argTypes: {
    color: { control: 'inline-radio', options: ['white', 'gray', 'dark'] },
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

export const Default: Story = {};
export const Playground: Story = { args: { color: 'gray', shadow: true, collapsed: false } };
