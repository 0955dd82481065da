import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';

describe('Switch', { timeout: 20_000 }, () => {
  it('is a labelled switch toggled by click, label and Space', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Store open" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Store open' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(control);
    await userEvent.click(screen.getByText('Store open'));
    control.focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange.mock.calls.map(([v]) => v)).toEqual([true, false, true]);
    expect(control).toHaveAttribute('aria-checked', 'true');
  });

  it('puts the label before or after the switch', () => {
    const { rerender } = render(<Switch label="Store open" labelPosition="start" />);
    const label = screen.getByText('Store open');
    expect(
      label.compareDocumentPosition(screen.getByRole('switch')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    rerender(<Switch label="Store open" labelPosition="end" />);
    expect(
      screen.getByText('Store open').compareDocumentPosition(screen.getByRole('switch')) &
        Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
  });

  it('is described by its description', () => {
    render(<Switch label="Store open" description="Customers can order now." />);
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('Customers can order now.');
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Card payments" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('forwards the ref to the button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Switch ref={ref} aria-label="Open" />);
    expect(ref.current).toBe(screen.getByRole('switch', { name: 'Open' }));
  });
});
