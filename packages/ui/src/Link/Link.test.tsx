import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link.tsx';

const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, children, ...rest }, ref) {
    return (
      <a ref={ref} href={to} data-router-link="" {...rest}>
        {children}
      </a>
    );
  },
);

describe('Link', () => {
  it('is a link with its text as name', () => {
    render(<Link href="/orders/10482">Order #10482</Link>);
    const link = screen.getByRole('link', { name: 'Order #10482' });
    expect(link).toHaveAttribute('href', '/orders/10482');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens external links in a new tab safely and says so', () => {
    render(
      <Link href="https://example.com" external>
        Help centre
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Help centre (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('takes a translated external note', () => {
    render(
      <Link href="https://example.com" external externalLabel="(يفتح في علامة تبويب جديدة)">
        مركز المساعدة
      </Link>,
    );
    expect(
      screen.getByRole('link', { name: 'مركز المساعدة (يفتح في علامة تبويب جديدة)' }),
    ).toBeInTheDocument();
  });

  it('styles a router link with asChild, external note included', () => {
    render(
      <Link asChild external tone="muted">
        <RouterLink to="/reports/payouts.pdf">Payout report</RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Payout report (opens in a new tab)' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('data-tone', 'muted');
    expect(link).toHaveAttribute('href', '/reports/payouts.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('follows on Enter', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Link href="/orders" onClick={onClick}>
        Orders
      </Link>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
