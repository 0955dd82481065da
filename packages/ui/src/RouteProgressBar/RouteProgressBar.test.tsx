import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteProgressBar } from './RouteProgressBar.tsx';

describe('RouteProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders nothing while idle', () => {
    render(<RouteProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is a labelled progressbar while a route loads', () => {
    render(<RouteProgressBar active label="Loading page" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('stays visible for the minimum time after a quick navigation', () => {
    const { rerender } = render(<RouteProgressBar active />);
    act(() => vi.advanceTimersByTime(20));
    rerender(<RouteProgressBar active={false} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows again when a new navigation starts while finishing', () => {
    const { rerender } = render(<RouteProgressBar active />);
    rerender(<RouteProgressBar active={false} />);
    rerender(<RouteProgressBar active />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });

  it('reports a known value', () => {
    render(<RouteProgressBar active value={60} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  });
});
