import { Minus, Plus } from 'lucide-react';
import type { ChangeEvent, FocusEvent, KeyboardEvent } from 'react';
import { forwardRef, useRef, useState } from 'react';
import { useFieldControl } from '../FormField/index.ts';
import { FieldFrame } from '../internal/field/FieldFrame.tsx';
import { mergeRefs } from '../internal/mergeRefs.ts';
import { InputElement, InputShell, ShellButton } from '../internal/field/field.styles.ts';
import type { NumberFieldProps } from './NumberField.types.ts';
import { clamp, isNumberDraft, normalizeDigits, parseNumberDraft, roundTo } from '../internal/numberText.ts';

const format = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const NumberInput = forwardRef<HTMLInputElement, Omit<NumberFieldProps, 'label' | 'hint' | 'error'>>(
  function NumberInput(
    {
      value,
      defaultValue,
      onChange,
      min,
      max,
      step = 1,
      decimals = 0,
      size = 'md',
      incrementLabel = 'Increase',
      decrementLabel = 'Decrease',
      invalid,
      required,
      disabled,
      readOnly,
      id,
      className,
      style,
      onKeyDown,
      onBlur,
      'aria-describedby': describedBy,
      ...rest
    },
    ref,
  ) {
    const control = useFieldControl({ id, invalid, required, disabled, 'aria-describedby': describedBy });
    const inputRef = useRef<HTMLInputElement>(null);
    const [text, setText] = useState(() => format(value ?? defaultValue));
    const [seenValue, setSeenValue] = useState(value);
    const current = parseNumberDraft(text);
    // A new controlled value from outside replaces the text, unless it is what the text already says.
    if (value !== undefined && value !== seenValue) {
      setSeenValue(value);
      if (value !== current) setText(format(value));
    }
    const allowNegative = min === undefined || min < 0;
    const locked = control.disabled || readOnly;

    const commit = (next: number | null) => {
      setText(format(next));
      if (next !== current) onChange?.(next);
    };
    const stepBy = (steps: number) => {
      if (locked) return;
      const base = current ?? (steps > 0 ? (min ?? 0) - step : (max ?? 0) + step);
      commit(clamp(roundTo(base + steps * step, decimals), min, max));
    };

    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      const draft = normalizeDigits(event.target.value).replace(',', '.');
      if (!isNumberDraft(draft, decimals, allowNegative)) return;
      setText(draft);
      const parsed = parseNumberDraft(draft);
      if (parsed !== current) onChange?.(parsed);
    };
    const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      onKeyDown?.(event);
      if (event.defaultPrevented) return;
      const keys: Record<string, () => void> = {
        ArrowUp: () => stepBy(1),
        ArrowDown: () => stepBy(-1),
        PageUp: () => stepBy(10),
        PageDown: () => stepBy(-10),
        Home: () => min !== undefined && !locked && commit(min),
        End: () => max !== undefined && !locked && commit(max),
      };
      const action = keys[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
      if (current !== null) commit(clamp(roundTo(current, decimals), min, max));
      else if (text !== '') setText('');
      onBlur?.(event);
    };

    return (
      <InputShell
        className={className}
        style={style}
        data-size={size}
        data-invalid={control.invalid ? '' : undefined}
        data-disabled={control.disabled ? '' : undefined}
      >
        <InputElement
          ref={mergeRefs(ref, inputRef)}
          type="text"
          role="spinbutton"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          id={control.id}
          disabled={control.disabled}
          readOnly={readOnly}
          aria-invalid={control['aria-invalid']}
          aria-required={control['aria-required']}
          aria-describedby={control['aria-describedby']}
          aria-valuenow={current ?? undefined}
          aria-valuemin={min}
          aria-valuemax={max}
          value={text}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
          {...rest}
        />
        {/* Out of the tab order: the arrow keys do the same from the input (ARIA spinbutton pattern). */}
        <ShellButton
          type="button"
          tabIndex={-1}
          aria-label={decrementLabel}
          disabled={locked || (min !== undefined && current !== null && current <= min)}
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => {
            stepBy(-1);
            inputRef.current?.focus();
          }}
        >
          <Minus aria-hidden />
        </ShellButton>
        <ShellButton
          type="button"
          tabIndex={-1}
          aria-label={incrementLabel}
          disabled={locked || (max !== undefined && current !== null && current >= max)}
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => {
            stepBy(1);
            inputRef.current?.focus();
          }}
        >
          <Plus aria-hidden />
        </ShellButton>
      </InputShell>
    );
  },
);

export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { label, hint, error, ...props },
  ref,
) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      invalid={props.invalid}
      required={props.required}
      disabled={props.disabled}
      id={props.id}
    >
      <NumberInput ref={ref} {...props} />
    </FieldFrame>
  );
});
NumberField.displayName = 'NumberField';
