import { Checkbox as RadixCheckbox, DropdownMenu } from 'radix-ui';
import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-inline-size: 0;
`;

// The start (filters, or the selection's actions) takes the row and wraps within itself; the end (the column
// chooser) keeps the first line's end at every width, so a narrow list's wrapped filters never leave it
// floating between two lines (mirrored in RTL by the flex order alone).
export const Toolbar = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--ui-space-2) var(--ui-space-3);
  min-block-size: var(--ui-control-height-md);
`;

export const ToolbarStart = styled.div`
  display: flex;
  flex: 1 1 0;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
  min-inline-size: 0;
`;

export const ToolbarEnd = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  min-block-size: var(--ui-control-height-md);
`;

export const BulkBar = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2) var(--ui-space-3);
  min-block-size: var(--ui-control-height-md);
  padding-block: var(--ui-space-1);
  padding-inline: var(--ui-space-3);
  border: var(--ui-border-width) solid var(--ui-border-accent);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-accent-subtle);
`;

export const BulkCount = styled.span`
  font-weight: var(--ui-font-weight-strong);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const BulkActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
`;

export const BulkClear = styled.div`
  margin-inline-start: auto;
`;

export const Scroll = styled.div`
  position: relative;
  overflow: auto;
  border: var(--ui-border-width) solid var(--ui-border-subtle);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-bg-surface);
  overscroll-behavior: contain;
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  font-size: var(--ui-font-size-md);
  color: var(--ui-fg-default);

  &[data-density='dense'] {
    font-size: var(--ui-font-size-sm);
  }
`;

export const Th = styled.th`
  position: sticky;
  inset-block-start: 0;
  z-index: var(--ui-z-sticky);
  padding-block: var(--ui-space-2);
  padding-inline: var(--ui-space-3);
  border-block-end: var(--ui-border-width) solid var(--ui-border-default);
  background: var(--ui-table-header-bg);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-strong);
  text-align: start;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;

  &[data-align='end'] {
    text-align: end;
  }
  &[data-align='center'] {
    text-align: center;
  }
  &[aria-sort='ascending'],
  &[aria-sort='descending'] {
    color: var(--ui-fg-default);
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  max-inline-size: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: var(--ui-radius-sm);
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;

  &:hover {
    color: var(--ui-fg-default);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & > svg {
    flex: none;
    inline-size: 14px;
    block-size: 14px;
  }
  & > svg[data-idle] {
    opacity: 0.6;
  }
`;

export const Row = styled.tr`
  &:hover > td {
    background: var(--ui-table-row-hover);
  }
  &[data-selected] > td {
    background: var(--ui-table-row-selected);
  }
  &[data-clickable] {
    cursor: pointer;
  }
  &:focus-visible {
    outline: 2px solid var(--ui-border-focus);
    outline-offset: -2px;
    box-shadow: none;
  }
  /* A focused row shows what its cut cells hold: keyboard users get the full value hover gives. */
  &:focus-visible > td,
  &:focus-visible > td span[dir='auto'] {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

/**
 * A text cell's text, in the direction of its own words (`dir="auto"`): a Latin name in an Arabic
 * table keeps its start and its trailing punctuation and is cut with an ellipsis at its own end,
 * while the box still lines up with the column's start.
 */
export const CellText = styled.span`
  display: inline-block;
  max-inline-size: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: top;
`;

export const Td = styled.td`
  padding-block: 0;
  padding-inline: var(--ui-space-3);
  border-block-end: var(--ui-border-width) solid var(--ui-border-subtle);
  background: var(--ui-bg-surface);
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
  transition: background-color var(--ui-duration);

  &[data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  &[data-align='center'] {
    text-align: center;
  }
`;

export const SelectCell = styled.td`
  padding-block: 0;
  padding-inline: var(--ui-space-3);
  border-block-end: var(--ui-border-width) solid var(--ui-border-subtle);
  background: var(--ui-bg-surface);
  vertical-align: middle;
  transition: background-color var(--ui-duration);

  & > * {
    display: flex;
  }
`;

export const SelectTh = styled(Th)`
  overflow: visible;

  & > * {
    display: flex;
  }
`;

export const Spacer = styled.tr`
  & > td {
    padding: 0;
    border: 0;
  }
`;

export const StateCell = styled.td`
  padding: var(--ui-space-2);
  background: var(--ui-bg-surface);
  white-space: normal;
`;

export const SkeletonCell = styled.td`
  padding-block: 0;
  padding-inline: var(--ui-space-3);
  border-block-end: var(--ui-border-width) solid var(--ui-border-subtle);
  vertical-align: middle;

  &[data-align='end'] > * {
    margin-inline-start: auto;
  }
`;

export const Checkbox = styled(RadixCheckbox.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 18px;
  block-size: 18px;
  margin: 0;
  padding: 0;
  border: var(--ui-border-width) solid var(--ui-border-strong);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-input-bg);
  color: var(--ui-fg-on-solid);
  vertical-align: middle;
  cursor: pointer;

  &:hover {
    border-color: var(--ui-fg-muted);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: transparent;
    background: var(--ui-bg-accent-solid);
  }
  & svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;

export const CheckboxIndicator = styled(RadixCheckbox.Indicator)`
  display: inline-flex;
`;

export const Footer = styled.div`
  padding-inline: var(--ui-space-1);
`;

export const MenuContent = styled(DropdownMenu.Content)`
  z-index: var(--ui-z-menu);
  min-inline-size: 200px;
  max-block-size: 60vh;
  overflow: auto;
  padding: var(--ui-space-1);
  border: var(--ui-border-width) solid var(--ui-border-subtle);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  box-shadow: var(--ui-shadow-lg);
  font-size: var(--ui-font-size-md);
`;

export const MenuLabel = styled(DropdownMenu.Label)`
  padding-block: var(--ui-space-1);
  padding-inline: var(--ui-space-2);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-strong);
`;

export const MenuCheckboxItem = styled(DropdownMenu.CheckboxItem)`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-block-size: var(--ui-control-height-sm);
  padding-inline: var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  outline: none;
  cursor: pointer;
  user-select: none;

  &[data-highlighted] {
    background: var(--ui-bg-hover);
  }
  &[data-disabled] {
    color: var(--ui-fg-muted);
    cursor: not-allowed;
  }
`;

export const MenuCheck = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 16px;
  block-size: 16px;
  border: var(--ui-border-width) solid var(--ui-border-strong);
  border-radius: var(--ui-radius-sm);
  color: var(--ui-fg-on-solid);

  [data-state='checked'] > & {
    border-color: transparent;
    background: var(--ui-bg-accent-solid);
  }
  & svg {
    inline-size: 12px;
    block-size: 12px;
  }
`;
