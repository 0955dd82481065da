import type { JobLogLine } from './JobLog.types.ts';

// Fixed lines for stories and tests (no dates from `new Date()`).
export const exportLog: JobLogLine[] = [
  { at: '2026-11-22T09:14:02.120Z', message: 'Export of orders started (filter: status = delivered).' },
  { at: '2026-11-22T09:14:02.480Z', message: 'Counting rows: 3,000 to write.' },
  { at: '2026-11-22T09:14:05.031Z', message: 'Wrote 1,000 rows.' },
  { at: '2026-11-22T09:14:07.902Z', message: 'Wrote 2,000 rows.' },
  { at: '2026-11-22T09:14:10.311Z', message: 'Wrote 3,000 rows; file orders-2026-11-22.csv (412 KB).' },
];

export const failedLog: JobLogLine[] = [
  { at: '2026-11-22T09:20:00.000Z', message: 'Verifying the wallet ledger (dry run).' },
  { at: '2026-11-22T09:20:03.500Z', message: 'Checked 18,000 journals.' },
  {
    at: '2026-11-22T09:20:04.010Z',
    message:
      'Journal 8f3c2a10-77d1-4b0e-9a51-0c2f6a9d3e11 does not balance: debits 12,500 ≠ credits 12,000 (currency EGP).',
  },
  { at: '2026-11-22T09:20:04.020Z', message: 'Attempt 3 of 3 failed: ledger out of balance.' },
];
