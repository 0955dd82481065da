import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sparkline } from './Sparkline.tsx';

const data = [
  { date: '2026-03-01', value: 1_000 },
  { date: '2026-03-02', value: 2_500 },
  { date: '2026-03-03', value: 1_500 },
];

describe('Sparkline', () => {
  it('is named by its label and lists its points in a hidden table', () => {
    render(
      <Sparkline
        label="Revenue per day"
        data={data}
        format={{ kind: 'money', currency: 'JPY' }}
        locale="en-US"
      />,
    );
    expect(screen.getByRole('figure', { name: 'Revenue per day' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Revenue per day' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateValue',
      'Mar 1, 2026¥1,000',
      'Mar 2, 2026¥2,500',
      'Mar 3, 2026¥1,500',
    ]);
  });

  it('ends at the inline-end side: right in LTR, left in RTL', () => {
    const ltr = render(<Sparkline label="Orders" data={data} width={100} dir="ltr" />);
    expect(Number(ltr.container.querySelector('[data-dot]')!.getAttribute('cx'))).toBeGreaterThan(50);
    ltr.unmount();
    const rtl = render(<Sparkline label="Orders" data={data} width={100} dir="rtl" />);
    expect(Number(rtl.container.querySelector('[data-dot]')!.getAttribute('cx'))).toBeLessThan(50);
  });

  it('announces loading, empty and error', () => {
    const { rerender } = render(
      <Sparkline label="Orders" data={data} loading loadingLabel="Loading orders" />,
    );
    expect(screen.getByRole('figure', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading orders')).toBeInTheDocument();
    rerender(<Sparkline label="Orders" data={[]} emptyMessage="No orders" />);
    expect(screen.getByText('No orders')).toBeInTheDocument();
    rerender(<Sparkline label="Orders" data={data} error="Could not load" />);
    expect(screen.getByText('Could not load')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
