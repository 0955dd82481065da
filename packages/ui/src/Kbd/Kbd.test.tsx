import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Kbd } from './Kbd.tsx';

describe('Kbd', () => {
  it('renders a single key as a kbd element', () => {
    render(<Kbd>Esc</Kbd>);
    expect(screen.getByText('Esc').tagName).toBe('KBD');
  });

  it('renders a combination as a kbd of kbds and keeps the plus signs out of the reading', () => {
    const { container } = render(<Kbd keys={['Ctrl', 'K']} />);
    const outer = container.firstElementChild!;
    expect(outer.tagName).toBe('KBD');
    expect(Array.from(outer.querySelectorAll('kbd'), (k) => k.textContent)).toEqual(['Ctrl', 'K']);
    expect(screen.getByText('+')).toHaveAttribute('aria-hidden', 'true');
  });
});
