import type { Meta, StoryObj } from '@storybook/react-vite';
import { PASSWORD_MESSAGES } from '@market/domain';
import { expect, userEvent, within } from 'storybook/test';
import type { SetPasswordWithLink } from '../../session/index.ts';
import { FakeAuthPage, pending } from './authStorySupport.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const meta = {
  title: 'Pages/Auth/ResetPassword',
  component: FakeAuthPage,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'anonymous',
    path: '/auth/reset-password',
    entry: '/auth/reset-password?token=story-token',
    children: <ResetPasswordPage />,
    setPasswordWithLink: (async () => ({ kind: 'done' })) as SetPasswordWithLink,
  },
} satisfies Meta<typeof FakeAuthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, password: string) => {
  const canvas = within(canvasElement);
  // Sent with Enter from the field, so focus stays there whatever the answer: the same screenshot each run.
  await userEvent.type(canvas.getByLabelText(/new password/i), `${password}{Enter}`);
  return canvas;
};

export const Idle: Story = {};

/** The length rule is checked before anything is sent. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'short');
    await canvas.findByText('Use at least 8 characters');
  },
};

/** The auth service refused the password as too common: its reason shows on the field. */
export const TooWeak: Story = {
  args: { setPasswordWithLink: async () => ({ kind: 'refused', message: PASSWORD_MESSAGES.tooWeak }) },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Password1');
    await canvas.findByText(/too common or too easy to guess/);
  },
};

export const Personal: Story = {
  args: { setPasswordWithLink: async () => ({ kind: 'refused', message: PASSWORD_MESSAGES.personal }) },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Layla2024!x');
    await canvas.findByText(/your name or email/);
  },
};

export const Submitting: Story = {
  args: { setPasswordWithLink: () => pending() },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Velvet-Orbit-4410');
    await expect(canvas.getByRole('button', { name: /save password/i })).toBeDisabled();
  },
};

/** Used or expired: the answer says so and offers a new link. */
export const LinkExpired: Story = {
  args: { setPasswordWithLink: async () => ({ kind: 'invalid-link' }) },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Velvet-Orbit-4410');
    await canvas.findByText('This link can no longer be used');
    await expect(canvas.getByRole('link', { name: /send me a new link/i })).toBeVisible();
  },
};

/** Opened without a token (a cut-off link). */
export const MissingToken: Story = {
  args: { entry: '/auth/reset-password' },
};

export const Failed: Story = {
  args: { setPasswordWithLink: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Velvet-Orbit-4410');
    await canvas.findByText(/could not be saved/);
  },
};

/** Saved: on to the sign-in page, where a toast says so. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Velvet-Orbit-4410');
    await within(canvasElement.ownerDocument.body).findByText('Password saved');
  },
};
