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

describe('StatusBadge with a configured colour', () => {
  it('fills the badge with the colour and picks dark text on a light colour', () => {
    render(<StatusBadge colour="#faad14">Pending</StatusBadge>);
    const badge = screen.getByText('Pending').parentElement!;
    expect(badge).toHaveAttribute('data-coloured');
    expect(badge).not.toHaveAttribute('data-tone');
    expect(badge.style.background).toContain('rgb(250, 173, 20)');
    expect(badge.style.color).toBe('rgb(0, 0, 0)');
  });

  it('picks white text on a dark colour', () => {
    render(<StatusBadge colour="#2f54eb">Out for delivery</StatusBadge>);
    expect(screen.getByText('Out for delivery').parentElement!.style.color).toBe('rgb(255, 255, 255)');
  });

  it('falls back to the tone when the colour is not a colour', () => {
    render(
      <StatusBadge colour="not-a-colour" tone="info">
        Odd
      </StatusBadge>,
    );
    expect(screen.getByText('Odd').parentElement).toHaveAttribute('data-tone', 'info');
  });
});

describe('readableTextColour', () => {
  it('always reaches 4.5:1 against the chosen text colour', async () => {
    const { colord, extend } = await import('colord');
    const a11y = (await import('colord/plugins/a11y')).default;
    extend([a11y]);
    const { readableTextColour } = await import('./readableColour.ts');
    for (const bg of [
      '#faad14',
      '#4b7cf3',
      '#722ed1',
      '#13c2c2',
      '#2f54eb',
      '#52c41a',
      '#f5222d',
      '#8c8c8c',
      '#777777',
      '#ff0000',
      '#000',
      '#fff',
    ]) {
      const text = readableTextColour(bg)!;
      expect(colord(bg).contrast(text)).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableTextColour('nope')).toBeNull();
  });
});
