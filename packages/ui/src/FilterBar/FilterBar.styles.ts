import styled from 'styled-components';

// In a flex row (a table's toolbar) the bar takes the room there is: sized by its content alone, the search
// box's 280 px basis would not count and "Add filter" would wrap under it on the widest screen.
export const Bar = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
  min-inline-size: 0;
`;

export const SearchSlot = styled.div`
  flex: 0 1 280px;
  min-inline-size: 180px;
`;

/**
 * "Add filter" and what follows it ("Clear filters"): they wrap as one, so on a narrow list "Clear filters"
 * never ends up alone on a line of its own.
 */
export const Tail = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: var(--ui-space-2);
  white-space: nowrap;

  &:empty {
    display: none;
  }
`;

export const Chips = styled.div`
  display: contents;
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: stretch;
  max-inline-size: 100%;
  block-size: 32px;
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);

  &[data-empty] {
    border-style: dashed;
  }
  &[data-open] {
    border-color: var(--ui-border-focus);
  }
`;

export const ChipButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  min-inline-size: 0;
  max-inline-size: 360px;
  padding-inline: var(--ui-space-2) var(--ui-space-1);
  border: 0;
  border-start-start-radius: var(--ui-radius-md);
  border-end-start-radius: var(--ui-radius-md);
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  white-space: nowrap;

  &:hover {
    background: var(--ui-bg-hover);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
`;

export const ChipField = styled.span`
  font-weight: 600;
`;

export const ChipOperator = styled.span`
  color: var(--ui-fg-muted);
`;

export const ChipValue = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  font-weight: 500;

  &[data-empty] {
    color: var(--ui-fg-muted);
    font-style: italic;
    font-weight: 400;
  }
`;

export const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 28px;
  padding: 0;
  border: 0;
  border-inline-start: var(--ui-border-width) solid var(--ui-border-subtle);
  border-start-end-radius: var(--ui-radius-md);
  border-end-end-radius: var(--ui-radius-md);
  background: transparent;
  color: var(--ui-fg-muted);
  cursor: pointer;

  &:hover {
    background: var(--ui-bg-hover);
    color: var(--ui-fg-default);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  & > svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;

export const Editor = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
`;
