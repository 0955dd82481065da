import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider } from './Toast.tsx';
import { ToastDemo } from './ToastDemo.tsx';
import type { ToastOptions } from './Toast.types.ts';

const meta = { title: 'Components/Toast/Features' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function story(toasts: ToastOptions[]): Story {
  return {
    render: () => (
      <ToastProvider duration={Infinity}>
        <ToastDemo toasts={toasts} />
      </ToastProvider>
    ),
  };
}

export const Success = story([
  { title: 'Logged in', description: 'You have successfully logged in!', tone: 'success' },
]);
export const Error = story([
  {
    title: 'Refund failed',
    description: 'The payment provider is not responding. Try again.',
    tone: 'error',
  },
]);
export const Warning = story([
  { title: 'Store almost out of stock', description: 'Wireless earbuds: 3 left.', tone: 'warning' },
]);
export const Info = story([
  { title: 'Export started', description: 'We’ll e-mail you the CSV.', tone: 'info' },
]);
export const TitleOnly = story([{ title: 'Order #10482 marked as shipped', tone: 'success' }]);
export const Stacked = story([
  { title: 'Store approved', description: 'Al Noor Electronics can sell now.', tone: 'success' },
  { title: 'Payout delayed', description: 'Bank holiday on Sunday.', tone: 'warning' },
  { title: 'Coupon expired', description: 'RAMADAN25 ended yesterday.', tone: 'info' },
]);
export const LongText = story([
  {
    title: 'Wallet top-up of SAR 2,500.00 for Jeddah Home Goods could not be completed',
    description:
      'The bank declined the transfer because the account holder’s name does not match the commercial registration. Ask the merchant to update their bank details, then retry the top-up from the wallet page.',
    tone: 'error',
  },
]);
