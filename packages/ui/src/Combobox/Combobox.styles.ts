import { Popover } from 'radix-ui';
import styled from 'styled-components';

export const Popup = styled(Popover.Content)`
  z-index: var(--ui-z-popover);
  inline-size: var(--radix-popover-trigger-width);
  display: flex;
  flex-direction: column;
  max-block-size: min(320px, var(--radix-popover-content-available-height));
  padding: var(--ui-space-1);
  border: var(--ui-border-width) solid var(--ui-border-subtle);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  box-shadow: var(--ui-shadow-md);
`;

// The listbox itself scrolls: axe and screen readers treat it as the combobox popup.
export const Listbox = styled.ul`
  min-block-size: 0;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;

  &:empty {
    display: none;
  }
`;

export const OptionRow = styled.li`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  padding-block: var(--ui-space-1);
  padding-inline: var(--ui-space-2) var(--ui-space-3);
  border-radius: var(--ui-radius-sm);
  cursor: pointer;
  user-select: none;

  &[data-active] {
    background: var(--ui-bg-hover);
  }
  & > svg {
    flex: none;
    inline-size: 16px;
    block-size: 16px;
    color: var(--ui-fg-accent);
  }
`;

export const CheckSpace = styled.span`
  flex: none;
  inline-size: 16px;
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

export const OptionLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  [aria-selected='true'] > span > & {
    font-weight: var(--ui-font-weight-strong);
  }
`;

export const OptionDescription = styled.span`
  overflow: hidden;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Message = styled.p`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  margin: 0;
  padding-block: var(--ui-space-2);
  padding-inline: var(--ui-space-3);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);

  &[data-tone='danger'] {
    color: var(--ui-fg-danger);
  }
`;
