import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.tsx';

const options = [
  { value: 'pending', label: 'Pending' },
  { value: 'preparing', label: 'Preparing' },
  { value: 'cancelled', label: 'Cancelled', disabled: true },
  { value: 'delivered', label: 'Delivered' },
];

describe('Select', { timeout: 20_000 }, () => {
  it('is a combobox named by its label that shows the placeholder', () => {
    render(<Select label="Order status" placeholder="Choose a status" options={options} />);
    const trigger = screen.getByRole('combobox', { name: 'Order status' });
    expect(trigger).toHaveTextContent('Choose a status');
  });

  it('opens from the keyboard, skips disabled options and selects with Enter', async () => {
    const onValueChange = vi.fn();
    render(
      <Select
        label="Order status"
        options={options}
        defaultValue="preparing"
        onValueChange={onValueChange}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Order status' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Cancelled' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('delivered');
    expect(trigger).toHaveTextContent('Delivered');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('takes the trigger out of the tab order only while the list is open', async () => {
    render(<Select label="Order status" options={options} />);
    const trigger = screen.getByRole('combobox');
    expect(trigger).not.toHaveAttribute('tabindex', '-1');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Escape}');
    expect(trigger).not.toHaveAttribute('tabindex', '-1');
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape without changing the value', async () => {
    const onValueChange = vi.fn();
    render(
      <Select label="Order status" options={options} defaultValue="pending" onValueChange={onValueChange} />,
    );
    screen.getByRole('combobox').focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('renders groups with their headings', () => {
    render(
      <Select
        label="Store"
        defaultOpen
        options={[
          { label: 'Cairo', options: [{ value: 'a', label: 'Nasr City' }] },
          { label: 'Alexandria', options: [{ value: 'b', label: 'Smouha' }] },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Cairo' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Smouha' })).toBeInTheDocument();
  });

  it('wires invalid, required and the error description to the trigger', () => {
    render(<Select label="Order status" options={options} required error="Choose a status." />);
    const trigger = screen.getByRole('combobox', { name: 'Order status' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose a status.');
  });

  it('is disabled and forwards the ref to the trigger', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Select ref={ref} label="Order status" options={options} disabled />);
    expect(ref.current).toBe(screen.getByRole('combobox'));
    expect(ref.current).toBeDisabled();
  });
});
