import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { forwardRef, useMemo } from 'react';
import {
  ChartFrame,
  ChartTable,
  ChartTooltip,
  dateFormatter,
  describePoint,
  documentDirection,
  documentLocale,
  Legend,
  seriesColor,
  toDay,
  useMeasuredWidth,
  usePointNavigation,
  valueFormatter,
  type TooltipItem,
} from '../internal/chart/index.ts';
import { SeriesPlot } from './TimeSeriesChart.styles.ts';
import type { TimeSeriesChartProps } from './TimeSeriesChart.types.ts';

const AXIS_WIDTH = 56;
const EDGE = 12;
const TOP = 12;
const BOTTOM = 28;

/** A value scale from the series on one axis, always including zero so bars of change read true. */
function valueScale(values: number[], innerHeight: number) {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  return scaleLinear<number>({
    domain: [min, max === min ? min + 1 : max],
    range: [innerHeight, 0],
    nice: 5,
  });
}

/** Orders and revenue over time: lines or areas, one or two value axes, time mirrored in right-to-left. */
export const TimeSeriesChart = forwardRef<HTMLElement, TimeSeriesChartProps>(function TimeSeriesChart(
  {
    data,
    series,
    granularity = 'day',
    primaryFormat = { kind: 'count' },
    secondaryFormat = { kind: 'count' },
    dateLabel = 'Date',
    locale: localeProp,
    dir: dirProp,
    width: widthProp,
    height = 240,
    hideLegend = false,
    label,
    ...rest
  },
  ref,
) {
  const locale = localeProp ?? documentLocale();
  const dir = dirProp ?? documentDirection();
  const [plotRef, width] = useMeasuredWidth<HTMLDivElement>(widthProp, 560);
  const nav = usePointNavigation(data.length, dir);

  const hasSecondary = series.some((s) => s.axis === 'secondary');
  const axisOf = (key: string) => (series.find((s) => s.key === key)?.axis ?? 'primary') as string;
  const formats = useMemo(
    () => ({
      primary: valueFormatter(primaryFormat, locale),
      secondary: valueFormatter(secondaryFormat, locale),
      primaryTick: valueFormatter(primaryFormat, locale, true),
      secondaryTick: valueFormatter(secondaryFormat, locale, true),
      shortDate: dateFormatter(locale, granularity, 'short'),
      longDate: dateFormatter(locale, granularity, 'long'),
    }),
    [primaryFormat, secondaryFormat, locale, granularity],
  );
  const format = (key: string, value: number | null | undefined) =>
    value == null ? '—' : axisOf(key) === 'secondary' ? formats.secondary(value) : formats.primary(value);

  // Primary axis on the inline-start side: left in LTR, right in RTL.
  const startWidth = AXIS_WIDTH;
  const endWidth = hasSecondary ? AXIS_WIDTH : EDGE;
  const left = dir === 'rtl' ? endWidth : startWidth;
  const right = dir === 'rtl' ? startWidth : endWidth;
  const innerWidth = Math.max(1, width - left - right);
  const innerHeight = Math.max(1, height - TOP - BOTTOM);

  const days = data.map((point) => toDay(point.date));
  const first = days[0] ?? new Date(0);
  const last = days[days.length - 1] ?? first;
  const xScale = scaleUtc<number>({
    domain:
      first.getTime() === last.getTime() ? [first.getTime() - 864e5, first.getTime() + 864e5] : [first, last],
    range: dir === 'rtl' ? [innerWidth, 0] : [0, innerWidth],
  });
  const valuesOn = (axis: string) =>
    series
      .filter((s) => (s.axis ?? 'primary') === axis)
      .flatMap((s) => data.map((p) => p.values[s.key]).filter((v): v is number => v != null));
  const yPrimary = valueScale(valuesOn('primary'), innerHeight);
  const ySecondary = valueScale(valuesOn('secondary'), innerHeight);
  const yOf = (key: string) => (axisOf(key) === 'secondary' ? ySecondary : yPrimary);
  const xAt = (i: number) => xScale(days[i]!);

  // Ticks on the data's own dates, as many as fit: they always fall on a period.
  const fit = Math.max(2, Math.floor(innerWidth / 76));
  const step = Math.max(1, Math.ceil(data.length / fit));
  const dateTicks = days.filter((_, i) => i % step === 0);
  const columnWidth = data.length > 1 ? innerWidth / (data.length - 1) : innerWidth;

  const tooltipItems = (i: number): TooltipItem[] =>
    series.map((s, si) => ({
      key: s.key,
      label: s.label,
      value: format(s.key, data[i]!.values[s.key]),
      color: si,
    }));

  const active = nav.active !== null && nav.active < data.length ? nav.active : null;
  const activeTop =
    active === null
      ? 0
      : Math.min(
          innerHeight,
          ...series.map((s) => {
            const v = data[active]!.values[s.key];
            return v == null ? innerHeight : yOf(s.key)(v);
          }),
        );

  const table = (
    <ChartTable
      caption={label}
      columns={[dateLabel, ...series.map((s) => s.label)]}
      rows={data.map((point) => ({
        key: point.date,
        header: formats.longDate(point.date),
        cells: series.map((s) => format(s.key, point.values[s.key])),
      }))}
    />
  );

  const tickLabel = { fontSize: 11, fill: 'currentColor' } as const;
  const primaryAxisProps = {
    scale: yPrimary,
    numTicks: 5,
    tickFormat: (v: { valueOf(): number }) => formats.primaryTick(v.valueOf()),
    hideTicks: true,
    hideAxisLine: true,
  };
  const secondaryAxisProps = {
    ...primaryAxisProps,
    scale: ySecondary,
    tickFormat: (v: { valueOf(): number }) => formats.secondaryTick(v.valueOf()),
  };
  const StartAxis = dir === 'rtl' ? AxisRight : AxisLeft;
  const EndAxis = dir === 'rtl' ? AxisLeft : AxisRight;

  return (
    <ChartFrame
      ref={ref}
      label={label}
      isEmpty={data.length === 0 || series.length === 0}
      height={height}
      table={table}
      {...rest}
    >
      {!hideLegend && series.length > 1 && (
        <Legend items={series.map((s, i) => ({ key: s.key, label: s.label, color: i }))} />
      )}
      <SeriesPlot ref={plotRef}>
        <svg width={width} height={height} aria-label={label} role="group">
          <g transform={`translate(${left},${TOP})`}>
            <g aria-hidden="true">
              {yPrimary.ticks(5).map((tick) => (
                <line
                  key={tick}
                  data-grid=""
                  x1={0}
                  x2={innerWidth}
                  y1={yPrimary(tick)}
                  y2={yPrimary(tick)}
                />
              ))}
              <StartAxis
                {...primaryAxisProps}
                left={dir === 'rtl' ? innerWidth : 0}
                tickLabelProps={{ ...tickLabel, textAnchor: dir === 'rtl' ? 'start' : 'end' }}
              />
              {hasSecondary && (
                <EndAxis
                  {...secondaryAxisProps}
                  left={dir === 'rtl' ? 0 : innerWidth}
                  tickLabelProps={{ ...tickLabel, textAnchor: dir === 'rtl' ? 'end' : 'start' }}
                />
              )}
              <AxisBottom
                scale={xScale}
                top={innerHeight}
                tickValues={dateTicks}
                tickFormat={(d) => formats.shortDate(d instanceof Date ? d : new Date(d.valueOf()))}
                tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
              />
              {series.map((s, si) => {
                const y = yOf(s.key);
                const defined = (_: unknown, i: number) => data[i]!.values[s.key] != null;
                const yAt = (_: unknown, i: number) => y(data[i]!.values[s.key] ?? 0);
                const xOf = (_: unknown, i: number) => xAt(i);
                const color = seriesColor(si);
                return (
                  <g key={s.key} data-series={s.key}>
                    {s.type === 'area' && (
                      <AreaClosed
                        data={data as unknown[]}
                        x={xOf}
                        y={yAt}
                        yScale={y}
                        defined={defined}
                        data-area=""
                        style={{ fill: color }}
                      />
                    )}
                    <LinePath
                      data={data as unknown[]}
                      x={xOf}
                      y={yAt}
                      defined={defined}
                      data-line=""
                      style={{ stroke: color }}
                    />
                    {data.length === 1 && data[0]!.values[s.key] != null && (
                      <circle cx={xAt(0)} cy={yAt(null, 0)} r={4} data-dot="" style={{ fill: color }} />
                    )}
                  </g>
                );
              })}
              {active !== null && (
                <g>
                  <line data-cursor="" x1={xAt(active)} x2={xAt(active)} y1={0} y2={innerHeight} />
                  {series.map((s, si) => {
                    const v = data[active]!.values[s.key];
                    return v == null ? null : (
                      <circle
                        key={s.key}
                        cx={xAt(active)}
                        cy={yOf(s.key)(v)}
                        r={4}
                        data-dot=""
                        style={{ fill: seriesColor(si) }}
                      />
                    );
                  })}
                </g>
              )}
            </g>
            {data.map((point, i) => {
              const x = Math.max(0, xAt(i) - columnWidth / 2);
              const w = Math.min(innerWidth, xAt(i) + columnWidth / 2) - x;
              return (
                <rect
                  key={point.date}
                  data-target=""
                  role="img"
                  aria-label={describePoint(formats.longDate(point.date), tooltipItems(i))}
                  x={x}
                  y={0}
                  width={Math.max(1, w)}
                  height={innerHeight}
                  {...nav.targetProps(i)}
                />
              );
            })}
          </g>
        </svg>
        {active !== null && (
          <ChartTooltip
            x={left + xAt(active)}
            y={TOP + activeTop}
            width={width}
            dir={dir}
            title={formats.longDate(data[active]!.date)}
            items={tooltipItems(active)}
          />
        )}
      </SeriesPlot>
    </ChartFrame>
  );
});
TimeSeriesChart.displayName = 'TimeSeriesChart';
