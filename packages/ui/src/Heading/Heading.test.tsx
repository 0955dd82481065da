import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading.tsx';

describe('Heading', () => {
  it('renders the element for its level', () => {
    render(
      <>
        <Heading level={1}>Orders</Heading>
        <Heading level={4}>Notes</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' }).tagName).toBe('H1');
    expect(screen.getByRole('heading', { level: 4, name: 'Notes' }).tagName).toBe('H4');
  });

  it('keeps the visual size independent of the level', () => {
    render(
      <Heading level={1} size="sm">
        Orders
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveAttribute('data-size', 'sm');
  });

  it('defaults the size from the level', () => {
    render(<Heading level={2}>Stores</Heading>);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('data-size', 'lg');
  });

  it('repeats truncated text in the title', () => {
    render(
      <Heading level={2} truncate>
        Al Noor Organic Groceries
      </Heading>,
    );
    expect(screen.getByRole('heading')).toHaveAttribute('title', 'Al Noor Organic Groceries');
  });
});
