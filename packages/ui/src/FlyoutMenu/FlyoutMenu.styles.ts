import styled from 'styled-components';

export const RailRoot = styled.nav`
  display: flex;
  flex-direction: column;
  flex: none;
  inline-size: var(--ui-menu-width);
  block-size: 100%;
  background: var(--ui-menu-bg);
  color: var(--ui-menu-fg);
  border-inline-end: var(--ui-border-width) solid var(--ui-menu-border);

  &[data-type='default'] {
    inline-size: 112px;
  }
  &[data-type='compact'] {
    inline-size: var(--ui-menu-width-collapsed);
  }
  &[data-shadow] {
    box-shadow: var(--ui-shadow-md);
  }
`;

export const RailHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-block-size: var(--ui-topbar-height);
  padding-inline: var(--ui-space-3);
  border-block-end: var(--ui-border-width) solid var(--ui-menu-border);
  color: var(--ui-menu-fg-active);
  font-weight: var(--ui-font-weight-strong);
  font-size: var(--ui-font-size-lg);
  overflow: hidden;

  [data-type='flyout'] > & {
    justify-content: flex-start;
    padding-inline: var(--ui-space-5);
  }
`;

export const RailScroll = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  padding-block: var(--ui-space-2);
`;

export const RailList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RailItem = styled.li`
  margin: 0;
  padding: 0;

  &[data-group-start]::before {
    content: '';
    display: block;
    block-size: var(--ui-border-width);
    margin-block: var(--ui-space-2);
    margin-inline: var(--ui-space-3);
    background: var(--ui-menu-border);
  }
`;

export const RailHeading = styled.span`
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

export const RailEntry = styled.a`
  position: relative;
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
  transition: background-color var(--ui-duration);

  &:hover,
  &[aria-expanded='true'] {
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
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-disabled='true']:hover {
    background: transparent;
  }

  [data-type='default'] & {
    flex-direction: column;
    justify-content: center;
    gap: var(--ui-space-1);
    min-block-size: 64px;
    padding-inline: var(--ui-space-1);
    font-size: var(--ui-font-size-xs);
    text-align: center;
  }
  [data-type='compact'] & {
    justify-content: center;
    padding-inline: 0;
  }
`;

export const RailIcon = styled.span`
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
  [data-type='default'] & > svg {
    inline-size: 22px;
    block-size: 22px;
  }
`;

export const RailTitle = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  [data-type='default'] & {
    flex: none;
    max-inline-size: 100%;
    white-space: normal;
    overflow-wrap: anywhere;
    line-height: 1.2;
  }
`;

export const RailChevron = styled.span`
  display: inline-flex;
  flex: none;

  & > svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;

export const RailBadge = styled.span`
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

  [data-type='default'] &,
  [data-type='compact'] & {
    position: absolute;
    inset-block-start: 2px;
    inset-inline-end: var(--ui-space-2);
    min-inline-size: 16px;
    padding-inline: var(--ui-space-1);
    line-height: 16px;
  }
`;

export const FlyoutPanel = styled.div`
  z-index: var(--ui-z-popover);
  min-inline-size: 220px;
  max-inline-size: 300px;
  padding-block: var(--ui-space-2);
  border: var(--ui-border-width) solid var(--ui-menu-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-menu-bg);
  color: var(--ui-menu-fg);
  box-shadow: var(--ui-shadow-lg);
`;

export const PanelTitle = styled.span`
  display: block;
  padding-block: var(--ui-space-1) var(--ui-space-2);
  padding-inline: var(--ui-space-4);
  color: var(--ui-menu-fg-active);
  font-weight: var(--ui-font-weight-strong);
`;

export const PanelList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & & {
    padding-inline-start: var(--ui-space-3);
  }
`;

export const PanelGroupLabel = styled.span`
  display: block;
  padding-block: var(--ui-space-2) var(--ui-space-1);
  padding-inline: var(--ui-space-4);
  color: var(--ui-menu-heading);
  font-size: var(--ui-font-size-xs);
  font-weight: var(--ui-font-weight-strong);
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const PanelLink = styled.a`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-block-size: var(--ui-control-height-sm);
  margin-inline: var(--ui-space-2);
  padding-block: var(--ui-space-1);
  padding-inline: var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  color: inherit;
  text-decoration: none;

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
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  & > svg {
    flex: none;
    inline-size: 16px;
    block-size: 16px;
  }
`;
