import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
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
  usePointNavigation,
  valueFormatter,
  type TooltipItem,
} from '../internal/chart/index.ts';
import { Layout, RingPlot } from './DonutChart.styles.ts';
import type { DonutChartProps, DonutSlice } from './DonutChart.types.ts';

/** A mix, such as payment methods: a ring with its legend, each slice's value and share. */
export const DonutChart = forwardRef<HTMLElement, DonutChartProps>(function DonutChart(
  {
    data,
    format = { kind: 'count' },
    categoryLabel = 'Name',
    valueLabel = 'Value',
    shareLabel = 'Share',
    totalLabel,
    locale: localeProp,
    dir: dirProp,
    size = 200,
    hideLegend = false,
    label,
    ...rest
  },
  ref,
) {
  const locale = localeProp ?? documentLocale();
  const dir = dirProp ?? documentDirection();
  const formats = useMemo(
    () => ({
      value: valueFormatter(format, locale),
      share: valueFormatter({ kind: 'percent' }, locale),
    }),
    [format, locale],
  );
  // Colour follows the slice's place in the data, so a slice keeps its colour in legend and ring.
  const colored = data.map((slice, color) => ({ ...slice, color }));
  const drawn = colored.filter((slice) => slice.value > 0);
  const total = drawn.reduce((sum, slice) => sum + slice.value, 0);
  const share = (slice: DonutSlice) =>
    slice.value > 0 && total > 0 ? formats.share(slice.value / total) : '—';
  const nav = usePointNavigation(drawn.length, dir, true);

  const outer = size / 2;
  const inner = outer * 0.62;
  const items = (slice: DonutSlice & { color: number }): TooltipItem[] => [
    { key: 'value', label: valueLabel, value: formats.value(slice.value), color: slice.color },
    { key: 'share', label: shareLabel, value: share(slice) },
  ];

  const table = (
    <ChartTable
      caption={label}
      columns={[categoryLabel, valueLabel, shareLabel]}
      rows={data.map((slice) => ({
        key: slice.key,
        header: slice.label,
        cells: [formats.value(slice.value), share(slice)],
      }))}
    />
  );

  return (
    <ChartFrame ref={ref} label={label} isEmpty={drawn.length === 0} height={size} table={table} {...rest}>
      <Layout>
        <RingPlot>
          <svg width={size} height={size} aria-label={label} role="group">
            <Group top={outer} left={outer}>
              <Pie
                data={drawn}
                pieValue={(slice) => slice.value}
                outerRadius={outer}
                innerRadius={inner}
                pieSort={null}
                pieSortValues={null}
              >
                {(pie) => (
                  <>
                    <g aria-hidden="true">
                      {pie.arcs.map((arc) => (
                        <path
                          key={arc.data.key}
                          d={pie.path(arc) ?? ''}
                          data-slice=""
                          style={{ fill: seriesColor(arc.data.color) }}
                        />
                      ))}
                      {totalLabel !== undefined && (
                        <>
                          <text data-total="" textAnchor="middle" dy="0.1em">
                            {formats.value(total)}
                          </text>
                          <text textAnchor="middle" dy="1.6em">
                            {totalLabel}
                          </text>
                        </>
                      )}
                    </g>
                    {pie.arcs.map((arc, i) => (
                      <path
                        key={arc.data.key}
                        d={pie.path(arc) ?? ''}
                        data-target=""
                        role="img"
                        aria-label={describePoint(arc.data.label, items(arc.data))}
                        {...nav.targetProps(i)}
                      />
                    ))}
                  </>
                )}
              </Pie>
            </Group>
          </svg>
          {nav.active !== null && drawn[nav.active] && (
            <DonutTooltip
              slice={drawn[nav.active]!}
              drawn={drawn}
              total={total}
              outer={outer}
              inner={inner}
              dir={dir}
              items={items(drawn[nav.active]!)}
            />
          )}
        </RingPlot>
        {!hideLegend && (
          <Legend
            layout="column"
            items={colored.map((slice) => ({
              key: slice.key,
              label: slice.label,
              color: slice.color,
              value: `${formats.value(slice.value)} · ${share(slice)}`,
            }))}
          />
        )}
      </Layout>
    </ChartFrame>
  );
});
DonutChart.displayName = 'DonutChart';

/** The tooltip at the middle of the slice's arc, clockwise from the top as the ring is drawn. */
function DonutTooltip({
  slice,
  drawn,
  total,
  outer,
  inner,
  dir,
  items,
}: {
  slice: DonutSlice;
  drawn: readonly DonutSlice[];
  total: number;
  outer: number;
  inner: number;
  dir: 'ltr' | 'rtl';
  items: TooltipItem[];
}) {
  const before = drawn.slice(0, drawn.indexOf(slice)).reduce((sum, s) => sum + s.value, 0);
  const angle = ((before + slice.value / 2) / total) * 2 * Math.PI;
  const radius = (outer + inner) / 2;
  return (
    <ChartTooltip
      x={outer + radius * Math.sin(angle)}
      y={outer - radius * Math.cos(angle)}
      width={outer * 2}
      dir={dir}
      title={slice.label}
      items={items}
    />
  );
}
