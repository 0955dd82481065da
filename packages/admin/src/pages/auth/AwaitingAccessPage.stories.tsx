import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeAuthPage } from './authStorySupport.tsx';
import { AwaitingAccessPage } from './AwaitingAccessPage.tsx';

const meta = {
  title: 'Pages/Auth/AwaitingAccess',
  component: FakeAuthPage,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: { state: 'awaitingAccess', path: '/auth/waiting-for-access', children: <AwaitingAccessPage /> },
} satisfies Meta<typeof FakeAuthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
