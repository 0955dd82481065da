import { scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { forwardRef, useMemo } from 'react';
import { Skeleton } from '../Skeleton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  ChartTable,
  dateFormatter,
  documentDirection,
  documentLocale,
  Hidden,
  seriesColor,
  valueFormatter,
} from '../internal/chart/index.ts';

import { Root } from './Sparkline.styles.ts';
import type { SparklineProps } from './Sparkline.types.ts';

const PAD = 3;

/**
 * A small trend line beside a figure (a KPI card). No axes and no tooltip: it is a glance, and a
 * screen reader gets its accessible name and a hidden table of every point instead.
 */
export const Sparkline = forwardRef<HTMLElement, SparklineProps>(function Sparkline(
  {
    label,
    data,
    format = { kind: 'count' },
    granularity = 'day',
    type = 'line',
    width = 120,
    height = 36,
    locale: localeProp,
    dir: dirProp,
    loading = false,
    loadingLabel,
    emptyMessage = 'No data',
    error,
    dateLabel = 'Date',
    valueLabel = 'Value',
    ...rest
  },
  ref,
) {
  const locale = localeProp ?? documentLocale();
  const dir = dirProp ?? documentDirection();
  const formats = useMemo(
    () => ({ value: valueFormatter(format, locale), date: dateFormatter(locale, granularity, 'long') }),
    [format, locale, granularity],
  );
  const state = loading ? 'loading' : error !== undefined ? 'error' : data.length === 0 ? 'empty' : 'ready';

  if (state === 'loading') {
    return (
      <Root ref={ref} aria-label={label} aria-busy="true" data-state={state} {...rest}>
        <Skeleton.Rect inlineSize={width} blockSize={height} />
        <VisuallyHidden>{loadingLabel ?? label}</VisuallyHidden>
      </Root>
    );
  }
  if (state !== 'ready') {
    return (
      <Root ref={ref} aria-label={label} data-state={state} {...rest}>
        <svg width={width} height={height} aria-hidden="true">
          <line data-placeholder="" x1={PAD} x2={width - PAD} y1={height / 2} y2={height / 2} />
        </svg>
        <VisuallyHidden>{state === 'error' ? error : emptyMessage}</VisuallyHidden>
      </Root>
    );
  }

  const values = data.map((point) => point.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, data.length - 1)],
    range: dir === 'rtl' ? [width - PAD, PAD] : [PAD, width - PAD],
  });
  // Centred when flat; otherwise the line uses the full height, as sparklines do.
  const y = scaleLinear<number>({
    domain: min === max ? [min - 1, max + 1] : [min, max],
    range: [height - PAD, PAD],
  });
  const xOf = (_: unknown, i: number) => (data.length === 1 ? width / 2 : x(i));
  const yOf = (_: unknown, i: number) => y(values[i]!);
  const color = seriesColor(0);
  const last = data.length - 1;

  return (
    <Root ref={ref} aria-label={label} data-state={state} {...rest}>
      <svg width={width} height={height} aria-hidden="true">
        {type === 'area' && (
          <AreaClosed data={values} x={xOf} y={yOf} yScale={y} data-area="" style={{ fill: color }} />
        )}
        <LinePath data={values} x={xOf} y={yOf} data-line="" style={{ stroke: color }} />
        <circle cx={xOf(null, last)} cy={yOf(null, last)} r={2.5} data-dot="" style={{ fill: color }} />
      </svg>
      <Hidden>
        <ChartTable
          caption={label}
          columns={[dateLabel, valueLabel]}
          rows={data.map((point) => ({
            key: point.date,
            header: formats.date(point.date),
            cells: [formats.value(point.value)],
          }))}
        />
      </Hidden>
    </Root>
  );
});
Sparkline.displayName = 'Sparkline';
