import { Command } from 'cmdk';
import styled from 'styled-components';

// The palette's inside (cmdk), loaded with PaletteBody.tsx when the palette first opens.
export const Root = styled(Command)`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
`;

export const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  padding-inline: var(--ui-space-4);
  border-block-end: var(--ui-border-width) solid var(--ui-border-subtle);
  color: var(--ui-fg-muted);

  & > svg {
    flex: none;
    inline-size: 18px;
    block-size: 18px;
  }
`;

export const Input = styled(Command.Input)`
  flex: 1;
  min-inline-size: 0;
  block-size: 52px;
  border: none;
  background: transparent;
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-lg);

  &::placeholder {
    color: var(--ui-fg-muted);
  }
  &:focus,
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }
`;

export const List = styled(Command.List)`
  max-block-size: min(360px, 50vh);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: var(--ui-space-2);

  /* A listbox must hold options: with no match it leaves the layout and the "No results" line speaks. */
  &:not(:has([cmdk-item])) {
    display: none;
  }

  & [cmdk-group-heading] {
    padding-block: var(--ui-space-2) var(--ui-space-1);
    padding-inline: var(--ui-space-2);
    color: var(--ui-fg-muted);
    font-size: var(--ui-font-size-xs);
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`;

export const Item = styled(Command.Item)`
  display: flex;
  align-items: center;
  gap: var(--ui-space-3);
  min-block-size: var(--ui-control-height-lg);
  padding-inline: var(--ui-space-2);
  border-radius: var(--ui-radius-md);
  color: var(--ui-fg-default);
  cursor: pointer;
  user-select: none;

  &[data-selected='true'] {
    background: var(--ui-bg-accent-subtle);
  }
  &[data-disabled='true'] {
    color: var(--ui-fg-disabled);
    cursor: not-allowed;
  }
`;

export const ItemIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: var(--ui-fg-muted);

  [data-selected='true'] > & {
    color: var(--ui-fg-accent);
  }
  & > svg {
    inline-size: 18px;
    block-size: 18px;
  }
`;

export const ItemTitle = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ItemDescription = styled.span`
  flex: none;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
`;

export const Empty = styled(Command.Empty)`
  padding-block: var(--ui-space-8);
  padding-inline: var(--ui-space-4);
  text-align: center;
  color: var(--ui-fg-muted);
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-4);
  padding-block: var(--ui-space-2);
  padding-inline: var(--ui-space-4);
  border-block-start: var(--ui-border-width) solid var(--ui-border-subtle);
  background: var(--ui-bg-subtle);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-xs);

  & > span {
    display: inline-flex;
    align-items: center;
    gap: var(--ui-space-1);
  }
`;
