import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from './Progress.tsx';

describe('Progress', () => {
  it('is a progressbar named by its label with the value as text', () => {
    render(<Progress label="Exporting orders" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Exporting orders' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  it('has no value when indeterminate', () => {
    render(<Progress label="Preparing payout report" />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing payout report' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
    expect(screen.queryByText(/%$/)).toBeNull();
  });

  it('uses a custom value text and clamps out-of-range values', () => {
    render(
      <Progress
        label="Importing catalogue"
        value={5000}
        max={3000}
        getValueLabel={(value, max) => `${value} of ${max} products`}
      />,
    );
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuetext', '3000 of 3000 products');
    expect(bar).toHaveAttribute('data-state', 'complete');
  });

  it('keeps the accessible name when the label is hidden', () => {
    render(<Progress label="Exporting orders" value={10} hideLabel />);
    expect(screen.getByRole('progressbar', { name: 'Exporting orders' })).toBeInTheDocument();
  });
});
