import { describe, expect, it } from 'vitest';
import { REPORTS, reportColumns } from '@market/domain';
import { REPORT_SQL } from './types/index.ts';

// Adding a report type: its description in @market/domain and its SQL in ./types; this keeps them in step.
describe('report descriptions and their SQL', () => {
  it('has exactly one SQL definition per described report type', () => {
    expect(REPORT_SQL.map((r) => r.description.type).sort()).toEqual(REPORTS.map((r) => r.type).sort());
    expect(REPORTS).toHaveLength(15);
  });

  for (const sql of REPORT_SQL) {
    const report = sql.description;
    describe(report.type, () => {
      it.each([null, ...report.groupings])('answers every column with grouping %s', (groupBy) => {
        const answered = [
          ...Object.keys(sql.keys(groupBy)),
          ...Object.keys(sql.labels?.(groupBy) ?? {}),
          ...Object.keys(sql.sums),
          ...Object.keys(sql.derived ?? {}),
        ];
        expect(answered.sort()).toEqual(
          reportColumns(report, groupBy)
            .map((c) => c.key)
            .sort(),
        );
      });
      it('filters only by described filters, and sorts by one of its columns', () => {
        expect(Object.keys(sql.filters).sort()).toEqual(report.filters.map((f) => f.key).sort());
        expect(report.columns.map((c) => c.key)).toContain(report.defaultSort.key);
      });
      it('names the currency of every money column', () => {
        for (const column of report.columns.filter((c) => c.kind === 'money'))
          expect(report.columns.map((c) => c.key)).toContain(column.currencyKey);
      });
    });
  }
});
