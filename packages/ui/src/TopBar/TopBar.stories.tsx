import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopBar } from './TopBar.tsx';
import { Bookmarks, SearchTrigger, TopBarActions } from './TopBar.fixtures.tsx';

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: { start: <Bookmarks />, center: <SearchTrigger />, end: <TopBarActions /> },
  argTypes: {
    gray: { control: 'boolean' },
    fixed: { control: 'boolean' },
    separated: { control: 'boolean' },
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { gray: false, fixed: false, separated: true } };
