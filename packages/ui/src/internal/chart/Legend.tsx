import styled from 'styled-components';
import { seriesColor } from './environment.ts';
import { Swatch } from './ChartFrame.styles.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-1) var(--ui-space-4);
  margin: 0 0 var(--ui-space-2);
  padding: 0;
  list-style: none;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);

  &[data-layout='column'] {
    flex-direction: column;
    flex-wrap: nowrap;
    min-inline-size: 0;
    margin: 0;
  }
  & > li {
    display: flex;
    align-items: center;
    gap: var(--ui-space-2);
    min-inline-size: 0;
  }
  & [data-name] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & [data-value] {
    margin-inline-start: auto;
    padding-inline-start: var(--ui-space-3);
    color: var(--ui-fg-default);
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export interface LegendItem {
  key: string;
  label: string;
  /** Series index, for the colour. */
  color: number;
  /** A figure after the name (the donut's value and share). */
  value?: string;
}

/** Colour key of a chart. Long names are cut with an ellipsis; the full name is their title. */
export function Legend({
  items,
  layout = 'row',
}: {
  items: readonly LegendItem[];
  layout?: 'row' | 'column';
}) {
  return (
    <List data-layout={layout}>
      {items.map((item) => (
        <li key={item.key}>
          <Swatch style={{ background: seriesColor(item.color) }} />
          <span data-name="" title={item.label}>
            {item.label}
          </span>
          {item.value !== undefined && <span data-value="">{item.value}</span>}
        </li>
      ))}
    </List>
  );
}
