import { Check, Minus } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { useFieldControl } from '../FormField/index.ts';
import { Box, CheckboxLabel, CheckboxRoot, Description, Indicator, Text } from './Checkbox.styles.ts';
import type { CheckboxProps } from './Checkbox.types.ts';

export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  {
    label,
    description,
    invalid,
    required,
    disabled,
    id,
    className,
    style,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const generated = useId();
  const descriptionId = description ? `${generated}-description` : undefined;
  const control = useFieldControl({
    id,
    invalid,
    required,
    disabled,
    'aria-describedby': [describedBy, descriptionId].filter(Boolean).join(' ') || undefined,
  });
  const boxId = control.id ?? `${generated}-checkbox`;
  return (
    <CheckboxRoot className={className} style={style}>
      <Box
        ref={ref}
        id={boxId}
        disabled={control.disabled}
        required={control.required}
        aria-invalid={control['aria-invalid']}
        aria-describedby={control['aria-describedby']}
        {...rest}
      >
        <Indicator>
          <Check aria-hidden data-icon="check" strokeWidth={3} />
          <Minus aria-hidden data-icon="minus" strokeWidth={3} />
        </Indicator>
      </Box>
      {(label || description) && (
        <Text>
          {label && (
            <CheckboxLabel htmlFor={boxId} data-disabled={control.disabled ? '' : undefined}>
              {label}
            </CheckboxLabel>
          )}
          {description && <Description id={descriptionId}>{description}</Description>}
        </Text>
      )}
    </CheckboxRoot>
  );
});
Checkbox.displayName = 'Checkbox';
