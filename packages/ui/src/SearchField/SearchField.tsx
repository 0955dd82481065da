import { Search, X } from 'lucide-react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useFieldControl } from '../FormField/index.ts';
import { mergeRefs } from '../internal/mergeRefs.ts';
import { setNativeValue } from '../internal/setNativeValue.ts';
import { Adornment, InputShell, ShellButton } from '../internal/field/field.styles.ts';
import { SearchInput } from './SearchField.styles.ts';
import type { SearchFieldProps } from './SearchField.types.ts';

export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  {
    onSearch,
    onValueChange,
    debounceMs = 300,
    invalid,
    required,
    disabled,
    size = 'md',
    clearLabel = 'Clear search',
    id,
    className,
    style,
    value,
    defaultValue,
    onChange,
    onKeyDown,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const control = useFieldControl({ id, invalid, required, disabled, 'aria-describedby': describedBy });
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(() => String(defaultValue ?? ''));
  const query = value !== undefined ? String(value) : typed;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onValueChange);
  useEffect(() => {
    latest.current = onValueChange;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const emit = (next: string, immediately: boolean) => {
    clearTimeout(timer.current);
    if (immediately || debounceMs <= 0) latest.current?.(next);
    else timer.current = setTimeout(() => latest.current?.(next), debounceMs);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(event.target.value);
    onChange?.(event);
    emit(event.target.value, event.target.value === '');
  };
  const clear = () => {
    if (inputRef.current) setNativeValue(inputRef.current, '');
    inputRef.current?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      emit(event.currentTarget.value, true);
      onSearch?.(event.currentTarget.value);
    } else if (event.key === 'Escape' && event.currentTarget.value !== '') {
      // Escape empties the field first; only a second Escape may close a surrounding dialog.
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  return (
    <InputShell
      className={className}
      style={style}
      data-size={size}
      data-invalid={control.invalid ? '' : undefined}
      data-disabled={control.disabled ? '' : undefined}
    >
      <Adornment>
        <Search aria-hidden />
      </Adornment>
      <SearchInput
        ref={mergeRefs(ref, inputRef)}
        type="search"
        autoComplete="off"
        id={control.id}
        disabled={control.disabled}
        aria-invalid={control['aria-invalid']}
        aria-required={control['aria-required']}
        aria-describedby={control['aria-describedby']}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        {...rest}
      />
      {query !== '' && !control.disabled && (
        <ShellButton type="button" aria-label={clearLabel} onClick={clear}>
          <X aria-hidden />
        </ShellButton>
      )}
    </InputShell>
  );
});
SearchField.displayName = 'SearchField';
