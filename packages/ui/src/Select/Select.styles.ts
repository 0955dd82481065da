import { Select } from 'radix-ui';
import styled from 'styled-components';

export const Trigger = styled(Select.Trigger)`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-2);
  inline-size: 100%;
  min-inline-size: 0;
  block-size: var(--ui-control-height-md);
  padding-inline: var(--ui-space-3) var(--ui-space-2);
  border: var(--ui-border-width) solid var(--ui-input-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-input-bg);
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-md);
  text-align: start;
  cursor: pointer;
  transition:
    border-color var(--ui-duration),
    box-shadow var(--ui-duration);

  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover {
    border-color: var(--ui-input-border-hover);
  }
  &:focus-visible,
  &[data-state='open'] {
    outline: none;
    border-color: var(--ui-border-focus);
  }
  &:focus-visible {
    box-shadow: var(--ui-focus-ring);
  }
  &[data-placeholder] {
    color: var(--ui-fg-muted);
  }
  &[aria-invalid='true'] {
    border-color: var(--ui-border-danger);
  }
  &:disabled {
    cursor: not-allowed;
    background: var(--ui-input-bg-disabled);
    border-color: var(--ui-border-subtle);
    color: var(--ui-fg-muted);
  }
  &[data-size='sm'] {
    block-size: var(--ui-control-height-sm);
    font-size: var(--ui-font-size-sm);
  }
  &[data-size='lg'] {
    block-size: var(--ui-control-height-lg);
  }
`;

export const TriggerIcon = styled(Select.Icon)`
  display: inline-flex;
  flex: none;
  color: var(--ui-fg-muted);

  & > svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;

export const Content = styled(Select.Content)`
  z-index: var(--ui-z-popover);
  overflow: hidden;
  min-inline-size: var(--radix-select-trigger-width);
  max-block-size: min(320px, var(--radix-select-content-available-height));
  border: var(--ui-border-width) solid var(--ui-border-subtle);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  box-shadow: var(--ui-shadow-md);
`;

export const Viewport = styled(Select.Viewport)`
  padding: var(--ui-space-1);
`;

export const Item = styled(Select.Item)`
  position: relative;
  display: flex;
  align-items: center;
  min-block-size: var(--ui-control-height-sm);
  padding-block: var(--ui-space-1);
  padding-inline: var(--ui-space-6) var(--ui-space-3);
  border-radius: var(--ui-radius-sm);
  font-size: var(--ui-font-size-md);
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: var(--ui-bg-hover);
  }
  &[data-state='checked'] {
    font-weight: var(--ui-font-weight-strong);
  }
  &[data-disabled] {
    color: var(--ui-fg-disabled);
    cursor: not-allowed;
  }
`;

export const ItemIndicator = styled(Select.ItemIndicator)`
  position: absolute;
  inset-inline-start: var(--ui-space-1);
  display: inline-flex;
  color: var(--ui-fg-accent);

  & > svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;

export const GroupLabel = styled(Select.Label)`
  padding-block: var(--ui-space-2) var(--ui-space-1);
  padding-inline: var(--ui-space-6) var(--ui-space-3);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-xs);
  font-weight: var(--ui-font-weight-strong);
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Divider = styled(Select.Separator)`
  block-size: var(--ui-border-width);
  margin-block: var(--ui-space-1);
  background: var(--ui-border-subtle);
`;

export const ScrollButton = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  block-size: 24px;
  color: var(--ui-fg-muted);
  cursor: default;

  & > svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;
