import { AuthError } from '@market/auth-machine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FakeAuthPage } from './authStorySupport.tsx';
import { RegisterPage } from './RegisterPage.tsx';

const meta = {
  title: 'Pages/Auth/Register',
  component: FakeAuthPage,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: { state: 'anonymous', path: '/auth/register', children: <RegisterPage /> },
} satisfies Meta<typeof FakeAuthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Submitting: Story = {
  args: { state: 'submitting', options: { attempt: 'register' } },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /register/i });
    await expect(button).toBeDisabled();
  },
};

/** The auth service refused the email: the message shows on that field. */
export const Failed: Story = {
  args: {
    state: 'failed',
    options: {
      attempt: 'register',
      failWith: new AuthError('validation', 'This email is already in use.', {
        email: 'This email is already in use.',
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This email is already in use.');
  },
};

/** Registered: an administrator must now give the account a role. */
export const WaitingForAccess: Story = {
  args: { state: 'awaitingAccess' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Waiting for access' });
  },
};
