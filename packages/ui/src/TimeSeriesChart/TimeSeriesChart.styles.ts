import styled from 'styled-components';
import { Plot } from '../internal/chart/index.ts';

export const SeriesPlot = styled(Plot)`
  & [data-line] {
    fill: none;
    stroke-width: 2;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
  & [data-area] {
    fill-opacity: 0.14;
  }
  & [data-dot] {
    stroke: var(--ui-chart-gap);
    stroke-width: 2;
  }
`;
