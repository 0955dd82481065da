import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeSeriesChart } from './TimeSeriesChart.tsx';
import type { TimeSeriesChartProps } from './TimeSeriesChart.types.ts';

const data = [
  { date: '2026-03-01', values: { orders: 12, revenue: 1_234_567 } },
  { date: '2026-03-02', values: { orders: 15, revenue: 2_000_000 } },
  { date: '2026-03-03', values: { orders: 9, revenue: null } },
];

function renderChart(props: Partial<TimeSeriesChartProps> = {}) {
  return render(
    <TimeSeriesChart
      label="Orders and revenue per day"
      data={data}
      series={[
        { key: 'orders', label: 'Orders' },
        { key: 'revenue', label: 'Revenue', axis: 'secondary' },
      ]}
      secondaryFormat={{ kind: 'money', currency: 'KWD' }}
      locale="en-US"
      dir="ltr"
      width={600}
      {...props}
    />,
  );
}

function tooltip(container: HTMLElement) {
  return container.querySelector('[data-chart-tooltip]');
}

describe('TimeSeriesChart', () => {
  it('is a figure named by its label', () => {
    renderChart();
    expect(screen.getByRole('figure', { name: 'Orders and revenue per day' })).toBeInTheDocument();
  });

  it('carries every point in its data table, formatted for the locale', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Orders and revenue per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateOrdersRevenue',
      'Mar 1, 202612KWD\u00a01,234.567',
      'Mar 2, 202615KWD\u00a02,000.000',
      'Mar 3, 20269—',
    ]);
  });

  it('formats the table in Arabic with Arabic digits', () => {
    renderChart({ locale: 'ar-EG', dir: 'rtl', secondaryFormat: { kind: 'money', currency: 'JPY' } });
    const cells = within(screen.getByRole('table')).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('١٢');
    expect(cells[1]!.textContent).toMatch(/١٬٢٣٤٬٥٦٧/);
  });

  it('moves focus between points with the arrow keys and shows each point’s tooltip', async () => {
    const user = userEvent.setup();
    const { container } = renderChart();
    expect(tooltip(container)).toBeNull();
    await user.tab();
    const first = screen.getByRole('img', { name: 'Mar 1, 2026: Orders 12; Revenue KWD\u00a01,234.567' });
    expect(first).toHaveFocus();
    expect(tooltip(container)).toHaveTextContent('Mar 1, 2026');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: /^Mar 2, 2026/ })).toHaveFocus();
    expect(tooltip(container)).toHaveTextContent('Mar 2, 2026');
    expect(tooltip(container)).toHaveTextContent('KWD 2,000.000');
    await user.keyboard('{End}');
    expect(screen.getByRole('img', { name: 'Mar 3, 2026: Orders 9; Revenue —' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(tooltip(container)).toBeNull();
  });

  it('keeps one tab stop for all points', async () => {
    const user = userEvent.setup();
    renderChart();
    const points = screen.getAllByRole('img');
    expect(points.map((p) => p.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(points.map((p) => p.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
  });

  it('runs time from right to left in RTL, where ArrowLeft goes forward', async () => {
    const user = userEvent.setup();
    renderChart({ dir: 'rtl' });
    const xs = screen.getAllByRole('img').map((p) => Number(p.getAttribute('x')));
    expect(xs[0]).toBeGreaterThan(xs[1]!);
    expect(xs[1]).toBeGreaterThan(xs[2]!);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: /^Mar 2, 2026/ })).toHaveFocus();
  });

  it('runs time from left to right in LTR', () => {
    renderChart();
    const xs = screen.getAllByRole('img').map((p) => Number(p.getAttribute('x')));
    expect(xs[0]).toBeLessThan(xs[1]!);
    expect(xs[1]).toBeLessThan(xs[2]!);
  });

  it('shows loading, empty and error states instead of the chart', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = renderChart({ loading: true, loadingLabel: 'Loading orders' });
    expect(screen.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(
      <TimeSeriesChart
        label="Orders"
        data={[]}
        series={[{ key: 'orders', label: 'Orders' }]}
        emptyMessage="No orders"
      />,
    );
    expect(screen.getByText('No orders')).toBeInTheDocument();
    rerender(
      <TimeSeriesChart
        label="Orders"
        data={data}
        series={[{ key: 'orders', label: 'Orders' }]}
        error="Could not load"
        onRetry={onRetry}
        retryLabel="Try again"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
