import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Direction } from 'radix-ui';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'weekly', label: 'Weekly', description: 'Every Sunday.' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'instant', label: 'Instant', disabled: true },
  { value: 'manual', label: 'Manual' },
];

// Radix moves focus on the next tick and checks the radio only while the key is still down.
async function pressArrow(key: string) {
  const before = document.activeElement;
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(document.activeElement).not.toBe(before));
  await userEvent.keyboard(`{/${key}}`);
}

describe('RadioGroup', { timeout: 20_000 }, () => {
  it('is a radiogroup named by its label with described options', () => {
    render(<RadioGroup label="Payout schedule" options={options} />);
    expect(screen.getByRole('radiogroup', { name: 'Payout schedule' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Weekly' })).toHaveAccessibleDescription('Every Sunday.');
  });

  it('selects by click on the label and moves with arrow keys, skipping disabled options', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Payout" options={options} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByText('Monthly'));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await pressArrow('ArrowDown');
    expect(screen.getByRole('radio', { name: 'Manual' })).toBeChecked();
    expect(onValueChange.mock.calls.map(([v]) => v)).toEqual(['monthly', 'manual']);
    expect(screen.getByRole('radio', { name: 'Instant' })).toBeDisabled();
  });

  it('flips ArrowLeft and ArrowRight in right-to-left', async () => {
    render(
      <Direction.Provider dir="rtl">
        <RadioGroup label="Payout" options={options} defaultValue="weekly" orientation="horizontal" />
      </Direction.Provider>,
    );
    screen.getByRole('radio', { name: 'Weekly' }).focus();
    await pressArrow('ArrowLeft');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await pressArrow('ArrowRight');
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  });

  it('shows the error, marks the group invalid and required', () => {
    render(<RadioGroup label="Payout" options={options} required hint="Once a month." error="Choose one." />);
    const group = screen.getByRole('radiogroup', { name: 'Payout' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Once a month. Choose one.');
    expect(screen.getByText('Choose one.')).toHaveAttribute('aria-live', 'polite');
  });

  it('disables every option', () => {
    render(<RadioGroup label="Payout" options={options} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
