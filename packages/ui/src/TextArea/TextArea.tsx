import { VisuallyHidden } from 'radix-ui';
import type { ChangeEvent } from 'react';
import { forwardRef, useId, useState } from 'react';
import { useFieldControl } from '../FormField/index.ts';
import { FieldFrame } from '../internal/field/FieldFrame.tsx';
import { Counter, StyledTextArea, TextAreaRoot } from './TextArea.styles.ts';
import type { TextAreaProps } from './TextArea.types.ts';

const defaultCounterLabel = (count: number, max: number) => `${count} of ${max} characters used`;

const TextAreaControl = forwardRef<HTMLTextAreaElement, Omit<TextAreaProps, 'label' | 'hint' | 'error'>>(
  function TextAreaControl(
    {
      rows = 4,
      maxLength,
      counterLabel = defaultCounterLabel,
      resizable = true,
      invalid,
      required,
      disabled,
      id,
      className,
      style,
      value,
      defaultValue,
      onChange,
      'aria-describedby': describedBy,
      ...rest
    },
    ref,
  ) {
    const counterId = `${useId()}-counter`;
    const hasCounter = maxLength !== undefined;
    const control = useFieldControl({
      id,
      invalid,
      required,
      disabled,
      'aria-describedby':
        [describedBy, hasCounter ? counterId : undefined].filter(Boolean).join(' ') || undefined,
    });
    const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
    // A controlled value is the truth; otherwise count what was typed.
    const count = value !== undefined ? String(value).length : typedLength;
    const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
      setTypedLength(event.target.value.length);
      onChange?.(event);
    };
    return (
      <TextAreaRoot className={className} style={style}>
        <StyledTextArea
          ref={ref}
          rows={rows}
          maxLength={maxLength}
          id={control.id}
          disabled={control.disabled}
          aria-invalid={control['aria-invalid']}
          aria-required={control['aria-required']}
          aria-describedby={control['aria-describedby']}
          data-resizable={resizable}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          {...rest}
        />
        {hasCounter && (
          <Counter id={counterId} data-at-limit={count >= maxLength ? '' : undefined}>
            <span aria-hidden="true">
              {count} / {maxLength}
            </span>
            <VisuallyHidden.Root>{counterLabel(count, maxLength)}</VisuallyHidden.Root>
          </Counter>
        )}
      </TextAreaRoot>
    );
  },
);

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
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
      <TextAreaControl ref={ref} {...props} />
    </FieldFrame>
  );
});
TextArea.displayName = 'TextArea';
