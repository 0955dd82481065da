import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Sheet } from './Sheet.tsx';

function OrderSheet({
  onOpenChange,
  side,
}: {
  onOpenChange?: (open: boolean) => void;
  side?: 'start' | 'end';
}) {
  return (
    <Sheet.Root onOpenChange={onOpenChange}>
      <Sheet.Trigger>Order details</Sheet.Trigger>
      <Sheet.Content
        title="Order #10482"
        description="Placed by Omar Khalid."
        side={side}
        closeLabel="Close panel"
      >
        <Sheet.Body>Items</Sheet.Body>
        <Sheet.Footer>
          <button type="button">Mark as shipped</button>
        </Sheet.Footer>
      </Sheet.Content>
    </Sheet.Root>
  );
}

// Keyboard walks through Radix layers take seconds on a busy shared machine; 5 s is too tight.
describe('Sheet', { timeout: 20_000 }, () => {
  it('opens a modal dialog named and described by its header', async () => {
    render(<OrderSheet />);
    await userEvent.click(screen.getByRole('button', { name: 'Order details' }));
    const sheet = screen.getByRole('dialog', { name: 'Order #10482' });
    expect(sheet).toHaveAccessibleDescription('Placed by Omar Khalid.');
    expect(sheet).toHaveAttribute('data-side', 'end');
  });

  it('closes on Escape and from the labelled close button, returning focus', async () => {
    const onOpenChange = vi.fn();
    render(<OrderSheet onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Order details' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('keeps Tab inside the panel', async () => {
    render(<OrderSheet side="start" />);
    await userEvent.click(screen.getByRole('button', { name: 'Order details' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-side', 'start');
    const close = screen.getByRole('button', { name: 'Close panel' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Mark as shipped' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });
});
