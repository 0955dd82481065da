import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FakeAuthPage, pending } from './authStorySupport.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

const meta = {
  title: 'Pages/Auth/ForgotPassword',
  component: FakeAuthPage,
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'anonymous',
    path: '/auth/forgot-password',
    children: <ForgotPasswordPage />,
    requestPasswordReset: async () => {},
  },
} satisfies Meta<typeof FakeAuthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const send = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/email/i), 'layla@example.com');
  await userEvent.click(canvas.getByRole('button', { name: /send reset link/i }));
  return canvas;
};

export const Idle: Story = {};

export const Submitting: Story = {
  args: { requestPasswordReset: () => pending<void>() },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(canvas.getByRole('button', { name: /send reset link/i })).toBeDisabled();
  },
};

/** The same answer whether or not the email has an account. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await canvas.findByText(/If an account exists for layla@example.com/);
  },
};

export const Failed: Story = {
  args: { requestPasswordReset: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await canvas.findByText(/could not be sent/);
  },
};
