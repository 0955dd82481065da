import { ToggleGroup } from 'radix-ui';
import styled from 'styled-components';

export const Root = styled(ToggleGroup.Root)`
  display: inline-flex;
  align-items: stretch;
  gap: 2px;
  padding: 2px;
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-muted);

  &[data-full-width] {
    display: flex;
    inline-size: 100%;
  }
`;

export const Item = styled(ToggleGroup.Item)`
  display: inline-flex;
  flex: 0 0 auto;
  align-items: center;
  justify-content: center;
  gap: var(--ui-space-2);
  min-inline-size: 0;
  block-size: calc(var(--ui-control-height-md) - 4px);
  padding-inline: var(--ui-space-3);
  border: 0;
  border-radius: var(--ui-radius-sm);
  background: transparent;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-md);
  font-weight: 500;
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color var(--ui-duration),
    color var(--ui-duration),
    box-shadow var(--ui-duration);

  &:hover {
    color: var(--ui-fg-default);
    background: var(--ui-bg-hover);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  &[data-state='on'] {
    background: var(--ui-bg-surface);
    color: var(--ui-fg-default);
    box-shadow: var(--ui-shadow-sm);
  }
  &[data-state='on']:focus-visible {
    box-shadow: var(--ui-focus-ring);
  }
  &[data-disabled] {
    color: var(--ui-fg-disabled);
    background: transparent;
    cursor: not-allowed;
  }

  /* Full width shares the space equally, so one long label cannot squeeze the others. */
  [data-full-width] > & {
    flex: 1 1 0;
  }
  [data-size='sm'] > & {
    block-size: calc(var(--ui-control-height-sm) - 4px);
    padding-inline: var(--ui-space-2);
    font-size: var(--ui-font-size-sm);
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;

  & > svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;

export const Text = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;
