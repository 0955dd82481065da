import { isAfter, isBefore, isSameDay } from 'date-fns';
import { CalendarRange, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { forwardRef, useId, useState } from 'react';
import { Calendar } from '../internal/calendar/Calendar.tsx';
import { focusCalendarDay } from '../internal/calendar/lazyCalendar.tsx';
import { CalendarPanel } from '../internal/calendar/Calendar.styles.ts';
import { ClearButton, Field, Trigger, TriggerText } from '../internal/calendar/picker.styles.ts';
import { documentLocale, fromIso, toIso } from '../internal/calendar/dates.ts';
import { PanelLayout, PresetButton, PresetList } from './DateRangePicker.styles.ts';
import type { DateRangePickerProps, IsoDateRange } from './DateRangePicker.types.ts';
import { defaultRangePresets } from './presets.ts';

function formatRange(from: Date, to: Date, tag: string): string {
  const format = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', year: 'numeric' });
  return format.formatRange(from, to);
}

export const DateRangePicker = forwardRef<HTMLButtonElement, DateRangePickerProps>(function DateRangePicker(
  {
    value,
    defaultValue = null,
    onChange,
    today,
    presets = defaultRangePresets,
    min,
    max,
    numberOfMonths = 2,
    clearable = false,
    disabled = false,
    invalid = false,
    placeholder = 'Select dates',
    locale,
    defaultMonth,
    open,
    defaultOpen = false,
    onOpenChange,
    id,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    'aria-describedby': ariaDescribedBy,
    clearLabel = 'Clear dates',
    calendarLabel = 'Choose dates',
    pickEndLabel = 'Now pick the last day.',
    presetsLabel = 'Quick ranges',
    fullWidth = false,
  },
  ref,
) {
  const [innerValue, setInnerValue] = useState<IsoDateRange | null>(defaultValue);
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  // The first click of a new range, kept until the second click completes it.
  const [pendingFrom, setPendingFrom] = useState<Date | null>(null);
  const current = value !== undefined ? value : innerValue;
  const isOpen = open ?? innerOpen;
  const tag = locale ?? documentLocale();
  const from = fromIso(current?.from);
  const to = fromIso(current?.to);
  const todayDate = fromIso(today) ?? new Date();
  const minDate = fromIso(min);
  const maxDate = fromIso(max);
  const valueId = useId();

  const setOpen = (next: boolean) => {
    if (disabled && next) return;
    setPendingFrom(null);
    setInnerOpen(next);
    onOpenChange?.(next);
  };
  const commit = (next: IsoDateRange | null) => {
    setInnerValue(next);
    onChange?.(next);
  };
  const pickDay = (day: Date) => {
    if (!pendingFrom) {
      setPendingFrom(day);
      return;
    }
    const [start, end] = isBefore(day, pendingFrom) ? [day, pendingFrom] : [pendingFrom, day];
    commit({ from: toIso(start), to: toIso(end) });
    setOpen(false);
  };

  const text = from && to ? formatRange(from, to, tag) : placeholder;
  const labelledBy = ariaLabelledBy ? `${ariaLabelledBy} ${valueId}` : undefined;
  const selected = pendingFrom ? { from: pendingFrom, to: undefined } : from && to ? { from, to } : undefined;
  const activePreset =
    from && to && !pendingFrom
      ? presets.find((preset) => {
          const range = preset.range(todayDate);
          return isSameDay(range.from, from) && isSameDay(range.to, to);
        })
      : undefined;
  const outOfBounds = (range: { from: Date; to: Date }) =>
    (minDate != null && isBefore(range.from, minDate)) || (maxDate != null && isAfter(range.to, maxDate));

  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <Field
          data-range=""
          data-disabled={disabled ? '' : undefined}
          data-invalid={invalid ? '' : undefined}
          data-full-width={fullWidth ? '' : undefined}
        >
          <Popover.Trigger asChild>
            <Trigger
              ref={ref}
              type="button"
              id={id}
              disabled={disabled}
              aria-label={ariaLabel ? `${ariaLabel}, ${text}` : undefined}
              aria-labelledby={labelledBy}
              aria-describedby={ariaDescribedBy}
              aria-invalid={invalid || undefined}
            >
              <CalendarRange aria-hidden />
              <TriggerText id={valueId} data-placeholder={from && to ? undefined : ''}>
                {text}
              </TriggerText>
            </Trigger>
          </Popover.Trigger>
          {clearable && from && to && !disabled && (
            <ClearButton type="button" aria-label={clearLabel} onClick={() => commit(null)}>
              <X aria-hidden />
            </ClearButton>
          )}
        </Field>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          asChild
          align="start"
          sideOffset={4}
          aria-label={calendarLabel}
          onOpenAutoFocus={focusCalendarDay}
        >
          <CalendarPanel>
            <PanelLayout>
              {presets.length > 0 && (
                <PresetList role="group" aria-label={presetsLabel}>
                  {presets.map((preset) => {
                    const range = preset.range(todayDate);
                    return (
                      <PresetButton
                        key={preset.id}
                        type="button"
                        aria-pressed={preset === activePreset}
                        disabled={outOfBounds(range)}
                        onClick={() => {
                          commit({ from: toIso(range.from), to: toIso(range.to) });
                          setOpen(false);
                        }}
                      >
                        {preset.label}
                      </PresetButton>
                    );
                  })}
                </PresetList>
              )}
              <Calendar
                mode="range"
                localeTag={tag}
                numberOfMonths={numberOfMonths}
                selected={selected}
                onSelect={(_range, day) => pickDay(day)}
                footer={pendingFrom ? pickEndLabel : undefined}
                defaultMonth={from ?? fromIso(defaultMonth) ?? todayDate}
                today={fromIso(today)}
                startMonth={minDate}
                endMonth={maxDate}
                disabled={[
                  ...(minDate ? [{ before: minDate }] : []),
                  ...(maxDate ? [{ after: maxDate }] : []),
                ]}
              />
            </PanelLayout>
          </CalendarPanel>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
DateRangePicker.displayName = 'DateRangePicker';
