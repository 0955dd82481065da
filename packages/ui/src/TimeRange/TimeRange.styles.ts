import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  border: var(--ui-border-width) solid var(--ui-border-subtle);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-bg-surface);
`;

export const Day = styled.div`
  display: grid;
  grid-template-columns: 110px minmax(0, 1fr) auto;
  align-items: start;
  gap: var(--ui-space-3);
  padding: var(--ui-space-3) var(--ui-space-4);

  & + & {
    border-block-start: var(--ui-border-width) solid var(--ui-border-subtle);
  }
`;

export const DayName = styled.span`
  padding-block: calc((var(--ui-control-height-sm) - 1.5em) / 2);
  font-weight: 500;
  color: var(--ui-fg-default);
`;

export const Slots = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Slot = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
`;

export const SlotInputs = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
  color: var(--ui-fg-muted);
`;

export const TimeInput = styled.input`
  inline-size: 120px;
  block-size: var(--ui-control-height-sm);
  padding-inline: var(--ui-space-2);
  border: var(--ui-border-width) solid var(--ui-input-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-input-bg);
  color: var(--ui-fg-default);
  font-variant-numeric: tabular-nums;

  &:hover {
    border-color: var(--ui-input-border-hover);
  }
  &:focus-visible {
    outline: none;
    border-color: var(--ui-border-focus);
    box-shadow: var(--ui-focus-ring);
  }
  &[aria-invalid='true'] {
    border-color: var(--ui-border-danger);
  }
  &:disabled {
    background: var(--ui-input-bg-disabled);
    color: var(--ui-fg-disabled);
  }
`;

export const Closed = styled.span`
  padding-block: calc((var(--ui-control-height-sm) - 1.5em) / 2);
  color: var(--ui-fg-muted);
`;

export const SlotError = styled.span`
  color: var(--ui-fg-danger);
  font-size: var(--ui-font-size-sm);
`;

export const DayActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--ui-space-1);
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: var(--ui-control-height-sm);
  block-size: var(--ui-control-height-sm);
  padding: 0;
  border: 0;
  border-radius: var(--ui-radius-md);
  background: transparent;
  color: var(--ui-fg-muted);
  cursor: pointer;

  &:hover {
    background: var(--ui-bg-hover);
    color: var(--ui-fg-danger);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  &:disabled {
    color: var(--ui-fg-disabled);
    background: transparent;
    cursor: not-allowed;
  }
  & > svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;
