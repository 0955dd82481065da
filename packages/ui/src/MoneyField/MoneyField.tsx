import { VisuallyHidden } from 'radix-ui';
import type { ChangeEvent, FocusEvent } from 'react';
import { forwardRef, useId, useMemo, useState } from 'react';
import { useFieldControl } from '../FormField/index.ts';
import { FieldFrame } from '../internal/field/FieldFrame.tsx';
import { Adornment, InputElement, InputShell } from '../internal/field/field.styles.ts';
import {
  currencyDecimals,
  currencyName,
  currencySymbol,
  formatMinorUnits,
  isMoneyDraft,
  toMinorUnits,
} from './money.ts';
import type { MoneyFieldProps } from './MoneyField.types.ts';

function documentLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en-US';
}

const MoneyInput = forwardRef<HTMLInputElement, Omit<MoneyFieldProps, 'label' | 'hint' | 'error'>>(
  function MoneyInput(
    {
      value,
      defaultValue,
      onChange,
      currency,
      decimals: decimalsProp,
      locale: localeProp,
      allowNegative = false,
      size = 'md',
      invalid,
      required,
      disabled,
      id,
      name,
      className,
      style,
      onFocus,
      onBlur,
      'aria-describedby': describedBy,
      ...rest
    },
    ref,
  ) {
    const locale = localeProp ?? documentLocale();
    const currencyId = `${useId()}-currency`;
    const control = useFieldControl({
      id,
      invalid,
      required,
      disabled,
      'aria-describedby': [describedBy, currencyId].filter(Boolean).join(' '),
    });
    const isoDecimals = useMemo(() => currencyDecimals(currency), [currency]);
    const decimals = decimalsProp ?? isoDecimals;
    const sign = useMemo(() => currencySymbol(currency, locale), [currency, locale]);
    const [ownValue, setOwnValue] = useState<number | null>(defaultValue ?? null);
    const minor = value !== undefined ? value : ownValue;
    const [draft, setDraft] = useState<string | null>(null);

    const editText = (amount: number | null) =>
      amount === null ? '' : formatMinorUnits(amount, decimals, locale, false);
    // While focused the input shows what is typed; otherwise the amount as the locale writes it.
    const shown = draft ?? (minor === null ? '' : formatMinorUnits(minor, decimals, locale));
    const [seenValue, setSeenValue] = useState(value);
    // A controlled amount changed from outside while editing replaces the draft.
    if (value !== undefined && value !== seenValue) {
      setSeenValue(value);
      if (draft !== null && toMinorUnits(draft, decimals, locale) !== value) setDraft(editText(value));
    }

    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value;
      if (!isMoneyDraft(text, decimals, locale, allowNegative)) return;
      setDraft(text);
      const next = toMinorUnits(text, decimals, locale);
      if (next === minor) return;
      setOwnValue(next);
      onChange?.(next);
    };
    const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
      setDraft(editText(minor));
      onFocus?.(event);
    };
    const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
      setDraft(null);
      onBlur?.(event);
    };

    const signNode = (
      <Adornment id={currencyId}>
        <span aria-hidden="true" dir="auto">
          {sign.symbol}
        </span>
        <VisuallyHidden.Root>{currencyName(currency, locale)}</VisuallyHidden.Root>
      </Adornment>
    );
    return (
      <InputShell
        className={className}
        style={style}
        data-size={size}
        data-invalid={control.invalid ? '' : undefined}
        data-disabled={control.disabled ? '' : undefined}
      >
        {sign.position === 'start' && signNode}
        <InputElement
          ref={ref}
          type="text"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          id={control.id}
          disabled={control.disabled}
          aria-invalid={control['aria-invalid']}
          aria-required={control['aria-required']}
          aria-describedby={control['aria-describedby']}
          value={shown}
          onChange={handleChange}
          onFocus={handleFocus}
          onBlur={handleBlur}
          {...rest}
        />
        {sign.position === 'end' && signNode}
        {/* Native form posts get the amount in minor units, not the formatted text. */}
        {name !== undefined && <input type="hidden" name={name} value={minor ?? ''} />}
      </InputShell>
    );
  },
);

export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
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
      <MoneyInput ref={ref} {...props} />
    </FieldFrame>
  );
});
MoneyField.displayName = 'MoneyField';
