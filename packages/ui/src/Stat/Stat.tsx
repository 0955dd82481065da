import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { forwardRef } from 'react';
import { Skeleton, StatFooter, StatLabel, StatRoot, StatValue, StatValueRow, Trend } from './Stat.styles.ts';
import type { StatProps } from './Stat.types.ts';

function documentLocale(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

export const Stat = forwardRef<HTMLDivElement, StatProps>(function Stat(
  {
    label,
    value,
    change,
    changeLabel,
    increaseIsGood = true,
    locale,
    icon,
    helpText,
    sparkline,
    loading = false,
    loadingLabel = 'Loading',
    ...rest
  },
  ref,
) {
  let trend = null;
  if (change != null && !loading) {
    const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
    const tone = direction === 'flat' ? 'neutral' : (direction === 'up') === increaseIsGood ? 'good' : 'bad';
    const percent = new Intl.NumberFormat(locale ?? documentLocale(), {
      style: 'percent',
      maximumFractionDigits: 1,
    }).format(Math.abs(change) / 100);
    const spoken =
      direction === 'flat'
        ? `unchanged ${changeLabel ?? ''}`
        : `${direction} ${percent} ${changeLabel ?? ''}`;
    const Icon = direction === 'up' ? ArrowUp : direction === 'down' ? ArrowDown : Minus;
    trend = (
      <Trend data-tone={tone} data-direction={direction}>
        <Icon aria-hidden />
        <span aria-hidden>{percent}</span>
        <VisuallyHidden.Root>{spoken.trim()}</VisuallyHidden.Root>
      </Trend>
    );
  }

  const valueElement = (
    <StatValue>
      {loading ? (
        <>
          <Skeleton aria-hidden />
          <VisuallyHidden.Root>{loadingLabel}</VisuallyHidden.Root>
        </>
      ) : (
        value
      )}
    </StatValue>
  );

  return (
    <StatRoot ref={ref} aria-busy={loading || undefined} {...rest}>
      <StatLabel>
        {icon}
        <span>{label}</span>
      </StatLabel>
      {sparkline == null ? (
        valueElement
      ) : (
        <StatValueRow>
          {valueElement}
          {sparkline}
        </StatValueRow>
      )}
      {loading && (changeLabel != null || helpText != null) && <Skeleton data-size="sm" aria-hidden />}
      {!loading && (trend != null || helpText != null) && (
        <StatFooter>
          {trend}
          {trend != null && changeLabel != null && <span aria-hidden>{changeLabel}</span>}
          {helpText != null && <span>{helpText}</span>}
        </StatFooter>
      )}
    </StatRoot>
  );
});
Stat.displayName = 'Stat';
