import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/index.ts';
import { Dialog } from './Dialog.tsx';

const meta = { title: 'Components/Dialog/Features', component: Dialog.Root } satisfies Meta<
  typeof Dialog.Root
>;
export default meta;
type Story = StoryObj<typeof meta>;

const label = { display: 'grid', gap: 4, fontSize: 'var(--ui-font-size-sm)' } as const;
const input = {
  blockSize: 'var(--ui-control-height-md)',
  paddingInline: 'var(--ui-space-3)',
  border: 'var(--ui-border-width) solid var(--ui-input-border)',
  borderRadius: 'var(--ui-radius-md)',
  background: 'var(--ui-input-bg)',
} as const;

function footer(primary: string) {
  return (
    <Dialog.Footer>
      <Dialog.Close asChild>
        <Button>Cancel</Button>
      </Dialog.Close>
      <Button variant="primary">{primary}</Button>
    </Dialog.Footer>
  );
}

export const Open: Story = {
  render: () => (
    <Dialog.Root defaultOpen>
      <Dialog.Content title="Create coupon" description="Customers enter the code at checkout.">
        <Dialog.Body>
          <div style={{ display: 'grid', gap: 12 }}>
            <label style={label}>
              Code
              <input style={input} defaultValue="RAMADAN25" />
            </label>
            <label style={label}>
              Discount (%)
              <input style={input} type="number" defaultValue={25} />
            </label>
          </div>
        </Dialog.Body>
        {footer('Create coupon')}
      </Dialog.Content>
    </Dialog.Root>
  ),
};
export const Closed: Story = {
  render: () => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Create coupon</Button>
      </Dialog.Trigger>
      <Dialog.Content title="Create coupon" description="Customers enter the code at checkout.">
        {footer('Create coupon')}
      </Dialog.Content>
    </Dialog.Root>
  ),
};
export const SizeSmall: Story = {
  render: () => (
    <Dialog.Root defaultOpen>
      <Dialog.Content
        size="sm"
        title="Resend invoice"
        description="Send invoice #INV-10482 to omar@example.com again?"
      >
        {footer('Resend')}
      </Dialog.Content>
    </Dialog.Root>
  ),
};
export const SizeLarge: Story = {
  tags: ['viewport-desktop'],
  render: () => (
    <Dialog.Root defaultOpen>
      <Dialog.Content size="lg" title="Order #10482" description="Placed on 3 March 2025 by Omar Khalid.">
        <Dialog.Body>
          <table style={{ inlineSize: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th style={{ textAlign: 'start' }}>Product</th>
                <th style={{ textAlign: 'end' }}>Qty</th>
                <th style={{ textAlign: 'end' }}>Total</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Wireless earbuds</td>
                <td style={{ textAlign: 'end' }}>2</td>
                <td style={{ textAlign: 'end' }}>SAR 398.00</td>
              </tr>
              <tr>
                <td>USB-C charger</td>
                <td style={{ textAlign: 'end' }}>1</td>
                <td style={{ textAlign: 'end' }}>SAR 89.00</td>
              </tr>
            </tbody>
          </table>
        </Dialog.Body>
        {footer('Mark as shipped')}
      </Dialog.Content>
    </Dialog.Root>
  ),
};
export const HiddenDescription: Story = {
  render: () => (
    <Dialog.Root defaultOpen>
      <Dialog.Content
        size="sm"
        title="Wallet top-up"
        description="Add credit to the customer’s wallet."
        hideDescription
      >
        <Dialog.Body>Add SAR 100.00 to Omar Khalid’s wallet?</Dialog.Body>
        {footer('Top up')}
      </Dialog.Content>
    </Dialog.Root>
  ),
};
export const LongText: Story = {
  render: () => (
    <Dialog.Root defaultOpen>
      <Dialog.Content
        title="Transfer ownership of Al Noor Electronics and all of its branches to another merchant account"
        description="The new owner gets the store, its products, its staff and its pending payouts."
      >
        <Dialog.Body>
          {Array.from({ length: 8 }, (_, i) => (
            <p key={i}>
              Clause {i + 1}: Pending payouts are paid to the new owner’s bank account after it is verified.
              Refunds for orders placed before the transfer are still charged to the store’s wallet.
            </p>
          ))}
        </Dialog.Body>
        {footer('Transfer')}
      </Dialog.Content>
    </Dialog.Root>
  ),
};
