import { Tabs } from 'radix-ui';
import styled from 'styled-components';

export const List = styled(Tabs.List)`
  display: flex;
  gap: var(--ui-space-1);
  overflow-x: auto;
  border-block-end: var(--ui-border-width) solid var(--ui-border-default);
  scrollbar-width: thin;
`;

export const Trigger = styled(Tabs.Trigger)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  flex: none;
  block-size: var(--ui-control-height-lg);
  padding-inline: var(--ui-space-3);
  border: 0;
  border-radius: var(--ui-radius-sm) var(--ui-radius-sm) 0 0;
  background: transparent;
  color: var(--ui-fg-muted);
  font-weight: 500;
  white-space: nowrap;
  cursor: pointer;
  transition:
    color var(--ui-duration),
    background-color var(--ui-duration);

  /* The active underline sits on the list's border. */
  &::after {
    content: '';
    position: absolute;
    inset-inline: var(--ui-space-2);
    inset-block-end: calc(var(--ui-border-width) * -1);
    block-size: 2px;
    border-radius: var(--ui-radius-full);
    background: transparent;
    transition: background-color var(--ui-duration);
  }

  &:hover {
    color: var(--ui-fg-default);
    background: var(--ui-bg-hover);
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 2px var(--ui-border-focus);
  }
  &[data-state='active'] {
    color: var(--ui-fg-accent);
  }
  &[data-state='active']::after {
    background: var(--ui-bg-accent-solid);
  }
  &[data-disabled] {
    color: var(--ui-fg-disabled);
    background: transparent;
    cursor: not-allowed;
  }

  & > svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;

export const Count = styled.span`
  min-inline-size: 20px;
  padding-inline: var(--ui-space-2);
  border-radius: var(--ui-radius-full);
  background: var(--ui-bg-muted);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-xs);
  line-height: 20px;
  text-align: center;
  font-variant-numeric: tabular-nums;

  [data-state='active'] > & {
    background: var(--ui-bg-accent-subtle);
    color: var(--ui-fg-accent);
  }
  [data-disabled] > & {
    color: var(--ui-fg-muted);
  }
`;

export const Content = styled(Tabs.Content)`
  padding-block: var(--ui-space-4);

  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
    border-radius: var(--ui-radius-sm);
  }
`;
