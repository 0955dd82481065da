import { forwardRef } from 'react';
import { Progress } from '../Progress/index.ts';
import { Count, Root } from './JobProgress.styles.ts';
import type { JobProgressFigures, JobProgressProps } from './JobProgress.types.ts';

const defaultFormatValue = ({ percent, done, total }: JobProgressFigures) =>
  total === null ? done : `${percent} · ${done} of ${total}`;
const defaultFormatCount = (done: string) => `${done} done`;

/**
 * A job's progress: a bar with the percent and done of total, indeterminate (a sweeping segment) while the
 * total is unknown. The bar is a progressbar named by the label, its value text read by screen readers.
 */
export const JobProgress = forwardRef<HTMLDivElement, JobProgressProps>(function JobProgress(
  {
    label,
    done,
    total,
    status,
    locale,
    formatValue = defaultFormatValue,
    formatCount = defaultFormatCount,
    size = 'md',
    hideLabel = false,
    ...rest
  },
  ref,
) {
  const numbers = new Intl.NumberFormat(locale);
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const finished = status === 'succeeded';
  const tone = finished ? 'success' : status === 'failed' ? 'danger' : 'accent';
  // A finished job is full whatever it counted; an unknown total is indeterminate while it runs.
  const known = total !== null && total > 0;
  const max = known ? total : 1;
  const value = known ? Math.min(done, total) : finished ? 1 : total === 0 ? 0 : null;
  const figures = (current: number): JobProgressFigures => ({
    percent: percents.format(max === 0 ? 0 : current / max),
    done: numbers.format(known ? current : done),
    total: total === null ? null : numbers.format(total),
  });
  return (
    <Root ref={ref} data-status={status} {...rest}>
      <Progress
        label={label}
        value={value}
        max={max}
        tone={tone}
        size={size}
        hideLabel={hideLabel}
        getValueLabel={(current) => formatValue(figures(current))}
      />
      {value === null && done > 0 && <Count>{formatCount(numbers.format(done))}</Count>}
    </Root>
  );
});
JobProgress.displayName = 'JobProgress';
