import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart.tsx';
import type { BarChartProps } from './BarChart.types.ts';
import { truncateLabel } from './stack.ts';

const LONG = 'The Great Heliopolis Family Pharmacy and Wellness Centre';
const stores = [
  { key: 's1', label: LONG, values: { revenue: 1_250_000 } },
  { key: 's2', label: 'Dokki Books', values: { revenue: -95_500 } },
  { key: 's3', label: 'Zamalek Bakery', values: { revenue: 480_000 } },
];

function renderChart(props: Partial<BarChartProps> = {}) {
  return render(
    <BarChart
      label="Top stores by revenue"
      data={stores}
      series={[{ key: 'revenue', label: 'Revenue' }]}
      format={{ kind: 'money', currency: 'EGP' }}
      categoryLabel="Store"
      locale="en-US"
      dir="ltr"
      width={600}
      {...props}
    />,
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('BarChart', () => {
  it('is a figure named by its label with every bar in its table', () => {
    renderChart();
    expect(screen.getByRole('figure', { name: 'Top stores by revenue' })).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Top stores by revenue' }))).toEqual([
      'StoreRevenue',
      `${LONG}EGP\u00a012,500.00`,
      'Dokki Books-EGP\u00a0955.00',
      'Zamalek BakeryEGP\u00a04,800.00',
    ]);
  });

  it('cuts a long name on the axis and keeps the full name as its title', () => {
    const { container } = renderChart({ labelWidth: 100 });
    const text = Array.from(container.querySelectorAll('text')).find(
      (t) => t.querySelector('title')?.textContent === LONG,
    );
    expect(text?.textContent).toBe(`${LONG}${truncateLabel(LONG, 15)}`);
    expect(truncateLabel(LONG, 15)).toBe('The Great Heli…');
    expect(screen.getByRole('img', { name: `${LONG}: Revenue EGP\u00a012,500.00` })).toBeInTheDocument();
  });

  it('stacks series and adds a total column', () => {
    renderChart({
      series: [
        { key: 'delivered', label: 'Delivered' },
        { key: 'cancelled', label: 'Cancelled' },
      ],
      format: { kind: 'count' },
      data: [{ key: 'jan', label: 'Jan 2026', values: { delivered: 820, cancelled: 35 } }],
      categoryLabel: 'Month',
    });
    expect(rowsOf(screen.getByRole('table'))).toEqual(['MonthDeliveredCancelledTotal', 'Jan 202682035855']);
    expect(screen.getByRole('list')).toHaveTextContent('DeliveredCancelled');
  });

  it('draws a negative bar on the other side of zero', () => {
    const { container } = renderChart();
    const zero = Number(container.querySelector('[data-zero]')!.getAttribute('x1'));
    const [positive, negative] = Array.from(container.querySelectorAll('[data-segment]'));
    expect(Number(positive!.getAttribute('x'))).toBeCloseTo(zero);
    expect(Number(negative!.getAttribute('x')) + Number(negative!.getAttribute('width'))).toBeCloseTo(zero);
  });

  it('moves between bars with the arrow keys and shows the tooltip', async () => {
    const user = userEvent.setup();
    const { container } = renderChart();
    await user.tab();
    expect(screen.getByRole('img', { name: new RegExp(`^${LONG}`) })).toHaveFocus();
    expect(container.querySelector('[data-chart-tooltip]')).toHaveTextContent(LONG);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('img', { name: /^Dokki Books/ })).toHaveFocus();
    expect(container.querySelector('[data-chart-tooltip]')).toHaveTextContent('-EGP 955.00');
  });

  it('grows bars from the right in RTL', () => {
    const { container } = renderChart({ dir: 'rtl' });
    const zero = Number(container.querySelector('[data-zero]')!.getAttribute('x1'));
    const positive = container.querySelector('[data-segment]')!;
    expect(Number(positive.getAttribute('x')) + Number(positive.getAttribute('width'))).toBeCloseTo(zero);
  });
});
