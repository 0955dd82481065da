import styled from 'styled-components';

export const Scroller = styled.div`
  max-block-size: var(--job-log-max-height, 240px);
  overflow: auto;
  padding-block: var(--ui-space-2);
  padding-inline: var(--ui-space-3);
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-muted);
  color: var(--ui-fg-default);
  font-family: var(--ui-font-mono);
  font-size: var(--ui-font-size-sm);
  line-height: 1.6;

  &:focus-visible {
    outline: 2px solid var(--ui-border-focus);
    outline-offset: 2px;
  }
`;

export const Lines = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Line = styled.li`
  display: flex;
  gap: var(--ui-space-3);
  align-items: baseline;
`;

export const Time = styled.time`
  flex: none;
  color: var(--ui-fg-muted);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Message = styled.span`
  min-inline-size: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Empty = styled.p`
  margin: 0;
  color: var(--ui-fg-muted);
  font-family: var(--ui-font-family);
`;
