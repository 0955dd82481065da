import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeAuthPage } from './authStorySupport.tsx';
import { ServerErrorPage } from './ServerErrorPage.tsx';

const meta = {
  title: 'Pages/Auth/ServerError',
  component: FakeAuthPage,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: { state: 'anonymous', path: '/auth/500', children: <ServerErrorPage /> },
} satisfies Meta<typeof FakeAuthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
