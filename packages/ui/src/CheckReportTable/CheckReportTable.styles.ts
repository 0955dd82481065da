import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-inline-size: 0;
`;

export const Note = styled.p`
  margin: 0;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
`;

export const RowNumber = styled.span`
  font-variant-numeric: tabular-nums;
`;

export const Cell = styled.span`
  font-family: var(--ui-font-mono);
  font-size: var(--ui-font-size-sm);
  overflow-wrap: anywhere;
`;
