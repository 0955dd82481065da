import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadCalendar } from '../internal/calendar/lazyCalendar.tsx';
import { DatePicker } from './DatePicker.tsx';

const base = { 'aria-label': 'Delivery date', locale: 'en-US', today: '2026-11-22' } as const;

// Role queries over a whole month grid are slow in jsdom; react-day-picker marks each cell with data-day.
function day(iso: string): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`);
  if (!button) throw new Error(`day ${iso} is not shown`);
  return button;
}

describe('DatePicker', { timeout: 20_000 }, () => {
  // The calendar loads on first use (DatePicker.lazy.test.tsx covers that); here it is loaded already.
  beforeAll(() => preloadCalendar());

  it('shows the selected date in the short locale format and in its name', () => {
    render(<DatePicker {...base} defaultValue="2026-11-24" />);
    expect(screen.getByRole('button', { name: 'Delivery date, Nov 24, 2026' })).toBeInTheDocument();
  });

  it('shows the placeholder when empty', () => {
    render(<DatePicker {...base} placeholder="Select date" />);
    expect(screen.getByRole('button', { name: 'Delivery date, Select date' })).toBeInTheDocument();
  });

  it('opens a calendar on the month of the value and emits an ISO date on pick', async () => {
    const onChange = vi.fn();
    render(<DatePicker {...base} defaultValue="2026-11-24" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Delivery date/ }));
    expect(screen.getByRole('dialog', { name: 'Choose date' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(day('2026-11-27')).toHaveAccessibleName(/27 November 2026/);
    await userEvent.click(day('2026-11-27'));
    expect(onChange).toHaveBeenCalledWith('2026-11-27');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delivery date, Nov 27, 2026' })).toBeInTheDocument();
  });

  it('moves by day with the arrow keys and picks with Enter', async () => {
    const onChange = vi.fn();
    render(<DatePicker {...base} defaultValue="2026-11-24" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Delivery date/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(day('2026-11-24')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-12-02');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<DatePicker {...base} defaultValue="2026-11-24" />);
    const trigger = screen.getByRole('button', { name: /Delivery date/ });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('disables days outside min and max', async () => {
    const onChange = vi.fn();
    render(
      <DatePicker
        {...base}
        min="2026-11-22"
        max="2026-11-30"
        defaultMonth="2026-11-01"
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Delivery date/ }));
    expect(day('2026-11-21')).toBeDisabled();
    expect(day('2026-11-30')).toBeEnabled();
    expect(screen.getByRole('button', { name: /next month/i })).toHaveAttribute('aria-disabled', 'true');
  });

  it('clears to null with the clear button', async () => {
    const onChange = vi.fn();
    render(<DatePicker {...base} defaultValue="2026-11-24" clearable onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('button', { name: 'Clear date' })).toBeNull();
  });

  it('does not open when disabled', async () => {
    render(<DatePicker {...base} defaultValue="2026-11-24" disabled clearable />);
    await userEvent.click(screen.getByRole('button', { name: /Delivery date/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear date' })).toBeNull();
  });

  it('reads a visible label before the value', () => {
    render(
      <>
        <span id="lbl">Coupon expiry</span>
        <DatePicker locale="en-US" aria-labelledby="lbl" value="2026-11-24" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Coupon expiry Nov 24, 2026' })).toBeInTheDocument();
  });

  it('marks an invalid field', () => {
    render(<DatePicker {...base} invalid />);
    expect(screen.getByRole('button', { name: /Delivery date/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
