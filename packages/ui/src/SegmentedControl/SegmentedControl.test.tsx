import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Direction } from 'radix-ui';
import { List } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl.tsx';
import type { SegmentedControlRootProps } from './SegmentedControl.types.ts';

function Period(props: Partial<SegmentedControlRootProps>) {
  return (
    <SegmentedControl.Root aria-label="Sales period" defaultValue="today" {...props}>
      <SegmentedControl.Item value="today">Today</SegmentedControl.Item>
      <SegmentedControl.Item value="week">Week</SegmentedControl.Item>
      <SegmentedControl.Item value="month">Month</SegmentedControl.Item>
    </SegmentedControl.Root>
  );
}

// Generous timeout: CI shares cores, and the first render pays for loading Radix.
describe('SegmentedControl', { timeout: 20_000 }, () => {
  it('is a named radio group with the selected segment checked', () => {
    render(<Period />);
    screen.getByRole('radiogroup', { name: 'Sales period' });
    expect(screen.getByRole('radio', { name: 'Today' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Week' })).toHaveAttribute('aria-checked', 'false');
  });

  it('selects by click and reports the value', async () => {
    const onValueChange = vi.fn();
    render(<Period onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Month' }));
    expect(onValueChange).toHaveBeenCalledWith('month');
    expect(screen.getByRole('radio', { name: 'Month' })).toHaveAttribute('aria-checked', 'true');
  });

  it('never lets the selected segment be switched off', async () => {
    const onValueChange = vi.fn();
    render(<Period onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Today' })).toHaveAttribute('aria-checked', 'true');
  });

  it('moves with arrow keys and selects with Space', async () => {
    const onValueChange = vi.fn();
    render(<Period onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Today' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Week' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenCalledWith('week');
  });

  it('flips arrow keys in right-to-left', async () => {
    render(
      <Direction.Provider dir="rtl">
        <Period defaultValue="week" />
      </Direction.Provider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Week' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Month' })).toHaveFocus();
  });

  it('follows the controlled value', async () => {
    const { rerender } = render(<Period value="week" />);
    await userEvent.click(screen.getByRole('radio', { name: 'Month' }));
    expect(screen.getByRole('radio', { name: 'Week' })).toHaveAttribute('aria-checked', 'true');
    rerender(<Period value="month" />);
    expect(screen.getByRole('radio', { name: 'Month' })).toHaveAttribute('aria-checked', 'true');
  });

  it('names icon-only segments by their label', () => {
    render(
      <SegmentedControl.Root aria-label="Density" defaultValue="list">
        <SegmentedControl.Item value="list" icon={<List />} aria-label="Comfortable rows" />
      </SegmentedControl.Root>,
    );
    expect(screen.getByRole('radio', { name: 'Comfortable rows' })).toBeInTheDocument();
  });
});
