import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge.tsx';

describe('StatusBadge', () => {
  it('shows the status in words with its tone as a data attribute', () => {
    render(<StatusBadge tone="success">Delivered</StatusBadge>);
    const badge = screen.getByText('Delivered').parentElement!;
    expect(badge).toHaveAttribute('data-tone', 'success');
  });

  it('defaults to neutral', () => {
    render(<StatusBadge>Draft</StatusBadge>);
    expect(screen.getByText('Draft').parentElement).toHaveAttribute('data-tone', 'neutral');
  });

  it('keeps the dot out of the accessible text', () => {
    const { container } = render(
      <StatusBadge tone="danger" dot>
        Cancelled
      </StatusBadge>,
    );
    const badge = container.firstElementChild!;
    expect(badge.textContent).toBe('Cancelled');
    expect(badge.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
