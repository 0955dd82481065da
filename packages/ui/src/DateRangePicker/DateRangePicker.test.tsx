import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './DateRangePicker.tsx';

const base = { 'aria-label': 'Order date', locale: 'en-US', today: '2026-11-22' } as const;

function day(iso: string): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`);
  if (!button) throw new Error(`day ${iso} is not shown`);
  return button;
}

describe('DateRangePicker', { timeout: 40_000 }, () => {
  it('shows the range in the locale format', () => {
    render(<DateRangePicker {...base} defaultValue={{ from: '2026-11-16', to: '2026-11-22' }} />);
    expect(screen.getByRole('button', { name: /^Order date, Nov 16\s–\s22, 2026$/ })).toBeInTheDocument();
  });

  it('emits the range after the second day, in order whichever is picked first', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker {...base} numberOfMonths={1} presets={[]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Order date/ }));
    await userEvent.click(day('2026-11-20'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Now pick the last day.')).toBeInTheDocument();
    await userEvent.click(day('2026-11-10'));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-10', to: '2026-11-20' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('computes presets from the given today', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker {...base} numberOfMonths={1} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Order date/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-16', to: '2026-11-22' });
    await userEvent.click(screen.getByRole('button', { name: /Order date/ }));
    await userEvent.click(screen.getByRole('button', { name: 'This month' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-22' });
    await userEvent.click(screen.getByRole('button', { name: /Order date/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('marks the preset that matches the value as pressed', async () => {
    render(<DateRangePicker {...base} defaultValue={{ from: '2026-11-22', to: '2026-11-22' }} />);
    await userEvent.click(screen.getByRole('button', { name: /Order date/ }));
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('disables presets that reach before min', async () => {
    render(<DateRangePicker {...base} min="2026-11-10" />);
    await userEvent.click(screen.getByRole('button', { name: /Order date/ }));
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toBeEnabled();
  });

  it('picks both ends with the keyboard', async () => {
    const onChange = vi.fn();
    render(
      <DateRangePicker
        {...base}
        numberOfMonths={1}
        presets={[]}
        defaultValue={{ from: '2026-11-16', to: '2026-11-22' }}
        onChange={onChange}
      />,
    );
    screen.getByRole('button', { name: /Order date/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(day('2026-11-16')).toHaveFocus();
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-16', to: '2026-11-18' });
  });

  it('clears to null', async () => {
    const onChange = vi.fn();
    render(
      <DateRangePicker
        {...base}
        clearable
        defaultValue={{ from: '2026-11-16', to: '2026-11-22' }}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
