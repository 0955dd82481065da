import styled from 'styled-components';
import { Plot } from '../internal/chart/index.ts';

export const BarPlot = styled(Plot)`
  & [data-segment] {
    stroke: var(--ui-chart-gap);
    stroke-width: 1;
  }
  & [data-zero] {
    stroke: var(--ui-chart-axis-line);
  }
  & [data-target][data-active] {
    fill: var(--ui-bg-hover);
    fill-opacity: 0.5;
  }
`;
