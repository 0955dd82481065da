import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is one labelled busy status, so a screen reader hears the label and not the shapes', () => {
    render(
      <Skeleton.Root label="Loading orders">
        <Skeleton.Text lines={3} />
        <Skeleton.Circle />
        <Skeleton.Rect />
      </Skeleton.Root>,
    );
    const status = screen.getByRole('status', { name: 'Loading orders' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    const pieces = status.querySelectorAll('[data-skeleton]');
    expect(pieces).toHaveLength(3);
    pieces.forEach((piece) => expect(piece).toHaveAttribute('aria-hidden', 'true'));
  });

  it('draws the requested number of lines with a shorter last line', () => {
    const { container } = render(<Skeleton.Text lines={4} />);
    const lines = container.firstElementChild!.children;
    expect(lines).toHaveLength(4);
    expect(lines[3]).toHaveAttribute('data-last');
    expect(lines[0]).not.toHaveAttribute('data-last');
  });

  it('sizes circles and rectangles from props', () => {
    const { container } = render(
      <>
        <Skeleton.Circle size={32} />
        <Skeleton.Rect inlineSize={120} blockSize="2rem" />
      </>,
    );
    const [circle, rect] = Array.from(container.children) as HTMLElement[];
    expect(circle!.style.inlineSize).toBe('32px');
    expect(rect!.style.inlineSize).toBe('120px');
    expect(rect!.style.blockSize).toBe('2rem');
  });
});
