import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DonutChart } from './DonutChart.tsx';

const mix = [
  { key: 'card', label: 'Card', value: 600 },
  { key: 'cod', label: 'Cash on delivery', value: 300 },
  { key: 'wallet', label: 'Wallet', value: 100 },
  { key: 'coupon', label: 'Coupon', value: -20 },
];

function renderChart(data = mix) {
  return render(
    <DonutChart
      label="Payment methods"
      data={data}
      categoryLabel="Payment method"
      totalLabel="orders"
      locale="en-US"
      dir="ltr"
    />,
  );
}

describe('DonutChart', () => {
  it('is a figure named by its label whose table lists each slice, value and share', () => {
    renderChart();
    expect(screen.getByRole('figure', { name: 'Payment methods' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Payment methods' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Payment methodValueShare',
      'Card60060%',
      'Cash on delivery30030%',
      'Wallet10010%',
      'Coupon-20—',
    ]);
  });

  it('draws no slice for a negative value but keeps it in the legend', () => {
    const { container } = renderChart();
    expect(container.querySelectorAll('[data-slice]')).toHaveLength(3);
    expect(screen.getByRole('list')).toHaveTextContent('Coupon');
    expect(container.querySelector('[data-total]')).toHaveTextContent('1,000');
  });

  it('cycles through the slices with the arrow keys and shows the tooltip', async () => {
    const user = userEvent.setup();
    const { container } = renderChart();
    await user.tab();
    expect(screen.getByRole('img', { name: 'Card: Value 600; Share 60%' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Wallet: Value 100; Share 10%' })).toHaveFocus();
    expect(container.querySelector('[data-chart-tooltip]')).toHaveTextContent('Wallet');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: /^Card/ })).toHaveFocus();
  });

  it('says the empty message when nothing is positive', () => {
    render(<DonutChart label="Payment methods" data={[]} emptyMessage="No payments yet" />);
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
