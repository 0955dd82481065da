import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sparkline } from '../Sparkline/index.ts';
import { Stat } from './Stat.tsx';

describe('Stat', () => {
  it('shows label and value', () => {
    render(<Stat label="Orders" value="1,284" />);
    expect(screen.getByText('Orders')).toBeInTheDocument();
    expect(screen.getByText('1,284')).toBeInTheDocument();
  });

  it('tells screen readers the direction and period of a rise', () => {
    const { container } = render(
      <Stat label="Revenue" value="EGP 482,300" change={12} changeLabel="from last month" locale="en-US" />,
    );
    expect(screen.getByText('up 12% from last month')).toBeInTheDocument();
    expect(container.querySelector('[data-direction="up"]')).toHaveAttribute('data-tone', 'good');
  });

  it('reads a fall as down with the absolute percentage', () => {
    render(<Stat label="Orders" value="9" change={-4.5} changeLabel="from yesterday" locale="en-US" />);
    expect(screen.getByText('down 4.5% from yesterday')).toBeInTheDocument();
  });

  it('colours a rise as bad news when increase is not good', () => {
    const { container } = render(
      <Stat label="Cancelled" value="37" change={8} increaseIsGood={false} locale="en-US" />,
    );
    expect(container.querySelector('[data-direction="up"]')).toHaveAttribute('data-tone', 'bad');
  });

  it('says unchanged for a zero change', () => {
    const { container } = render(<Stat label="Stores" value="48" change={0} changeLabel="from last month" />);
    expect(screen.getByText('unchanged from last month')).toBeInTheDocument();
    expect(container.querySelector('[data-direction="flat"]')).toHaveAttribute('data-tone', 'neutral');
  });

  it('hides the value and announces loading while busy', () => {
    const { container } = render(
      <Stat label="Orders" value="1,284" change={3} loading loadingLabel="Loading orders" />,
    );
    expect(screen.queryByText('1,284')).toBeNull();
    expect(screen.getByText('Loading orders')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[data-direction]')).toBeNull();
  });
});

describe('Stat with a sparkline', () => {
  it('shows the sparkline beside the value only when given', () => {
    const { rerender } = render(<Stat label="Orders" value="1,284" />);
    expect(screen.queryByRole('figure')).toBeNull();
    rerender(
      <Stat
        label="Orders"
        value="1,284"
        sparkline={<Sparkline label="Orders per day" data={[{ date: '2026-03-01', value: 3 }]} />}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Orders per day' })).toBeInTheDocument();
    expect(screen.getByText('1,284')).toBeInTheDocument();
  });
});
