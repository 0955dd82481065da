import { DropdownMenu } from 'radix-ui';
import styled, { css, keyframes } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; transform: scale(0.97); }
  to { opacity: 1; transform: scale(1); }
`;

const surface = css`
  z-index: var(--ui-z-menu);
  min-inline-size: 200px;
  max-inline-size: min(320px, calc(100vw - var(--ui-space-4)));
  max-block-size: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: var(--ui-space-1);
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  box-shadow: var(--ui-shadow-lg);
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);

  &[data-state='open'] {
    animation: ${appear} var(--ui-duration) ease-out;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const Content = styled(DropdownMenu.Content)`
  ${surface}
`;

export const SubContent = styled(DropdownMenu.SubContent)`
  ${surface}
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);
`;

const item = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-block-size: var(--ui-control-height-sm);
  padding-block: var(--ui-space-1);
  padding-inline: var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  font-size: var(--ui-font-size-sm);
  line-height: 1.3;
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: var(--ui-bg-hover);
  }
  &[data-disabled] {
    color: var(--ui-fg-disabled);
    cursor: not-allowed;
  }
  & > svg {
    flex: none;
    inline-size: 16px;
    block-size: 16px;
    color: var(--ui-fg-muted);
  }
`;

export const Item = styled(DropdownMenu.Item)`
  ${item}

  &[data-tone='danger'] {
    color: var(--ui-fg-danger);
  }
  &[data-tone='danger'] > svg {
    color: currentColor;
  }
  &[data-tone='danger'][data-highlighted] {
    background: var(--ui-bg-danger-subtle);
  }
`;

// Checkbox and radio items keep a slot at the inline start for their indicator.
const withIndicator = css`
  ${item}
  padding-inline-start: calc(var(--ui-space-2) * 2 + 16px);
`;

export const CheckboxItem = styled(DropdownMenu.CheckboxItem)`
  ${withIndicator}
`;

export const RadioItem = styled(DropdownMenu.RadioItem)`
  ${withIndicator}
`;

export const Indicator = styled(DropdownMenu.ItemIndicator)`
  position: absolute;
  inset-inline-start: var(--ui-space-2);
  display: inline-flex;
  color: var(--ui-fg-accent);

  & > svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;

export const RadioDot = styled.span`
  inline-size: 8px;
  block-size: 8px;
  margin: 4px;
  border-radius: var(--ui-radius-full);
  background: currentColor;
`;

export const SubTrigger = styled(DropdownMenu.SubTrigger)`
  ${item}

  &[data-state='open'] {
    background: var(--ui-bg-hover);
  }
`;

export const Label = styled(DropdownMenu.Label)`
  padding: var(--ui-space-2) var(--ui-space-2) var(--ui-space-1);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-xs);
  font-weight: var(--ui-font-weight-strong);
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Separator = styled(DropdownMenu.Separator)`
  block-size: var(--ui-border-width);
  margin-block: var(--ui-space-1);
  margin-inline: calc(var(--ui-space-1) * -1);
  background: var(--ui-border-subtle);
`;

export const Shortcut = styled.span`
  margin-inline-start: auto;
  padding-inline-start: var(--ui-space-4);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-xs);
  letter-spacing: 0.05em;
  /* Shortcuts read the same in Arabic: keep their own order. */
  direction: ltr;
  unicode-bidi: isolate;

  [data-tone='danger'] > & {
    color: currentColor;
  }
`;

export const SubChevron = styled.span`
  display: inline-flex;
  margin-inline-start: auto;
  color: var(--ui-fg-muted);

  & > svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;
