import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  inline-size: 100%;
  min-inline-size: 0;
`;

export const Count = styled.span`
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-xs);
  font-variant-numeric: tabular-nums;
`;
