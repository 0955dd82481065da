import { forwardRef, useId } from 'react';
import { useFieldControl } from '../FormField/index.ts';
import { Description, SwitchLabel, SwitchRoot, Text, Thumb, Track } from './Switch.styles.ts';
import type { SwitchProps } from './Switch.types.ts';

export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  {
    label,
    description,
    labelPosition = 'end',
    size = 'md',
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
    disabled,
    'aria-describedby': [describedBy, descriptionId].filter(Boolean).join(' ') || undefined,
  });
  const switchId = control.id ?? `${generated}-switch`;
  const text = (label || description) && (
    <Text>
      {label && (
        <SwitchLabel htmlFor={switchId} data-disabled={control.disabled ? '' : undefined}>
          {label}
        </SwitchLabel>
      )}
      {description && <Description id={descriptionId}>{description}</Description>}
    </Text>
  );
  return (
    <SwitchRoot className={className} style={style} data-label-position={labelPosition}>
      {labelPosition === 'start' && text}
      <Track
        ref={ref}
        id={switchId}
        data-size={size}
        disabled={control.disabled}
        aria-describedby={control['aria-describedby']}
        {...rest}
      >
        <Thumb />
      </Track>
      {labelPosition === 'end' && text}
    </SwitchRoot>
  );
});
Switch.displayName = 'Switch';
