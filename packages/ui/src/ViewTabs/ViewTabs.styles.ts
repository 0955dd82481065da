import styled from 'styled-components';

export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: var(--ui-space-2);
  min-inline-size: 0;
  border-block-end: var(--ui-border-width) solid var(--ui-border-subtle);
`;

export const List = styled.div`
  display: flex;
  flex: 1 1 auto;
  min-inline-size: 0;
  overflow-x: auto;
  scrollbar-width: thin;
`;

export const Tab = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  flex: none;
  max-inline-size: 240px;
  block-size: 36px;
  padding-inline: var(--ui-space-3);
  border: 0;
  border-block-end: 2px solid transparent;
  background: transparent;
  color: var(--ui-fg-muted);
  font: inherit;
  font-size: var(--ui-font-size-sm);
  font-weight: 500;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: var(--ui-fg-default);
    background: var(--ui-bg-hover);
  }
  &[aria-selected='true'] {
    color: var(--ui-fg-accent);
    border-block-end-color: var(--ui-border-accent);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  & > svg {
    flex: none;
    inline-size: 14px;
    block-size: 14px;
  }
`;

export const TabLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const ModifiedDot = styled.span`
  flex: none;
  inline-size: 6px;
  block-size: 6px;
  border-radius: 50%;
  background: var(--ui-fg-accent);
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: var(--ui-space-1);
  padding-block-end: var(--ui-space-1);
`;
