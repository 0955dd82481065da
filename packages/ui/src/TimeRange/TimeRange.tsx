import { Copy, Plus, Trash2 } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { Button } from '../Button/index.ts';
import {
  Closed,
  Day,
  DayActions,
  DayName,
  IconButton,
  Root,
  Slot,
  SlotError,
  SlotInputs,
  Slots,
  TimeInput,
} from './TimeRange.styles.ts';
import type { TimeRangeLabels, TimeRangeProps } from './TimeRange.types.ts';
import {
  copyDayToAll,
  defaultWeekdayLabels,
  nextSlot,
  validateTimeSlots,
  WEEKDAYS,
  type TimeSlot,
} from './timeSlots.ts';

const defaultLabels: TimeRangeLabels = {
  closed: 'Closed',
  opensAt: 'opens at',
  closesAt: 'closes at',
  addSlot: 'Add slot',
  copyToAll: 'Copy to all days',
  removeSlot: 'Remove',
  slot: 'slot',
  closesBeforeOpens: 'Closing time must be after opening time.',
  overlap: 'This slot overlaps another slot on the same day.',
};

export const TimeRange = forwardRef<HTMLDivElement, TimeRangeProps>(function TimeRange(
  { label, value, onChange, weekdayLabels = defaultWeekdayLabels, labels, disabled = false },
  ref,
) {
  const text = { ...defaultLabels, ...labels };
  const baseId = useId();
  const errors = validateTimeSlots(value);

  const update = (index: number, patch: Partial<TimeSlot>) =>
    onChange?.(value.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));

  return (
    <Root ref={ref} role="group" aria-label={label}>
      {WEEKDAYS.map((weekday) => {
        const dayName = weekdayLabels[weekday] ?? defaultWeekdayLabels[weekday];
        const dayId = `${baseId}-day-${weekday}`;
        // Indexes into `value`, so edits and errors map back to the caller's list.
        const indexes = value.flatMap((slot, i) => (slot.weekday === weekday ? [i] : []));
        return (
          <Day key={weekday} role="group" aria-labelledby={dayId}>
            <DayName id={dayId}>{dayName}</DayName>
            {indexes.length === 0 ? (
              <Closed>{text.closed}</Closed>
            ) : (
              <Slots>
                {indexes.map((index, n) => {
                  const slot = value[index]!;
                  const error = errors[index];
                  const errorId = `${baseId}-error-${index}`;
                  const name = n === 0 ? dayName : `${dayName} ${text.slot} ${n + 1}`;
                  const invalidProps = {
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': error ? errorId : undefined,
                  };
                  return (
                    <Slot key={index}>
                      <SlotInputs>
                        <TimeInput
                          type="time"
                          aria-label={`${name} ${text.opensAt}`}
                          value={slot.opensAt}
                          disabled={disabled}
                          {...invalidProps}
                          onChange={(event) => update(index, { opensAt: event.target.value })}
                        />
                        <span aria-hidden>–</span>
                        <TimeInput
                          type="time"
                          aria-label={`${name} ${text.closesAt}`}
                          value={slot.closesAt}
                          disabled={disabled}
                          {...invalidProps}
                          onChange={(event) => update(index, { closesAt: event.target.value })}
                        />
                        <IconButton
                          type="button"
                          aria-label={`${text.removeSlot} ${name}`}
                          disabled={disabled}
                          onClick={() => onChange?.(value.filter((_, i) => i !== index))}
                        >
                          <Trash2 aria-hidden />
                        </IconButton>
                      </SlotInputs>
                      {error && (
                        <SlotError id={errorId}>
                          {error === 'overlap' ? text.overlap : text.closesBeforeOpens}
                        </SlotError>
                      )}
                    </Slot>
                  );
                })}
              </Slots>
            )}
            <DayActions>
              <Button
                size="sm"
                variant="ghost"
                iconStart={<Plus aria-hidden />}
                disabled={disabled}
                aria-label={`${text.addSlot}: ${dayName}`}
                onClick={() => onChange?.([...value, nextSlot(value, weekday)])}
              >
                {text.addSlot}
              </Button>
              {indexes.length > 0 && (
                <Button
                  size="sm"
                  variant="ghost"
                  iconStart={<Copy aria-hidden />}
                  disabled={disabled}
                  aria-label={`${text.copyToAll}: ${dayName}`}
                  onClick={() => onChange?.(copyDayToAll(value, weekday))}
                >
                  {text.copyToAll}
                </Button>
              )}
            </DayActions>
          </Day>
        );
      })}
    </Root>
  );
});
TimeRange.displayName = 'TimeRange';
