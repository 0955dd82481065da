import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/index.ts';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', { timeout: 20_000 }, () => {
  it('toggles from the label, the box and the Space key', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Notify by SMS" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Notify by SMS' });
    await userEvent.click(screen.getByText('Notify by SMS'));
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange.mock.calls.map(([v]) => v)).toEqual([true, false, true]);
  });

  it('exposes the indeterminate state as mixed', () => {
    render(<Checkbox label="Select all" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('aria-checked', 'mixed');
  });

  it('is described by its description and marked invalid and required', () => {
    render(<Checkbox label="Accept terms" description="Needed to go live." invalid required />);
    const box = screen.getByRole('checkbox', { name: 'Accept terms' });
    expect(box).toHaveAccessibleDescription('Needed to go live.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Card payments" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });

  it('reads its error from a FormField', () => {
    render(
      <FormField label="Agreement" error="Confirm the agreement.">
        <Checkbox aria-label="Merchant signed the agreement" />
      </FormField>,
    );
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Confirm the agreement.');
  });

  it('forwards the ref to the button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Checkbox ref={ref} aria-label="Select order" />);
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Select order' }));
  });
});
