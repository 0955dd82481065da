import { AuthError } from '@market/auth-machine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FakeAuthPage, pending } from './authStorySupport.tsx';
import { LockscreenPage } from './LockscreenPage.tsx';

const meta = {
  title: 'Pages/Auth/Lockscreen',
  component: FakeAuthPage,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'signedIn',
    path: '/auth/lockscreen',
    children: <LockscreenPage />,
    verifyPassword: async () => {},
  },
} satisfies Meta<typeof FakeAuthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const unlock = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^password/i), 'not-my-password');
  await userEvent.click(canvas.getByRole('button', { name: /unlock/i }));
  return canvas;
};

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: /unlock/i });
  },
};

export const Submitting: Story = {
  args: { verifyPassword: () => pending<void>() },
  play: async ({ canvasElement }) => {
    const canvas = await unlock(canvasElement);
    await expect(canvas.getByRole('button', { name: /unlock/i })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: {
    verifyPassword: () =>
      Promise.reject(new AuthError('invalid-credentials', 'Login failed, please try again')),
  },
  play: async ({ canvasElement }) => {
    const canvas = await unlock(canvasElement);
    await canvas.findByText('Login failed, please try again');
  },
};

/** The account was deactivated while the screen was locked. */
export const Deactivated: Story = {
  args: { verifyPassword: () => Promise.reject(new AuthError('locked', 'deactivated')) },
  play: async ({ canvasElement }) => {
    const canvas = await unlock(canvasElement);
    await canvas.findByText(/This account is deactivated/);
  },
};

/** Opened without a session (e.g. after it expired): a way back to the sign-in page. */
export const SignedOut: Story = { args: { state: 'anonymous' } };
