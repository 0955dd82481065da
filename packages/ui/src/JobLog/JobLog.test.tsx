import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobLog } from './JobLog.tsx';
import { exportLog } from './JobLog.samples.ts';

describe('JobLog', () => {
  it('is a named, focusable log of timestamped lines', () => {
    render(<JobLog lines={exportLog} label="Export log" locale="en-GB" timeZone="UTC" />);
    const log = screen.getByRole('log', { name: 'Export log' });
    expect(log).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const first = log.querySelector('time')!;
    expect(first).toHaveAttribute('dateTime', '2026-11-22T09:14:02.120Z');
    expect(first).toHaveTextContent('22/11/2026, 09:14:02');
    expect(screen.getByText('Counting rows: 3,000 to write.')).toHaveAttribute('dir', 'auto');
  });

  it('formats times by the locale', () => {
    render(<JobLog lines={exportLog.slice(0, 1)} locale="ar-EG" timeZone="UTC" />);
    expect(screen.getByRole('log').querySelector('time')!.textContent).toMatch(/[٠-٩]/);
  });

  it('says when nothing is logged yet', () => {
    render(<JobLog lines={[]} emptyText="No lines" />);
    expect(screen.getByRole('log')).toHaveTextContent('No lines');
  });
});
