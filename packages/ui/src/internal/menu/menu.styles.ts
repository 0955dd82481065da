import styled from 'styled-components';

export const MenuRoot = styled.nav`
  display: flex;
  flex-direction: column;
  flex: none;
  inline-size: var(--ui-menu-width);
  block-size: 100%;
  background: var(--ui-menu-bg);
  color: var(--ui-menu-fg);
  border-inline-end: var(--ui-border-width) solid var(--ui-menu-border);
  transition: inline-size var(--ui-duration);

  &[data-shadow] {
    box-shadow: var(--ui-shadow-md);
  }
  &[data-collapsed] {
    inline-size: var(--ui-menu-width-collapsed);
  }
`;

export const MenuHeader = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  flex: none;
  min-block-size: var(--ui-topbar-height);
  padding-inline: var(--ui-space-5);
  color: var(--ui-menu-fg-active);
  font-weight: var(--ui-font-weight-strong);
  font-size: var(--ui-font-size-lg);
  border-block-end: var(--ui-border-width) solid var(--ui-menu-border);
  overflow: hidden;

  [data-collapsed] > & {
    justify-content: center;
    padding-inline: var(--ui-space-2);
  }
`;

export const MenuScroll = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  padding-block: var(--ui-space-2);
`;

export const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  &[data-nested] {
    padding-inline-start: var(--ui-space-6);
  }
`;

export const MenuListItem = styled.li`
  position: relative;
  margin: 0;
  padding: 0;

  &[data-group-start]::before {
    content: '';
    display: block;
    block-size: var(--ui-border-width);
    margin-block: var(--ui-space-2);
    margin-inline: var(--ui-space-4);
    background: var(--ui-menu-border);
  }
`;

export const GroupHeading = styled.span`
  display: block;
  padding-block: var(--ui-space-4) var(--ui-space-1);
  padding-inline: var(--ui-space-6) var(--ui-space-4);
  color: var(--ui-menu-heading);
  font-size: var(--ui-font-size-xs);
  font-weight: var(--ui-font-weight-strong);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** Shared by links, sub-menu toggles and disabled entries. */
export const MenuEntry = styled.a`
  display: flex;
  align-items: center;
  gap: var(--ui-space-3);
  inline-size: calc(100% - 2 * var(--ui-space-2));
  min-block-size: var(--ui-control-height-md);
  margin-block: 2px;
  margin-inline: var(--ui-space-2);
  padding-block: var(--ui-space-1);
  padding-inline: var(--ui-space-4);
  border: 0;
  border-radius: var(--ui-radius-md);
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: var(--ui-font-size-md);
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color var(--ui-duration),
    color var(--ui-duration);

  &:hover {
    background: var(--ui-menu-bg-hover);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  &[aria-current='page'] {
    background: var(--ui-menu-bg-active);
    color: var(--ui-menu-fg-active);
    font-weight: var(--ui-font-weight-strong);
  }
  &[data-has-current] {
    color: var(--ui-menu-fg-active);
  }
  &[aria-disabled='true'],
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-disabled='true']:hover,
  &:disabled:hover {
    background: transparent;
  }

  &[data-icon-only] {
    justify-content: center;
    padding-inline: 0;
  }
`;

export const EntryIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 20px;
  block-size: 20px;
  font-weight: var(--ui-font-weight-strong);

  & > svg {
    inline-size: 18px;
    block-size: 18px;
  }
`;

export const EntryTitle = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const CountBadge = styled.span`
  flex: none;
  min-inline-size: 20px;
  padding-inline: var(--ui-space-2);
  border-radius: var(--ui-radius-full);
  background: var(--ui-bg-accent-solid);
  color: var(--ui-fg-on-solid);
  font-size: var(--ui-font-size-xs);
  font-weight: var(--ui-font-weight-strong);
  line-height: 18px;
  text-align: center;
  /* Digits and "99+" read left to right in Arabic too, while the badge stays at the inline end. */
  unicode-bidi: plaintext;

  [data-icon-only] > & {
    position: absolute;
    inset-block-start: 2px;
    inset-inline-end: var(--ui-space-3);
    min-inline-size: 16px;
    padding-inline: var(--ui-space-1);
    line-height: 16px;
  }
`;

export const Chevron = styled.span`
  display: inline-flex;
  flex: none;
  transition: transform var(--ui-duration);

  & > svg {
    inline-size: 16px;
    block-size: 16px;
  }
  [data-state='open'] > & {
    transform: rotate(180deg);
  }
`;

export const CollapseToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: none;
  block-size: var(--ui-control-height-lg);
  border: 0;
  border-block-start: var(--ui-border-width) solid var(--ui-menu-border);
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: var(--ui-menu-bg-hover);
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset var(--ui-focus-ring);
  }
  & > svg {
    inline-size: 18px;
    block-size: 18px;
  }
`;

/** Children of a collapsed parent, beside the rail. */
export const FlyoutPanel = styled.div`
  z-index: var(--ui-z-popover);
  min-inline-size: 200px;
  padding-block: var(--ui-space-2);
  border: var(--ui-border-width) solid var(--ui-menu-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-menu-bg);
  color: var(--ui-menu-fg);
  box-shadow: var(--ui-shadow-lg);
`;

export const FlyoutTitle = styled.span`
  display: block;
  padding-block: var(--ui-space-1) var(--ui-space-2);
  padding-inline: var(--ui-space-4);
  color: var(--ui-menu-fg-active);
  font-weight: var(--ui-font-weight-strong);
`;

export const TooltipBubble = styled.div`
  z-index: var(--ui-z-popover);
  padding-block: var(--ui-space-1);
  padding-inline: var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-bg-inverse);
  color: var(--ui-fg-inverse);
  font-size: var(--ui-font-size-sm);
  box-shadow: var(--ui-shadow-md);
`;
