import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert.tsx';

describe('Alert', () => {
  it('interrupts screen readers only for danger and warning', () => {
    const { rerender } = render(<Alert tone="danger" title="Payout failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payout failed');
    rerender(<Alert tone="warning" title="3 orders are late" />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<Alert tone="success" title="Store approved" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Store approved');
    rerender(<Alert title="Payouts run every Sunday" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the description and the action', () => {
    render(
      <Alert
        tone="danger"
        title="Payout failed"
        description="The bank rejected the IBAN."
        action={<button type="button">Retry payout</button>}
      />,
    );
    expect(screen.getByText('The bank rejected the IBAN.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry payout' })).toBeInTheDocument();
  });

  it('has a labelled dismiss button only when it can be dismissed', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Alert title="Coupon created" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Alert title="Coupon created" onDismiss={onDismiss} dismissLabel="إغلاق" />);
    const dismiss = screen.getByRole('button', { name: 'إغلاق' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('hides the tone icon from assistive technology', () => {
    const { container } = render(<Alert tone="success" title="Store approved" />);
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
