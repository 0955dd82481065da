import { forwardRef, useId } from 'react';
import {
  Choice,
  ChoiceLabel,
  Choices,
  Description,
  Dot,
  ErrorText,
  GroupLabel,
  GroupRoot,
  Hint,
  Radio,
  RequiredMark,
  Text,
} from './RadioGroup.styles.ts';
import type { RadioGroupProps } from './RadioGroup.types.ts';

// Arrow keys follow the reading direction through the Radix Direction provider in ThemeRoot.
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    options,
    label,
    hint,
    error,
    invalid,
    required = false,
    value,
    defaultValue,
    onValueChange,
    name,
    disabled,
    orientation = 'vertical',
    'aria-label': ariaLabel,
    className,
  },
  ref,
) {
  const id = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const isInvalid = hasError || Boolean(invalid);
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = hasError ? `${id}-error` : undefined;
  return (
    <GroupRoot className={className} data-invalid={isInvalid ? '' : undefined}>
      {label && (
        <GroupLabel id={labelId}>
          {label}
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </GroupLabel>
      )}
      <Choices
        ref={ref}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        disabled={disabled}
        required={required}
        orientation={orientation}
        aria-label={ariaLabel}
        aria-labelledby={label ? labelId : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={isInvalid || undefined}
      >
        {options.map((option) => {
          const itemId = `${id}-${option.value}`;
          const descriptionId = option.description ? `${itemId}-description` : undefined;
          const off = disabled || option.disabled;
          return (
            <Choice key={option.value}>
              <Radio
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={descriptionId}
              >
                <Dot />
              </Radio>
              <Text>
                <ChoiceLabel htmlFor={itemId} data-disabled={off ? '' : undefined}>
                  {option.label}
                </ChoiceLabel>
                {option.description && <Description id={descriptionId}>{option.description}</Description>}
              </Text>
            </Choice>
          );
        })}
      </Choices>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <ErrorText id={errorId} aria-live="polite">
        {hasError ? error : null}
      </ErrorText>
    </GroupRoot>
  );
});
RadioGroup.displayName = 'RadioGroup';
