import { AuthError } from '@market/auth-machine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageToggle } from '../../shell/topbar/LanguageToggle.tsx';
import { FakeAuthPage } from './authStorySupport.tsx';
import { LoginPage } from './LoginPage.tsx';

const meta = {
  title: 'Pages/Auth/Login',
  component: FakeAuthPage,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: { state: 'anonymous', path: '/auth/login', children: <LoginPage /> },
} satisfies Meta<typeof FakeAuthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** With the shell's "top bar on sign-in pages" setting (on by default): the other language, named in itself. */
export const WithLanguageToggle: Story = {
  args: { frame: { topbar: <LanguageToggle /> } },
  play: async ({ canvasElement }) => {
    const languages = await within(canvasElement).findByRole('group', { name: 'Language' });
    await expect(within(languages).getByRole('button', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  },
};

/** The credentials are with the auth service: the button is busy and blocked. */
export const Submitting: Story = {
  args: { state: 'submitting' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /sign in/i });
    await expect(button).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Login failed, please try again');
  },
};

/** FusionAuth's 409: the account may not sign in (deactivated). */
export const Deactivated: Story = {
  args: { state: 'locked' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/This account is deactivated/);
  },
};

/** A 429: too many attempts from this browser; the wait comes from the answer's Retry-After. */
export const Throttled: Story = {
  args: { state: 'throttled' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Too many attempts. Try again in 5 minutes.');
  },
};

/** Signed in with an account that has no role yet. */
export const WaitingForAccess: Story = {
  args: { state: 'awaitingAccess' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Waiting for access' });
  },
};

/** The auth service could not be reached at all. */
export const ServerUnreachable: Story = {
  args: {
    state: 'failed',
    options: { failWith: new AuthError('network', 'The server could not be reached') },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/could not be reached/);
  },
};
