import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    defaultOpen: true,
    title: 'Delete 3 stores?',
    description: 'Their products, coupons and staff accounts are removed too. This cannot be undone.',
    confirmLabel: 'Delete stores',
    cancelLabel: 'Cancel',
    tone: 'danger',
    trigger: <Button variant="danger">Delete</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'danger'] } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: {
    tone: 'default',
    title: 'Approve merchant?',
    description: 'Al Noor Electronics can start selling right away.',
    confirmLabel: 'Approve',
    trigger: <Button>Approve</Button>,
  },
};
