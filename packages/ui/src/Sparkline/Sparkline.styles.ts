import styled from 'styled-components';

export const Root = styled.figure`
  position: relative;
  display: inline-block;
  flex: none;
  margin: 0;
  line-height: 0;

  & > svg {
    display: block;
    overflow: visible;
  }
  & [data-line] {
    fill: none;
    stroke-width: 1.75;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
  & [data-area] {
    fill-opacity: 0.14;
  }
  & [data-dot] {
    stroke: var(--ui-chart-gap);
    stroke-width: 1.5;
  }
  & [data-placeholder] {
    stroke: var(--ui-chart-axis-line);
    stroke-dasharray: 3 3;
  }
  &[data-state='error'] [data-placeholder] {
    stroke: var(--ui-border-danger);
  }
`;
