import { forwardRef, useId, type CSSProperties } from 'react';
import { Header, Indicator, Track, ValueText, Wrapper } from './Progress.styles.ts';
import type { ProgressProps } from './Progress.types.ts';

const percent = (value: number, max: number) => `${Math.round((value / max) * 100)}%`;

export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  {
    label,
    value = null,
    max = 100,
    showValue = true,
    getValueLabel = percent,
    tone = 'accent',
    size = 'md',
    hideLabel = false,
    ...rest
  },
  ref,
) {
  const labelId = useId();
  const clamped = value === null ? null : Math.min(Math.max(value, 0), max);
  const valueText = clamped === null ? null : getValueLabel(clamped, max);
  // A continuous value goes through a CSS variable, not a class per value.
  const fill = {
    '--progress-fill': clamped === null ? undefined : `${(clamped / max) * 100}%`,
  } as CSSProperties;
  return (
    <Wrapper ref={ref} {...rest}>
      <Header data-hidden={hideLabel ? '' : undefined}>
        <span id={labelId}>{label}</span>
        {showValue && valueText !== null && <ValueText aria-hidden="true">{valueText}</ValueText>}
      </Header>
      <Track
        value={clamped}
        max={max}
        getValueLabel={getValueLabel}
        aria-labelledby={labelId}
        data-tone={tone}
        data-size={size}
      >
        <Indicator style={fill} />
      </Track>
    </Wrapper>
  );
});
Progress.displayName = 'Progress';
