import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SaveBar } from './SaveBar.tsx';

const labels = { message: 'Unsaved changes', saveLabel: 'Save', discardLabel: 'Discard' };

describe('SaveBar', () => {
  it('renders nothing while the form is clean', () => {
    render(<SaveBar open={false} {...labels} onDiscard={vi.fn()} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers Discard and Save in a named region while dirty', async () => {
    const onDiscard = vi.fn();
    const onSave = vi.fn();
    render(<SaveBar open {...labels} onDiscard={onDiscard} onSave={onSave} />);
    expect(screen.getByRole('region', { name: 'Unsaved changes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('submits its form (Enter in a field too) when no onSave is given', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <input aria-label="Slug" />
        <SaveBar open {...labels} onDiscard={vi.fn()} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('waits while saving and announces a failed save', () => {
    const onDiscard = vi.fn();
    const { rerender } = render(<SaveBar open saving {...labels} onDiscard={onDiscard} />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();
    rerender(<SaveBar open {...labels} error="The server could not be reached" onDiscard={onDiscard} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached');
    expect(screen.getByRole('button', { name: 'Discard' })).toBeEnabled();
  });
});
