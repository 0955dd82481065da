import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of the surrounding control', () => {
    render(
      <button type="button">
        <svg aria-hidden />
        <VisuallyHidden>Delete coupon</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Delete coupon' })).toBeInTheDocument();
  });

  it('hides the text visually with a clipped one-pixel box, not display:none', () => {
    render(<VisuallyHidden>Order total</VisuallyHidden>);
    const hidden = screen.getByText('Order total');
    expect(hidden.style.position).toBe('absolute');
    expect(hidden.style.width).toBe('1px');
    expect(hidden.style.display).not.toBe('none');
  });

  it('hides its child in place with asChild', () => {
    render(
      <VisuallyHidden asChild>
        <h2>Order filters</h2>
      </VisuallyHidden>,
    );
    const heading = screen.getByRole('heading', { name: 'Order filters' });
    expect(heading.style.position).toBe('absolute');
  });
});
