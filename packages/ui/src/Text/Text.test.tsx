import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text.tsx';

describe('Text', () => {
  it('renders an inline span by default and the requested element otherwise', () => {
    const { rerender } = render(<Text>Order placed</Text>);
    expect(screen.getByText('Order placed').tagName).toBe('SPAN');
    rerender(<Text as="p">Order placed</Text>);
    expect(screen.getByText('Order placed').tagName).toBe('P');
  });

  it('exposes size, tone and weight as data attributes for the static styles', () => {
    render(
      <Text size="sm" tone="danger" weight="strong">
        Payment failed
      </Text>,
    );
    const text = screen.getByText('Payment failed');
    expect(text).toHaveAttribute('data-size', 'sm');
    expect(text).toHaveAttribute('data-tone', 'danger');
    expect(text).toHaveAttribute('data-weight', 'strong');
  });

  it('repeats truncated text in the title so the full value is still readable', () => {
    render(<Text truncate>Al Noor Organic Groceries — Heliopolis</Text>);
    expect(screen.getByText('Al Noor Organic Groceries — Heliopolis')).toHaveAttribute(
      'title',
      'Al Noor Organic Groceries — Heliopolis',
    );
  });

  it('keeps an explicit title and adds none when not truncated', () => {
    const { rerender } = render(
      <Text truncate title="Store name">
        Al Noor
      </Text>,
    );
    expect(screen.getByText('Al Noor')).toHaveAttribute('title', 'Store name');
    rerender(<Text>Al Noor</Text>);
    expect(screen.getByText('Al Noor')).not.toHaveAttribute('title');
  });
});
