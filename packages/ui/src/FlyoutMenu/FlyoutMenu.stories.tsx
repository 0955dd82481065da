import type { Meta, StoryObj } from '@storybook/react-vite';
import { Store } from 'lucide-react';
import { fn } from 'storybook/test';
import { adminMenu } from '../SideMenu/adminMenu.fixture.tsx';
import { FlyoutMenu } from './FlyoutMenu.tsx';

const meta = {
  title: 'Components/FlyoutMenu',
  component: FlyoutMenu,
  args: {
    items: adminMenu,
    selectedKey: 'dashboard',
    header: (
      <>
        <Store aria-hidden="true" /> Souq
      </>
    ),
    onOpenKeyChange: fn(),
    onItemClick: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['flyout', 'default', 'compact'] },
    color: { control: 'inline-radio', options: ['white', 'gray', 'dark', 'blue'] },
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

export const Default: Story = {};
export const Playground: Story = { args: { type: 'default', color: 'blue', closeDelay: 100 } };
