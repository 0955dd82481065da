import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../TextField/index.ts';
import { FormField } from './FormField.tsx';
import { useFormField } from './FormField.context.ts';

describe('FormField', { timeout: 20_000 }, () => {
  it('names the nested control with its label and describes it with the hint', () => {
    render(
      <FormField label="Store name" hint="Shown on receipts.">
        <TextField />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Store name' });
    expect(input).toHaveAccessibleDescription('Shown on receipts.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it with the error', () => {
    render(
      <FormField label="E-mail" hint="For payouts." error="Enter a valid e-mail.">
        <TextField />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('For payouts. Enter a valid e-mail.');
  });

  it('announces an error that appears later through a polite live region', async () => {
    function Form() {
      const [error, setError] = useState<string>();
      return (
        <>
          <FormField label="Coupon code" error={error}>
            <TextField />
          </FormField>
          <button type="button" onClick={() => setError('This coupon has expired.')}>
            Check
          </button>
        </>
      );
    }
    render(<Form />);
    const region = screen.getByText((_, el) => el?.getAttribute('aria-live') === 'polite');
    expect(region).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(region).toHaveTextContent('This coupon has expired.');
  });

  it('shows a required marker hidden from screen readers and sets aria-required', () => {
    render(
      <FormField label="Store name" required>
        <TextField />
      </FormField>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Store name' })).toHaveAttribute('aria-required', 'true');
  });

  it('disables the nested control', () => {
    render(
      <FormField label="Store name" disabled>
        <TextField />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Store name' })).toBeDisabled();
  });

  it('focuses the control when the label is clicked', async () => {
    render(
      <FormField label="Store name">
        <TextField />
      </FormField>,
    );
    await userEvent.click(screen.getByText('Store name'));
    expect(screen.getByRole('textbox')).toHaveFocus();
  });

  it('gives custom controls its ids through useFormField', () => {
    function Custom() {
      const field = useFormField();
      return <output data-testid="ids">{JSON.stringify(field)}</output>;
    }
    render(
      <FormField label="Wallet" id="wallet" hint="h" error="e" required>
        <Custom />
      </FormField>,
    );
    expect(JSON.parse(screen.getByTestId('ids').textContent ?? '')).toEqual({
      id: 'wallet',
      labelId: 'wallet-label',
      hintId: 'wallet-hint',
      errorId: 'wallet-error',
      invalid: true,
      required: true,
      disabled: false,
    });
  });

  it('returns null outside a FormField', () => {
    function Custom() {
      return <span>{useFormField() === null ? 'outside' : 'inside'}</span>;
    }
    render(<Custom />);
    expect(screen.getByText('outside')).toBeInTheDocument();
  });
});
