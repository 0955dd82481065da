import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider } from './Toast.tsx';
import { ToastDemo } from './ToastDemo.tsx';
import type { ToastTone } from './Toast.types.ts';

interface Args {
  title: string;
  description: string;
  tone: ToastTone;
  duration: number;
}

const meta = {
  title: 'Components/Toast',
  args: {
    title: 'Logged in',
    description: 'You have successfully logged in!',
    tone: 'success',
    // Stays until dismissed so the screenshot always has it.
    duration: Infinity,
  },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning'] } },
  render: (args) => (
    <ToastProvider>
      <ToastDemo toasts={[args]} />
    </ToastProvider>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: {
    title: 'Coupon created',
    description: 'RAMADAN25 is active from 1 March.',
    tone: 'info',
    duration: 5000,
  },
};
