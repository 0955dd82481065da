import styled from 'styled-components';
import { Plot } from '../internal/chart/index.ts';

export const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-4) var(--ui-space-6);

  & > ul {
    flex: 1 1 12rem;
  }
`;

export const RingPlot = styled(Plot)`
  flex: none;

  & [data-slice] {
    stroke: var(--ui-chart-gap);
    stroke-width: 2;
  }
  & [data-track] {
    fill: var(--ui-chart-track);
  }
  & [data-target][data-active] {
    fill: var(--ui-bg-hover);
    fill-opacity: 0.35;
  }
  & [data-total] {
    fill: var(--ui-fg-default);
    font-size: var(--ui-font-size-lg);
    font-weight: var(--ui-font-weight-strong);
  }
`;
