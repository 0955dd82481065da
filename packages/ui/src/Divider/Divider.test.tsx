import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Divider } from './Divider.tsx';

describe('Divider', () => {
  it('is a horizontal separator by default', () => {
    render(<Divider />);
    const separator = screen.getByRole('separator');
    expect(separator).toHaveAttribute('data-orientation', 'horizontal');
    expect(separator).not.toHaveAttribute('aria-orientation');
  });

  it('announces a vertical orientation', () => {
    render(<Divider orientation="vertical" />);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('is named by its visible label', () => {
    render(<Divider label="Yesterday" />);
    expect(screen.getByRole('separator', { name: 'Yesterday' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Divider decorative label="Yesterday" />);
    expect(screen.queryByRole('separator')).toBeNull();
  });
});
