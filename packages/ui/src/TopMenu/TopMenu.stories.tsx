import type { Meta, StoryObj } from '@storybook/react-vite';
import { Store } from 'lucide-react';
import { fn } from 'storybook/test';
import { adminMenu } from '../SideMenu/adminMenu.fixture.tsx';
import { TopMenu } from './TopMenu.tsx';

const meta = {
  title: 'Components/TopMenu',
  component: TopMenu,
  args: {
    items: adminMenu,
    selectedKey: 'dashboard',
    header: (
      <>
        <Store aria-hidden="true" /> Souq
      </>
    ),
    onValueChange: fn(),
    onItemClick: fn(),
  },
  argTypes: {
    color: { control: 'inline-radio', options: ['white', 'gray', 'dark'] },
  },
} satisfies Meta<typeof TopMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Entries that do not fit the bar move to More. */
export const Default: Story = {};
export const Playground: Story = { args: { color: 'dark', maxVisible: 4 } };
