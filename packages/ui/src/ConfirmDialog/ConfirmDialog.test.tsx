import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(onConfirm: () => void | Promise<unknown>, onOpenChange = vi.fn()) {
  render(
    <ConfirmDialog
      title="Delete 3 stores?"
      description="This cannot be undone."
      confirmLabel="Delete stores"
      tone="danger"
      trigger={<button type="button">Delete</button>}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    />,
  );
  return onOpenChange;
}

// Keyboard walks through Radix layers take seconds on a busy shared machine; 5 s is too tight.
describe('ConfirmDialog', { timeout: 20_000 }, () => {
  it('opens as an alertdialog with focus on Cancel, the safe choice', async () => {
    setup(vi.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 3 stores?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('closes on Cancel without confirming', async () => {
    const onConfirm = vi.fn();
    setup(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes right away after a synchronous confirm', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = setup(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete stores' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('stays open and busy while the promise runs, then closes on success', async () => {
    const job = deferred();
    setup(() => job.promise);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('button', { name: 'Delete stores' });
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    job.resolve();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the error and stays open when the promise rejects, and can retry', async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new Error('Jeddah Home Goods has open orders.'))
      .mockResolvedValueOnce(undefined);
    setup(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete stores' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Jeddah Home Goods has open orders.');
    const confirm = screen.getByRole('button', { name: 'Delete stores' });
    expect(confirm).not.toHaveAttribute('aria-busy');
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('falls back to a generic message for a rejection without one', async () => {
    setup(() => Promise.reject(new Error('')));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete stores' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
  });
});
