import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField.tsx';
import { isNumberDraft, normalizeDigits, roundTo } from '../internal/numberText.ts';

describe('NumberField', { timeout: 20_000 }, () => {
  it('is a labelled spinbutton that exposes value and range', () => {
    render(<NumberField label="Quantity" defaultValue={3} min={0} max={10} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveAttribute('aria-valuenow', '3');
    expect(input).toHaveAttribute('aria-valuemin', '0');
    expect(input).toHaveAttribute('aria-valuemax', '10');
  });

  it('steps with ArrowUp/ArrowDown and PageUp/PageDown, clamped to the range', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Quantity" defaultValue={8} min={0} max={10} onChange={onChange} />);
    const input = screen.getByRole('spinbutton');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveValue('9');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('10');
    await userEvent.keyboard('{PageDown}');
    expect(input).toHaveValue('0');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveValue('0');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([9, 10, 0]);
  });

  it('has labelled increase and decrease buttons that disable at the bounds', async () => {
    render(<NumberField label="Quantity" defaultValue={1} min={1} max={3} />);
    const decrease = screen.getByRole('button', { name: 'Decrease' });
    const increase = screen.getByRole('button', { name: 'Increase' });
    expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(screen.getByRole('spinbutton')).toHaveValue('3');
    expect(increase).toBeDisabled();
    expect(screen.getByRole('spinbutton')).toHaveFocus();
  });

  it('clamps a typed value on blur and emits numbers, null when emptied', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Quantity" min={1} max={50} onChange={onChange} />);
    const input = screen.getByRole('spinbutton');
    await userEvent.type(input, '75');
    await userEvent.tab();
    expect(input).toHaveValue('50');
    await userEvent.clear(input);
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([7, 75, 50, null]);
  });

  it('rejects letters and decimals in an integer field', async () => {
    render(<NumberField label="Quantity" />);
    const input = screen.getByRole('spinbutton');
    await userEvent.type(input, '1a2.5');
    expect(input).toHaveValue('125');
  });

  it('accepts decimals and steps without float drift', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Rate" decimals={2} step={0.1} defaultValue={0.1} onChange={onChange} />);
    const input = screen.getByRole('spinbutton');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveValue('0.3');
    expect(onChange).toHaveBeenLastCalledWith(0.3);
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState<number | null>(5);
      return (
        <>
          <NumberField label="Quantity" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue(42)}>
            Reset
          </button>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('spinbutton')).toHaveValue('42');
  });

  it('forwards the ref to the input and passes name through', () => {
    const ref = createRef<HTMLInputElement>();
    render(<NumberField ref={ref} label="Quantity" name="quantity" />);
    expect(ref.current).toBe(screen.getByRole('spinbutton'));
    expect(ref.current).toHaveAttribute('name', 'quantity');
  });

  it('does not step when disabled', async () => {
    render(<NumberField label="Quantity" defaultValue={2} disabled />);
    expect(screen.getByRole('spinbutton')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
  });
});

describe('number text helpers', () => {
  it('reads Arabic-Indic digits and decimal mark', () => {
    expect(normalizeDigits('١٢٫٥')).toBe('12.5');
    expect(normalizeDigits('۳۴')).toBe('34');
  });
  it('accepts drafts by decimals and sign', () => {
    expect(isNumberDraft('-', 0, true)).toBe(true);
    expect(isNumberDraft('-', 0, false)).toBe(false);
    expect(isNumberDraft('1.25', 2, false)).toBe(true);
    expect(isNumberDraft('1.255', 2, false)).toBe(false);
  });
  it('rounds through integers', () => {
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
  });
});
