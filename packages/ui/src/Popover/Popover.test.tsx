import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Popover } from './Popover.tsx';

function StoreContact({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Popover.Root onOpenChange={onOpenChange}>
      <Popover.Trigger>Store contact</Popover.Trigger>
      <Popover.Content title="Al Noor Electronics">
        <Popover.Close>Done</Popover.Close>
      </Popover.Content>
    </Popover.Root>
  );
}

// Keyboard walks through Radix layers take seconds on a busy shared machine; 5 s is too tight.
describe('Popover', { timeout: 20_000 }, () => {
  it('opens from the trigger as a dialog named by its title', async () => {
    render(<StoreContact />);
    const trigger = screen.getByRole('button', { name: 'Store contact' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Al Noor Electronics' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<StoreContact onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Store contact' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes from a Close part', async () => {
    render(<StoreContact />);
    await userEvent.click(screen.getByRole('button', { name: 'Store contact' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses an aria-label when there is no title', () => {
    render(
      <Popover.Root defaultOpen>
        <Popover.Trigger>Wallet</Popover.Trigger>
        <Popover.Content aria-label="Wallet balance">SAR 1,240.50</Popover.Content>
      </Popover.Root>,
    );
    expect(screen.getByRole('dialog', { name: 'Wallet balance' })).toBeInTheDocument();
  });
});
