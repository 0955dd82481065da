import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobProgress } from './JobProgress.tsx';

describe('JobProgress', () => {
  it('is a progressbar named by its label with done of total', () => {
    render(<JobProgress label="Exporting orders" done={1284} total={3000} locale="en-US" />);
    const bar = screen.getByRole('progressbar', { name: 'Exporting orders' });
    expect(bar).toHaveAttribute('aria-valuenow', '1284');
    expect(bar).toHaveAttribute('aria-valuemax', '3000');
    expect(bar).toHaveAttribute('aria-valuetext', '43% · 1,284 of 3,000');
    expect(screen.getByText('43% · 1,284 of 3,000')).toBeInTheDocument();
  });

  it('is indeterminate while the total is unknown, counting what is done', () => {
    render(<JobProgress label="Verifying ledger" done={5120} total={null} locale="en-US" />);
    const bar = screen.getByRole('progressbar', { name: 'Verifying ledger' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
    expect(screen.getByText('5,120 done')).toBeInTheDocument();
  });

  it('fills a succeeded job in the success tone, even with nothing counted', () => {
    const { container } = render(<JobProgress label="Exporting" done={0} total={0} status="succeeded" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'complete');
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'success');
  });

  it('marks a failed job in the danger tone and never exceeds the total', () => {
    const { container } = render(<JobProgress label="Import" done={12} total={10} status="failed" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'danger');
  });

  it('formats numbers by the locale and takes translated text', () => {
    render(
      <JobProgress
        label="تصدير"
        done={1284}
        total={3000}
        locale="ar-EG"
        formatValue={({ done, total }) => `${done} من ${total}`}
      />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '١٬٢٨٤ من ٣٬٠٠٠');
  });
});
