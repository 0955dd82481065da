import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker.tsx';

// Its own file, so the calendar's code is not loaded yet when the picker first opens (lazyCalendar.tsx).
const base = { 'aria-label': 'Delivery date', locale: 'en-US', today: '2026-11-22' } as const;

describe('DatePicker before its calendar has loaded', { timeout: 30_000 }, () => {
  it('opens from the keyboard, shows the calendar when it comes, focuses the day and picks', async () => {
    const onChange = vi.fn();
    render(<DatePicker {...base} defaultValue="2026-11-24" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Delivery date/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Choose date' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'November 2026' }, { timeout: 20_000 });
    expect(grid).toBeInTheDocument();
    const day = () => document.querySelector<HTMLButtonElement>('[data-day="2026-11-24"] button');
    await waitFor(() => expect(day()).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-11-25');
  });
});
