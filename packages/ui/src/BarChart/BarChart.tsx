import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { scaleBand, scaleLinear } from '@visx/scale';
import { forwardRef, useMemo } from 'react';
import {
  ChartFrame,
  ChartTable,
  ChartTooltip,
  describePoint,
  documentDirection,
  documentLocale,
  Legend,
  seriesColor,
  useMeasuredWidth,
  usePointNavigation,
  valueFormatter,
  type TooltipItem,
} from '../internal/chart/index.ts';
import { BarPlot } from './BarChart.styles.ts';
import type { BarChartProps, BarDatum } from './BarChart.types.ts';
import { stackSegments, truncateLabel } from './stack.ts';

const EDGE = 12;
const GAP = 8;
const VALUE_AXIS = 24;
const VALUE_AXIS_WIDTH = 56;
// Average glyph width of the axis font, to cut names without measuring text (jsdom cannot).
const CHAR_WIDTH = 6.5;

/** Top-N bars with names, or columns stacked by a series such as order status. */
export const BarChart = forwardRef<HTMLElement, BarChartProps>(function BarChart(
  {
    data,
    series,
    orientation = 'horizontal',
    format = { kind: 'count' },
    categoryLabel = 'Name',
    totalLabel = 'Total',
    labelWidth = 140,
    locale: localeProp,
    dir: dirProp,
    width: widthProp,
    height: heightProp,
    hideLegend = false,
    label,
    ...rest
  },
  ref,
) {
  const locale = localeProp ?? documentLocale();
  const dir = dirProp ?? documentDirection();
  const horizontal = orientation === 'horizontal';
  const height = heightProp ?? (horizontal ? Math.max(1, data.length) * 32 + VALUE_AXIS + EDGE : 240);
  const [plotRef, width] = useMeasuredWidth<HTMLDivElement>(widthProp, 560);
  const nav = usePointNavigation(data.length, dir);
  const stacked = series.length > 1;

  const formats = useMemo(
    () => ({ full: valueFormatter(format, locale), tick: valueFormatter(format, locale, true) }),
    [format, locale],
  );
  const bars = data.map((datum) => stackSegments(datum, series));
  const ends = bars.flatMap((bar) => [bar.min, bar.max]);
  const valueDomain = [Math.min(0, ...ends), Math.max(0, ...ends)];
  if (valueDomain[0] === valueDomain[1]) valueDomain[1] = valueDomain[0]! + 1;

  // The category names sit on the inline-start side of horizontal bars; the value axis on the
  // inline-start side of columns.
  const startRoom = horizontal ? labelWidth + GAP : VALUE_AXIS_WIDTH;
  const left = dir === 'rtl' ? EDGE : startRoom;
  const right = dir === 'rtl' ? startRoom : EDGE;
  const top = horizontal ? 4 : EDGE;
  const bottom = VALUE_AXIS;
  const innerWidth = Math.max(1, width - left - right);
  const innerHeight = Math.max(1, height - top - bottom);
  const along = horizontal ? innerWidth : innerHeight;

  const valueScale = scaleLinear<number>({
    domain: valueDomain,
    range: horizontal ? (dir === 'rtl' ? [along, 0] : [0, along]) : [along, 0],
    nice: 5,
  });
  const bandScale = scaleBand<string>({
    domain: data.map((d) => d.key),
    range: horizontal ? [0, innerHeight] : dir === 'rtl' ? [innerWidth, 0] : [0, innerWidth],
    padding: 0.25,
  });
  const band = bandScale.bandwidth();
  const zero = valueScale(0);

  const items = (datum: BarDatum): TooltipItem[] => {
    const parts = series.map((s, si) => ({
      key: s.key,
      label: s.label,
      value: formats.full(datum.values[s.key] ?? 0),
      color: si,
    }));
    if (!stacked) return parts;
    const total = series.reduce((sum, s) => sum + (datum.values[s.key] ?? 0), 0);
    return [...parts, { key: '__total', label: totalLabel, value: formats.full(total) }];
  };

  const table = (
    <ChartTable
      caption={label}
      columns={[categoryLabel, ...series.map((s) => s.label), ...(stacked ? [totalLabel] : [])]}
      rows={data.map((datum) => ({
        key: datum.key,
        header: datum.label,
        cells: items(datum).map((i) => i.value),
      }))}
    />
  );

  const tickLabel = { fontSize: 11, fill: 'currentColor' } as const;
  const tickFormat = (v: { valueOf(): number }) => formats.tick(v.valueOf());
  const ticks = valueScale.ticks(5);
  const maxChars = Math.max(3, Math.floor((horizontal ? labelWidth : band + 8) / CHAR_WIDTH));

  const active = nav.active !== null && nav.active < data.length ? nav.active : null;
  const activeBar = active === null ? null : bars[active]!;
  const tooltipPoint =
    active === null || activeBar === null
      ? null
      : horizontal
        ? {
            x:
              left +
              (dir === 'rtl'
                ? Math.min(valueScale(activeBar.max), zero)
                : Math.max(valueScale(activeBar.max), zero)),
            y: top + bandScale(data[active]!.key)!,
          }
        : {
            x: left + bandScale(data[active]!.key)! + band / 2,
            y: top + Math.min(valueScale(activeBar.max), zero),
          };
  const ValueAxisVertical = dir === 'rtl' ? AxisRight : AxisLeft;

  return (
    <ChartFrame
      ref={ref}
      label={label}
      isEmpty={data.length === 0 || series.length === 0}
      height={height}
      table={table}
      {...rest}
    >
      {!hideLegend && stacked && (
        <Legend items={series.map((s, i) => ({ key: s.key, label: s.label, color: i }))} />
      )}
      <BarPlot ref={plotRef}>
        <svg width={width} height={height} aria-label={label} role="group">
          <g transform={`translate(${left},${top})`}>
            <g aria-hidden="true">
              {ticks.map((tick) =>
                horizontal ? (
                  <line
                    key={tick}
                    data-grid=""
                    x1={valueScale(tick)}
                    x2={valueScale(tick)}
                    y1={0}
                    y2={innerHeight}
                  />
                ) : (
                  <line
                    key={tick}
                    data-grid=""
                    x1={0}
                    x2={innerWidth}
                    y1={valueScale(tick)}
                    y2={valueScale(tick)}
                  />
                ),
              )}
              {horizontal ? (
                <AxisBottom
                  scale={valueScale}
                  top={innerHeight}
                  numTicks={5}
                  tickFormat={tickFormat}
                  hideTicks
                  hideAxisLine
                  tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
                />
              ) : (
                <ValueAxisVertical
                  scale={valueScale}
                  left={dir === 'rtl' ? innerWidth : 0}
                  numTicks={5}
                  tickFormat={tickFormat}
                  hideTicks
                  hideAxisLine
                  tickLabelProps={{ ...tickLabel, textAnchor: dir === 'rtl' ? 'start' : 'end' }}
                />
              )}
              {data.map((datum, i) => {
                const offset = bandScale(datum.key)!;
                return (
                  <g key={datum.key}>
                    {bars[i]!.segments.map((segment) => {
                      const a = valueScale(segment.from);
                      const b = valueScale(segment.to);
                      const shape = horizontal
                        ? { x: Math.min(a, b), width: Math.abs(b - a), y: offset, height: band }
                        : { x: offset, width: band, y: Math.min(a, b), height: Math.abs(b - a) };
                      return (
                        <rect
                          key={segment.key}
                          data-segment=""
                          {...shape}
                          style={{ fill: seriesColor(segment.color) }}
                        />
                      );
                    })}
                    <text
                      {...(horizontal
                        ? {
                            x: dir === 'rtl' ? innerWidth + GAP : -GAP,
                            y: offset + band / 2,
                            dy: '0.35em',
                            textAnchor: dir === 'rtl' ? 'start' : 'end',
                          }
                        : { x: offset + band / 2, y: innerHeight + 16, textAnchor: 'middle' })}
                    >
                      <title>{datum.label}</title>
                      {truncateLabel(datum.label, maxChars)}
                    </text>
                  </g>
                );
              })}
              {horizontal ? (
                <line data-zero="" x1={zero} x2={zero} y1={0} y2={innerHeight} />
              ) : (
                <line data-zero="" x1={0} x2={innerWidth} y1={zero} y2={zero} />
              )}
            </g>
            {data.map((datum, i) => {
              const offset = bandScale(datum.key)!;
              const pad = (bandScale.step() - band) / 2;
              return (
                <rect
                  key={datum.key}
                  data-target=""
                  role="img"
                  aria-label={describePoint(datum.label, items(datum))}
                  {...(horizontal
                    ? { x: 0, width: innerWidth, y: offset - pad, height: band + 2 * pad }
                    : { x: offset - pad, width: band + 2 * pad, y: 0, height: innerHeight })}
                  {...nav.targetProps(i)}
                />
              );
            })}
          </g>
        </svg>
        {active !== null && tooltipPoint && (
          <ChartTooltip
            x={tooltipPoint.x}
            y={tooltipPoint.y}
            width={width}
            dir={dir}
            title={data[active]!.label}
            items={items(data[active]!)}
          />
        )}
      </BarPlot>
    </ChartFrame>
  );
});
BarChart.displayName = 'BarChart';
