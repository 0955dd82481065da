import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeRange } from './TimeRange.tsx';
import { copyDayToAll, nextSlot, validateTimeSlots, type TimeSlot } from './timeSlots.ts';

describe('validateTimeSlots', () => {
  it('requires closing after opening', () => {
    expect(
      validateTimeSlots([
        { weekday: 0, opensAt: '09:00', closesAt: '17:00' },
        { weekday: 1, opensAt: '17:00', closesAt: '09:00' },
        { weekday: 2, opensAt: '10:00', closesAt: '10:00' },
      ]),
    ).toEqual([null, 'closes-before-opens', 'closes-before-opens']);
  });

  it('flags overlapping slots of the same day only', () => {
    expect(
      validateTimeSlots([
        { weekday: 1, opensAt: '09:00', closesAt: '14:00' },
        { weekday: 1, opensAt: '13:00', closesAt: '20:00' },
        { weekday: 2, opensAt: '13:00', closesAt: '20:00' },
        { weekday: 1, opensAt: '20:00', closesAt: '23:00' },
      ]),
    ).toEqual(['overlap', 'overlap', null, null]);
  });

  it('lets one slot start when the previous ends', () => {
    expect(
      validateTimeSlots([
        { weekday: 3, opensAt: '09:00', closesAt: '12:00' },
        { weekday: 3, opensAt: '12:00', closesAt: '18:00' },
      ]),
    ).toEqual([null, null]);
  });

  it('proposes the next slot after the last one', () => {
    expect(nextSlot([], 4)).toEqual({ weekday: 4, opensAt: '09:00', closesAt: '17:00' });
    expect(nextSlot([{ weekday: 4, opensAt: '09:00', closesAt: '12:00' }], 4)).toEqual({
      weekday: 4,
      opensAt: '12:00',
      closesAt: '14:00',
    });
    expect(nextSlot([{ weekday: 4, opensAt: '09:00', closesAt: '23:00' }], 4).closesAt).toBe('23:59');
  });

  it('copies one day to every day', () => {
    const copied = copyDayToAll(
      [
        { weekday: 2, opensAt: '09:00', closesAt: '17:00' },
        { weekday: 5, opensAt: '13:00', closesAt: '23:00' },
      ],
      2,
    );
    expect(copied).toHaveLength(7);
    expect(copied.map((s) => s.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(copied.every((s) => s.opensAt === '09:00' && s.closesAt === '17:00')).toBe(true);
  });
});

describe('TimeRange', { timeout: 20_000 }, () => {
  const value: TimeSlot[] = [
    { weekday: 0, opensAt: '09:00', closesAt: '22:00' },
    { weekday: 0, opensAt: '23:00', closesAt: '23:30' },
  ];

  it('labels each time input with its weekday', () => {
    render(<TimeRange label="Opening hours" value={value} />);
    expect(screen.getByLabelText('Sunday opens at')).toHaveValue('09:00');
    expect(screen.getByLabelText('Sunday closes at')).toHaveValue('22:00');
    expect(screen.getByLabelText('Sunday slot 2 opens at')).toHaveValue('23:00');
    expect(screen.getAllByText('Closed')).toHaveLength(6);
  });

  it('uses the given weekday labels', () => {
    const names = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];
    render(<TimeRange label="ساعات العمل" value={value.slice(0, 1)} weekdayLabels={names} />);
    expect(screen.getByLabelText('الأحد opens at')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'السبت' })).toBeInTheDocument();
  });

  it('emits edits of a time', () => {
    const onChange = vi.fn();
    render(<TimeRange label="Opening hours" value={value} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Sunday closes at'), { target: { value: '21:00' } });
    expect(onChange).toHaveBeenCalledWith([{ weekday: 0, opensAt: '09:00', closesAt: '21:00' }, value[1]]);
  });

  it('adds, removes and copies slots', async () => {
    const onChange = vi.fn();
    render(<TimeRange label="Opening hours" value={value} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add slot: Monday' }));
    expect(onChange).toHaveBeenLastCalledWith([
      ...value,
      { weekday: 1, opensAt: '09:00', closesAt: '17:00' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sunday slot 2' }));
    expect(onChange).toHaveBeenLastCalledWith([value[0]]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy to all days: Sunday' }));
    expect(onChange.mock.lastCall![0]).toHaveLength(14);
  });

  it('shows errors on the rows they concern', () => {
    render(
      <TimeRange
        label="Opening hours"
        value={[
          { weekday: 0, opensAt: '18:00', closesAt: '09:00' },
          { weekday: 1, opensAt: '09:00', closesAt: '14:00' },
          { weekday: 1, opensAt: '13:00', closesAt: '20:00' },
          { weekday: 2, opensAt: '09:00', closesAt: '14:00' },
        ]}
      />,
    );
    expect(screen.getByLabelText('Sunday closes at')).toHaveAccessibleDescription(
      'Closing time must be after opening time.',
    );
    expect(screen.getByLabelText('Monday slot 2 opens at')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This slot overlaps another slot on the same day.')).toHaveLength(2);
    expect(screen.getByLabelText('Tuesday opens at')).not.toHaveAttribute('aria-invalid');
  });

  it('disables every control', () => {
    render(<TimeRange label="Opening hours" value={value} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByLabelText('Sunday opens at')).toBeDisabled();
  });
});
