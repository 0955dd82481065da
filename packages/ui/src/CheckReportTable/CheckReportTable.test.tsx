import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckReportTable } from './CheckReportTable.tsx';
import { manyErrors, productErrors } from './CheckReportTable.samples.ts';

describe('CheckReportTable', () => {
  it('lists row, column, value and message of each problem with the full report link', () => {
    render(
      <CheckReportTable
        errors={productErrors}
        totalRows={1200}
        errorCount={5}
        downloadUrl="/api/jobs/files/t"
        locale="en-US"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('5 problems in 1,200 rows');
    const table = screen.getByRole('table', { name: 'Problems found' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveTextContent('4');
    expect(rows[1]).toHaveTextContent('price_minor');
    expect(rows[1]).toHaveTextContent('12.50');
    expect(rows[1]).toHaveTextContent('Price must be a whole number of minor units.');
    expect(screen.getByRole('link', { name: /Download full report/ })).toHaveAttribute(
      'href',
      '/api/jobs/files/t',
    );
  });

  it('shows at most the limit and says how many there are', () => {
    render(
      <CheckReportTable errors={manyErrors(250)} totalRows={100_000} errorCount={1532} locale="en-US" />,
    );
    expect(
      screen.getByText('The first 200 of 1,532 problems; download the full report for all.'),
    ).toBeTruthy();
  });

  it('says a clean check passed, without a table', () => {
    render(<CheckReportTable errors={[]} totalRows={40} errorCount={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('All 40 rows passed the check');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
