import { CalendarDays, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { forwardRef, useId, useState } from 'react';
import {
  focusCalendarDay,
  LazyCalendar as Calendar,
  preloadCalendar,
} from '../internal/calendar/lazyCalendar.tsx';
import { CalendarPanel } from '../internal/calendar/Calendar.styles.ts';
import { ClearButton, Field, Trigger, TriggerText } from '../internal/calendar/picker.styles.ts';
import type { DatePickerProps } from './DatePicker.types.ts';
import { documentLocale, formatDisplayDate, fromIso, toIso } from '../internal/calendar/dates.ts';

export const DatePicker = forwardRef<HTMLButtonElement, DatePickerProps>(function DatePicker(
  {
    value,
    defaultValue = null,
    onChange,
    min,
    max,
    clearable = false,
    disabled = false,
    invalid = false,
    placeholder = 'Select date',
    locale,
    defaultMonth,
    today,
    open,
    defaultOpen = false,
    onOpenChange,
    id,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    'aria-describedby': ariaDescribedBy,
    clearLabel = 'Clear date',
    calendarLabel = 'Choose date',
    fullWidth = false,
  },
  ref,
) {
  const [innerValue, setInnerValue] = useState<string | null>(defaultValue);
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const current = value !== undefined ? value : innerValue;
  const isOpen = open ?? innerOpen;
  const tag = locale ?? documentLocale();
  const selected = fromIso(current);
  const minDate = fromIso(min);
  const maxDate = fromIso(max);
  const valueId = useId();

  const setOpen = (next: boolean) => {
    if (disabled && next) return;
    setInnerOpen(next);
    onOpenChange?.(next);
  };
  const commit = (next: string | null) => {
    setInnerValue(next);
    onChange?.(next);
  };

  const text = selected ? formatDisplayDate(selected, tag) : placeholder;
  // With a visible label the name is "Delivery date, Nov 22, 2026": label first, then the value.
  const labelledBy = ariaLabelledBy ? `${ariaLabelledBy} ${valueId}` : undefined;

  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <Field
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
              // The calendar's code starts loading before it is opened (internal/calendar/lazyCalendar.tsx).
              onPointerEnter={() => void preloadCalendar()}
              onFocus={() => void preloadCalendar()}
            >
              <CalendarDays aria-hidden />
              <TriggerText id={valueId} data-placeholder={selected ? undefined : ''}>
                {text}
              </TriggerText>
            </Trigger>
          </Popover.Trigger>
          {clearable && selected && !disabled && (
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
            <Calendar
              mode="single"
              required
              localeTag={tag}
              selected={selected}
              onSelect={(date) => {
                commit(toIso(date));
                setOpen(false);
              }}
              defaultMonth={selected ?? fromIso(defaultMonth) ?? fromIso(today)}
              today={fromIso(today)}
              startMonth={minDate}
              endMonth={maxDate}
              disabled={[...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])]}
            />
          </CalendarPanel>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
DatePicker.displayName = 'DatePicker';
