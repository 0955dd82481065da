import styled from 'styled-components';

export const Figure = styled.figure`
  position: relative;
  margin: 0;
  min-inline-size: 0;
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);
`;

export const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--ui-space-3);
  padding: var(--ui-space-4);
  color: var(--ui-fg-muted);
  text-align: center;
  border: 1px dashed var(--ui-border-default);
  border-radius: var(--ui-radius-md);

  &[data-tone='danger'] {
    color: var(--ui-fg-danger);
    border-color: var(--ui-border-danger);
  }
`;

export const Plot = styled.div`
  position: relative;

  & > svg {
    display: block;
    overflow: visible;
    /* Coordinates are physical; right-to-left is drawn by mirroring the scales. */
    direction: ltr;
  }
  & text {
    fill: var(--ui-chart-tick-label);
    font-family: var(--ui-font-family);
    font-size: var(--ui-font-size-xs);
  }
  /* visx draws axis lines with a fixed colour attribute; the theme's wins over it. */
  & .visx-axis-line,
  & .visx-axis-tick line {
    stroke: var(--ui-chart-axis-line);
  }
  & [data-grid] {
    stroke: var(--ui-chart-gridline);
  }
  & [data-cursor] {
    stroke: var(--ui-chart-cursor);
    stroke-dasharray: 3 3;
  }
  & [data-target] {
    fill: transparent;
    cursor: default;
    outline: none;
  }
  & [data-target]:focus-visible {
    outline: 2px solid var(--ui-border-focus);
    outline-offset: 1px;
  }
`;

export const Hidden = styled.div`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export const Table = styled.table`
  inline-size: 100%;
  margin-block-start: var(--ui-space-3);
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  & caption {
    text-align: start;
    color: var(--ui-fg-muted);
    padding-block-end: var(--ui-space-1);
  }
  & th,
  & td {
    padding: var(--ui-space-1) var(--ui-space-2);
    border-block-end: 1px solid var(--ui-border-subtle);
    text-align: end;
  }
  & th:first-child {
    text-align: start;
    font-weight: 500;
  }
  & thead th {
    background: var(--ui-table-header-bg);
    color: var(--ui-fg-muted);
    font-weight: 500;
  }
`;

export const Tooltip = styled.div`
  --shift: -50%;
  --flip: 1;
  position: absolute;
  z-index: var(--ui-z-popover);
  min-inline-size: 8rem;
  max-inline-size: 16rem;
  padding: var(--ui-space-2) var(--ui-space-3);
  background: var(--ui-chart-tooltip-bg);
  border: 1px solid var(--ui-chart-tooltip-border);
  border-radius: var(--ui-radius-md);
  box-shadow: var(--ui-chart-tooltip-shadow);
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);
  pointer-events: none;
  transform: translate(calc(var(--shift) * var(--flip)), calc(-100% - 10px));
  transition: opacity var(--ui-duration);

  &[data-align='start'] {
    --shift: 0%;
  }
  &[data-align='end'] {
    --shift: -100%;
  }
  &[data-dir='rtl'] {
    --flip: -1;
  }
  &[data-side='below'] {
    transform: translate(calc(var(--shift) * var(--flip)), 10px);
  }
`;

export const TooltipTitle = styled.div`
  font-weight: var(--ui-font-weight-strong);
  margin-block-end: var(--ui-space-1);
  overflow-wrap: anywhere;
`;

export const TooltipRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);

  & > span:nth-child(2) {
    flex: 1;
    min-inline-size: 0;
    color: var(--ui-fg-muted);
  }
  & > span:last-child {
    font-variant-numeric: tabular-nums;
    font-weight: 500;
  }
`;

export const Swatch = styled.span`
  flex: none;
  inline-size: 10px;
  block-size: 10px;
  border-radius: var(--ui-radius-sm);
`;
