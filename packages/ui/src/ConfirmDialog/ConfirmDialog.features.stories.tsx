import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Components/ConfirmDialog/Features',
  component: ConfirmDialog,
  args: {
    defaultOpen: true,
    title: 'Delete 3 stores?',
    description: 'Their products, coupons and staff accounts are removed too. This cannot be undone.',
    confirmLabel: 'Delete stores',
    tone: 'danger',
    trigger: <Button variant="danger">Delete</Button>,
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Open: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const NotDestructive: Story = {
  args: {
    tone: 'default',
    title: 'Mark 12 orders as shipped?',
    description: 'Customers get a shipping e-mail with the tracking link.',
    confirmLabel: 'Mark as shipped',
    trigger: <Button>Mark as shipped</Button>,
  },
};
export const WithDetails: Story = {
  args: {
    children: (
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        <li>Al Noor Electronics</li>
        <li>Jeddah Home Goods</li>
        <li>Dammam Sports</li>
      </ul>
    ),
  },
};
/** The action is still running: the confirm button is busy and the dialog cannot be dismissed. */
export const Loading: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    await userEvent.click(await body.findByRole('button', { name: 'Delete stores' }));
    await expect(body.getByRole('button', { name: 'Delete stores' })).toHaveAttribute('aria-busy', 'true');
  },
};
/** The action failed: the dialog stays open and says why. */
export const Error: Story = {
  args: {
    onConfirm: fn(() =>
      Promise.reject(new globalThis.Error('Jeddah Home Goods has 4 open orders. Ship or cancel them first.')),
    ),
  },
  play: async () => {
    await userEvent.click(await body.findByRole('button', { name: 'Delete stores' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('open orders');
  },
};
export const LongText: Story = {
  args: {
    title:
      'Delete every coupon of the Ramadan, Eid al-Fitr and National Day campaigns, including the ones already used?',
    description:
      'Orders that used these coupons keep their discount, but customers can no longer apply the codes, and the campaign reports lose the link between each order and the coupon that was redeemed.',
    confirmLabel: 'Delete 148 coupons',
  },
};
