import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';

function CreateCoupon({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger>New coupon</Dialog.Trigger>
      <Dialog.Content
        title="Create coupon"
        description="Customers enter the code at checkout."
        closeLabel="Close"
      >
        <Dialog.Body>
          <label>
            Code <input />
          </label>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>Cancel</Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

// Keyboard walks through Radix layers take seconds on a busy shared machine; 5 s is too tight.
describe('Dialog', { timeout: 20_000 }, () => {
  it('opens as a modal dialog named and described by its title and description', async () => {
    render(<CreateCoupon />);
    await userEvent.click(screen.getByRole('button', { name: 'New coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'Create coupon' });
    expect(dialog).toHaveAccessibleDescription('Customers enter the code at checkout.');
  });

  it('focuses the first field, not the close button', async () => {
    render(<CreateCoupon />);
    await userEvent.click(screen.getByRole('button', { name: 'New coupon' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
  });

  it('traps Tab inside and closes on Escape, returning focus', async () => {
    const onOpenChange = vi.fn();
    render(<CreateCoupon onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'New coupon' });
    await userEvent.click(trigger);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes from the labelled close button', async () => {
    render(<CreateCoupon />);
    await userEvent.click(screen.getByRole('button', { name: 'New coupon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a hidden description for screen readers', () => {
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Top up" description="Add credit to the wallet." hideDescription hideClose>
          body
        </Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Add credit to the wallet.');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
