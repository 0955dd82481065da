import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyField } from './MoneyField.tsx';

describe('MoneyField', { timeout: 20_000 }, () => {
  it('shows the amount formatted by locale while not focused', () => {
    render(<MoneyField label="Total" currency="USD" locale="en-US" defaultValue={1234550} />);
    expect(screen.getByRole('textbox', { name: 'Total' })).toHaveValue('12,345.50');
    expect(screen.getByText('$')).toBeInTheDocument();
  });

  it('uses Arabic digits for ar-EG', () => {
    render(<MoneyField label="Total" currency="EGP" locale="ar-EG" defaultValue={12550} />);
    expect(screen.getByRole('textbox')).toHaveValue('١٢٥٫٥٠');
  });

  it('describes the field with the currency name', () => {
    render(<MoneyField label="Total" currency="EGP" locale="en-US" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Egyptian Pound');
  });

  it('emits integer minor units as the amount is typed', async () => {
    const onChange = vi.fn();
    render(<MoneyField label="Total" currency="EGP" locale="en-US" onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '19.99');
    expect(onChange).toHaveBeenLastCalledWith(1999);
    await userEvent.tab();
    expect(input).toHaveValue('19.99');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the editable amount without grouping on focus', async () => {
    render(<MoneyField label="Total" currency="USD" locale="en-US" defaultValue={1234550} />);
    const input = screen.getByRole('textbox');
    await userEvent.click(input);
    expect(input).toHaveValue('12345.50');
    await userEvent.tab();
    expect(input).toHaveValue('12,345.50');
  });

  it('refuses more decimals than the currency has, and letters', async () => {
    const onChange = vi.fn();
    render(<MoneyField label="Total" currency="JPY" locale="en-US" onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '15.5x0');
    expect(input).toHaveValue('1550');
    expect(onChange).toHaveBeenLastCalledWith(1550);
  });

  it('keeps three decimals for KWD', async () => {
    const onChange = vi.fn();
    render(<MoneyField label="Payout" currency="KWD" locale="en-US" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), '1.234');
    expect(onChange).toHaveBeenLastCalledWith(1234);
  });

  it('accepts Arabic digits typed into the field', async () => {
    const onChange = vi.fn();
    render(<MoneyField label="Total" currency="EGP" locale="ar-EG" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), '٤٫٥');
    expect(onChange).toHaveBeenLastCalledWith(450);
  });

  it('follows a controlled amount and posts minor units in a hidden input', async () => {
    function Controlled() {
      const [value, setValue] = useState<number | null>(500);
      return (
        <form aria-label="Refund">
          <MoneyField
            label="Refund"
            name="refund"
            currency="EGP"
            locale="en-US"
            value={value}
            onChange={setValue}
          />
          <button type="button" onClick={() => setValue(2000)}>
            Full refund
          </button>
        </form>
      );
    }
    render(<Controlled />);
    const form = screen.getByRole('form', { name: 'Refund' }) as HTMLFormElement;
    expect(new FormData(form).get('refund')).toBe('500');
    await userEvent.clear(screen.getByRole('textbox'));
    await userEvent.type(screen.getByRole('textbox'), '50.01');
    expect(new FormData(form).get('refund')).toBe('5001');
    await userEvent.click(screen.getByRole('button', { name: 'Full refund' }));
    expect(screen.getByRole('textbox')).toHaveValue('20.00');
    expect(new FormData(form).get('refund')).toBe('2000');
  });

  it('forwards the ref to the visible input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<MoneyField ref={ref} label="Total" currency="EGP" />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });
});
