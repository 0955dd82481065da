import { Check, ChevronDown, X } from 'lucide-react';
import { Popover, VisuallyHidden } from 'radix-ui';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { forwardRef, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFieldControl, useFormField } from '../FormField/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { FieldFrame } from '../internal/field/FieldFrame.tsx';
import { mergeRefs } from '../internal/mergeRefs.ts';
import { Adornment, InputElement, InputShell, ShellButton } from '../internal/field/field.styles.ts';
import {
  CheckSpace,
  Listbox,
  Message,
  OptionDescription,
  OptionLabel,
  OptionRow,
  OptionText,
  Popup,
} from './Combobox.styles.ts';
import type { ComboboxOption, ComboboxProps } from './Combobox.types.ts';

type Status = 'idle' | 'loading' | 'done' | 'error';

const defaultResultsLabel = (count: number) => (count === 1 ? '1 result' : `${count} results`);

const ComboboxControl = forwardRef<HTMLInputElement, Omit<ComboboxProps, 'label' | 'hint' | 'error'>>(
  function ComboboxControl(
    {
      loadOptions,
      value,
      defaultValue = null,
      onChange,
      onBlur,
      name,
      debounceMs = 250,
      placeholder,
      disabled,
      invalid,
      required,
      id,
      size = 'md',
      defaultOpen = false,
      defaultInputValue,
      loadingLabel = 'Searching…',
      noResultsLabel = 'No results',
      errorLabel = 'Could not load results. Keep typing to retry.',
      clearLabel = 'Clear selection',
      resultsLabel = defaultResultsLabel,
      'aria-label': ariaLabel,
      'aria-describedby': describedBy,
    },
    ref,
  ) {
    const field = useFormField();
    const control = useFieldControl({ id, invalid, required, disabled, 'aria-describedby': describedBy });
    const listboxId = `${useId()}-listbox`;
    const inputRef = useRef<HTMLInputElement>(null);
    const anchorRef = useRef<HTMLDivElement>(null);

    const [ownValue, setOwnValue] = useState<ComboboxOption | null>(defaultValue);
    const selected = value !== undefined ? value : ownValue;
    const [inputValue, setInputValue] = useState(defaultInputValue ?? selected?.label ?? '');
    const [open, setOpen] = useState(defaultOpen);
    const [options, setOptions] = useState<ComboboxOption[]>([]);
    const [status, setStatus] = useState<Status>('idle');
    const [activeIndex, setActiveIndex] = useState(-1);

    // A controlled selection changed from outside shows its label.
    const [seenValue, setSeenValue] = useState(value);
    if (value !== undefined && value !== seenValue) {
      setSeenValue(value);
      if (!open) setInputValue(value?.label ?? '');
    }

    // Only the latest search may fill the list: slow answers to older queries are dropped.
    const requestId = useRef(0);
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    const search = useCallback(
      (query: string) => {
        clearTimeout(timer.current);
        const current = ++requestId.current;
        setStatus('loading');
        loadOptions(query).then(
          (found) => {
            if (current !== requestId.current) return;
            setOptions(found);
            setActiveIndex(found.length > 0 ? 0 : -1);
            setStatus('done');
          },
          () => {
            if (current !== requestId.current) return;
            setOptions([]);
            setActiveIndex(-1);
            setStatus('error');
          },
        );
      },
      [loadOptions],
    );
    const searchLater = (query: string) => {
      clearTimeout(timer.current);
      setStatus('loading');
      timer.current = setTimeout(() => search(query), debounceMs);
    };

    const initialQuery = useRef(defaultOpen ? (defaultInputValue ?? '') : null);
    useEffect(() => {
      if (initialQuery.current !== null) search(initialQuery.current);
      initialQuery.current = null;
    }, [search]);
    useEffect(() => () => clearTimeout(timer.current), []);

    useEffect(() => {
      if (!open || activeIndex < 0) return;
      document.getElementById(`${listboxId}-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
    }, [open, activeIndex, listboxId]);

    const openList = () => {
      if (open || control.disabled) return;
      setOpen(true);
      search(inputValue === selected?.label ? '' : inputValue);
    };
    const close = () => {
      clearTimeout(timer.current);
      requestId.current += 1;
      setOpen(false);
      setActiveIndex(-1);
      setInputValue(selected?.label ?? '');
    };
    const choose = (option: ComboboxOption | null) => {
      clearTimeout(timer.current);
      requestId.current += 1;
      setOwnValue(option);
      setInputValue(option?.label ?? '');
      setOpen(false);
      setActiveIndex(-1);
      if (option?.value !== selected?.value) onChange?.(option);
    };

    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      setInputValue(event.target.value);
      setOpen(true);
      searchLater(event.target.value);
    };
    const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!open) return openList();
        if (options.length === 0) return;
        const delta = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((index) => (index + delta + options.length) % options.length);
      } else if (event.key === 'Enter' && open) {
        event.preventDefault();
        const option = options[activeIndex];
        if (option) choose(option);
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        event.stopPropagation();
        close();
      }
    };

    const announcement =
      !open || status === 'idle'
        ? ''
        : status === 'loading'
          ? loadingLabel
          : status === 'error'
            ? errorLabel
            : options.length === 0
              ? noResultsLabel
              : resultsLabel(options.length);
    const activeId = open && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined;
    const canClear = !control.disabled && (selected !== null || inputValue !== '');

    return (
      <Popover.Root open={open} onOpenChange={(next) => !next && close()}>
        <Popover.Anchor asChild>
          <InputShell
            ref={anchorRef}
            data-size={size}
            data-invalid={control.invalid ? '' : undefined}
            data-disabled={control.disabled ? '' : undefined}
          >
            <InputElement
              ref={mergeRefs(ref, inputRef)}
              type="text"
              role="combobox"
              autoComplete="off"
              id={control.id}
              placeholder={placeholder}
              disabled={control.disabled}
              aria-label={ariaLabel}
              aria-invalid={control['aria-invalid']}
              aria-required={control['aria-required']}
              aria-describedby={control['aria-describedby']}
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={open ? listboxId : undefined}
              aria-activedescendant={activeId}
              value={inputValue}
              onChange={handleChange}
              onKeyDown={handleKeyDown}
              onClick={openList}
              onBlur={onBlur}
            />
            {open && status === 'loading' && (
              <Adornment>
                <Spinner size="sm" decorative />
              </Adornment>
            )}
            {canClear ? (
              <ShellButton
                type="button"
                aria-label={clearLabel}
                onClick={() => {
                  choose(null);
                  inputRef.current?.focus();
                }}
              >
                <X aria-hidden />
              </ShellButton>
            ) : (
              <Adornment>
                <ChevronDown aria-hidden />
              </Adornment>
            )}
            {name !== undefined && <input type="hidden" name={name} value={selected?.value ?? ''} />}
            <VisuallyHidden.Root role="status">{announcement}</VisuallyHidden.Root>
          </InputShell>
        </Popover.Anchor>
        <Popover.Portal>
          <Popup
            role="presentation"
            align="start"
            sideOffset={4}
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            onInteractOutside={(event) => {
              // Clicks in the field itself keep the list open; the field handles them.
              if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
            }}
          >
            <Listbox
              role="listbox"
              id={listboxId}
              aria-labelledby={field && !ariaLabel ? field.labelId : undefined}
              aria-label={ariaLabel}
            >
              {options.map((option, index) => {
                const isSelected = option.value === selected?.value;
                return (
                  <OptionRow
                    key={option.value}
                    id={`${listboxId}-${index}`}
                    role="option"
                    aria-selected={isSelected}
                    data-active={index === activeIndex ? '' : undefined}
                    // Keeps focus in the input so typing can go on after a click.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
                    onClick={() => choose(option)}
                  >
                    {isSelected ? <Check aria-hidden /> : <CheckSpace />}
                    <OptionText>
                      <OptionLabel>{option.label}</OptionLabel>
                      {option.description && <OptionDescription>{option.description}</OptionDescription>}
                    </OptionText>
                  </OptionRow>
                );
              })}
            </Listbox>
            {status === 'loading' && options.length === 0 && (
              <Message aria-hidden="true">
                <Spinner size="sm" decorative />
                {loadingLabel}
              </Message>
            )}
            {status === 'done' && options.length === 0 && (
              <Message aria-hidden="true">{noResultsLabel}</Message>
            )}
            {status === 'error' && (
              <Message aria-hidden="true" data-tone="danger">
                {errorLabel}
              </Message>
            )}
          </Popup>
        </Popover.Portal>
      </Popover.Root>
    );
  },
);

export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
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
      <ComboboxControl ref={ref} {...props} />
    </FieldFrame>
  );
});
Combobox.displayName = 'Combobox';
