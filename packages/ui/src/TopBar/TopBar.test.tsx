import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopBar } from './TopBar.tsx';

describe('TopBar', () => {
  it('is the page banner with its three slots in reading order', () => {
    render(
      <TopBar
        start={<a href="#orders">Pending orders</a>}
        center={<button type="button">Search</button>}
        end={<button type="button">Account</button>}
      />,
    );
    const banner = screen.getByRole('banner');
    const names = Array.from(banner.querySelectorAll('a, button')).map((el) => el.textContent);
    expect(names).toEqual(['Pending orders', 'Search', 'Account']);
  });

  it('writes gray, fixed and separated as data attributes only when set', () => {
    const { rerender } = render(<TopBar aria-label="Top bar" />);
    const bar = screen.getByRole('banner');
    expect(bar).not.toHaveAttribute('data-gray');
    expect(bar).not.toHaveAttribute('data-fixed');
    expect(bar).not.toHaveAttribute('data-separated');
    rerender(<TopBar aria-label="Top bar" gray fixed separated />);
    expect(bar).toHaveAttribute('data-gray', '');
    expect(bar).toHaveAttribute('data-fixed', '');
    expect(bar).toHaveAttribute('data-separated', '');
  });

  it('leaves out the centre slot when it has no content', () => {
    const { container } = render(<TopBar start="Orders" end="Layla" />);
    expect(container.querySelector('[data-slot="center"]')).toBeNull();
    expect(container.querySelectorAll('[data-slot]')).toHaveLength(2);
  });

  it('forwards its ref to the header element', () => {
    let node: HTMLElement | null = null;
    render(<TopBar ref={(el) => void (node = el)} />);
    expect(node).toBeInstanceOf(HTMLElement);
    expect((node as HTMLElement | null)?.tagName).toBe('HEADER');
  });
});
