import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './Badge.tsx';

describe('Badge', () => {
  it('shows the count', () => {
    render(<Badge count={12} />);
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it('caps the shown number at max', () => {
    const { rerender } = render(<Badge count={532} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    rerender(<Badge count={532} max={999} />);
    expect(screen.getByText('532')).toBeInTheDocument();
  });

  it('renders nothing for zero unless asked', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('reads its label instead of the bare number when given one', () => {
    render(
      <a href="#customers">
        Customers <Badge count={532} max={999} label="532 new customers" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Customers 532 new customers' })).toBeInTheDocument();
  });

  it('names a dot by its label and hides an unlabelled dot', () => {
    const { rerender, container } = render(<Badge dot label="New payout report" />);
    expect(screen.getByRole('img', { name: 'New payout report' })).toBeInTheDocument();
    rerender(<Badge dot />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('formats counts in the locale digits', () => {
    expect(formatBadgeCount(1200, 999, 'en-US')).toBe('999+');
    expect(formatBadgeCount(532, 999, 'ar-EG')).toBe('٥٣٢');
  });
});
