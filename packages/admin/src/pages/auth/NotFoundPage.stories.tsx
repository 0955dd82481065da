import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeAuthPage } from './authStorySupport.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

const meta = {
  title: 'Pages/Auth/NotFound',
  component: FakeAuthPage,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: { state: 'anonymous', path: '/auth/404', children: <NotFoundPage /> },
} satisfies Meta<typeof FakeAuthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
