import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

describe('TextField', { timeout: 20_000 }, () => {
  it('forwards the ref to the native input and passes name, value and events through', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<TextField ref={ref} label="Store name" name="storeName" onChange={onChange} onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'Store name' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'storeName');
    await userEvent.type(input, 'Souq');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('Souq');
  });

  it('renders a FormField with hint and error when given a label', () => {
    render(<TextField label="E-mail" hint="For payouts." error="Enter a valid e-mail." required />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('For payouts. Enter a valid e-mail.');
  });

  it('accepts invalid without a label', () => {
    render(<TextField aria-label="Search orders" invalid />);
    expect(screen.getByRole('textbox', { name: 'Search orders' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('reveals and hides a password with a labelled toggle', async () => {
    render(<TextField label="Password" type="password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps the password toggle reachable by keyboard after the input', async () => {
    render(<TextField label="Password" type="password" />);
    await userEvent.tab();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('shows prefix and suffix next to the input', () => {
    render(<TextField label="Support e-mail" prefix="@" suffix="@market.com" />);
    expect(screen.getByText('@market.com')).toBeInTheDocument();
  });

  it('is disabled', () => {
    render(<TextField label="Store name" disabled />);
    expect(screen.getByRole('textbox', { name: 'Store name' })).toBeDisabled();
  });
});
