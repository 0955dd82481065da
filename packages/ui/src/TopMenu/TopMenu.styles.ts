import styled from 'styled-components';

export const BarRoot = styled.nav`
  position: relative;
  display: flex;
  align-items: center;
  gap: var(--ui-space-4);
  min-block-size: var(--ui-topbar-height);
  padding-inline: var(--ui-space-4);
  background: var(--ui-menu-bg);
  color: var(--ui-menu-fg);
  border-block-end: var(--ui-border-width) solid var(--ui-menu-border);
`;

export const BarHeader = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  flex: none;
  color: var(--ui-menu-fg-active);
  font-weight: var(--ui-font-weight-strong);
  font-size: var(--ui-font-size-lg);
`;

export const BarArea = styled.div`
  position: relative;
  flex: 1;
  min-inline-size: 0;
`;

export const BarList = styled.ul`
  display: flex;
  align-items: center;
  gap: var(--ui-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const BarItem = styled.li`
  position: relative;
  flex: none;
`;

export const BarEntry = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  block-size: var(--ui-control-height-md);
  padding-inline: var(--ui-space-3);
  border: 0;
  border-radius: var(--ui-radius-md);
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: var(--ui-font-size-md);
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition: background-color var(--ui-duration);

  &:hover,
  &[data-state='open'] {
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
    font-weight: var(--ui-font-weight-strong);
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-disabled='true']:hover {
    background: transparent;
  }
  & > svg {
    flex: none;
    inline-size: 16px;
    block-size: 16px;
  }
  & > [data-chevron] {
    inline-size: 14px;
    block-size: 14px;
    transition: transform var(--ui-duration);
  }
  &[data-state='open'] > [data-chevron] {
    transform: rotate(180deg);
  }
`;

export const Dropdown = styled.div`
  z-index: var(--ui-z-popover);
  min-inline-size: 220px;
  max-inline-size: 320px;
  max-block-size: 70vh;
  overflow-y: auto;
  padding: var(--ui-space-2);
  border: var(--ui-border-width) solid var(--ui-menu-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-menu-bg);
  color: var(--ui-menu-fg);
  box-shadow: var(--ui-shadow-lg);
`;

export const DropdownList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & & {
    padding-inline-start: var(--ui-space-3);
  }
`;

export const DropdownGroupLabel = styled.span`
  display: block;
  padding-block: var(--ui-space-2) var(--ui-space-1);
  padding-inline: var(--ui-space-3);
  color: var(--ui-menu-heading);
  font-size: var(--ui-font-size-xs);
  font-weight: var(--ui-font-weight-strong);
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const DropdownLink = styled.a`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-block-size: var(--ui-control-height-sm);
  padding-block: var(--ui-space-1);
  padding-inline: var(--ui-space-3);
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

export const EntryText = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Invisible, clipped copy of the bar used only to measure how many entries fit. */
export const MeasureBox = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  visibility: hidden;
  pointer-events: none;
`;

export const MeasureRow = styled.div`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  display: flex;
  gap: var(--ui-space-1);
  inline-size: max-content;
`;
