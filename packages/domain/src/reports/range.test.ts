import { describe, expect, it } from 'vitest';
import { daysOf, parseReportDay, previousRange, reportRangeErrors } from './range.ts';

describe('report ranges', () => {
  it('reads real calendar days only', () => {
    expect(parseReportDay('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseReportDay('2023-02-29')).toBeNull();
    expect(parseReportDay('2024-02-30')).toBeNull();
    expect(parseReportDay('2024-13-01')).toBeNull();
    expect(parseReportDay('2024-1-01')).toBeNull();
    expect(parseReportDay(20240101)).toBeNull();
  });

  it('names the field at fault', () => {
    expect(reportRangeErrors({ from: '2024-01-01', to: '2024-01-01' })).toBeNull();
    expect(reportRangeErrors({ from: 'x', to: '2024-01-01' })).toEqual({ 'range.from': expect.any(String) });
    expect(reportRangeErrors({ from: '2024-01-02', to: '2024-01-01' })).toEqual({
      'range.to': 'Must be on or after the start date',
    });
    expect(reportRangeErrors({ from: '2020-01-01', to: '2024-12-31' })).toBeNull();
    expect(reportRangeErrors({ from: '2020-01-01', to: '2025-01-01' })).toEqual({
      'range.to': 'A range can cover at most 5 years',
    });
    expect(reportRangeErrors(null)).toEqual({
      'range.from': expect.any(String),
      'range.to': expect.any(String),
    });
  });

  it('compares with the period of equal length just before, both ends included', () => {
    expect(previousRange({ from: '2024-03-01', to: '2024-03-31' })).toEqual({
      from: '2024-01-30',
      to: '2024-02-29',
    });
    expect(previousRange({ from: '2024-03-01', to: '2024-03-01' })).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
    expect(daysOf({ from: '2024-02-28', to: '2024-03-01' })).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });
});
