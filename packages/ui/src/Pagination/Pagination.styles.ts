import styled from 'styled-components';

export const Nav = styled.nav`
  /* Sized by where it stands (a phone, a narrow card), not by the window: see Pages. */
  container: pagination / inline-size;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-3) var(--ui-space-4);
  font-size: var(--ui-font-size-sm);
  color: var(--ui-fg-default);
`;

export const Range = styled.p`
  margin: 0;
  color: var(--ui-fg-muted);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2) var(--ui-space-4);
`;

export const PageSize = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  white-space: nowrap;
`;

export const Select = styled.select`
  block-size: var(--ui-control-height-sm);
  padding-inline: var(--ui-space-2);
  border: var(--ui-border-width) solid var(--ui-input-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-input-bg);
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);
  cursor: pointer;

  &:hover {
    border-color: var(--ui-input-border-hover);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
`;

export const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-1);
  margin: 0;
  padding: 0;
  list-style: none;

  /* Too narrow for the page numbers in one row (a phone): the step buttons around the current page only;
     the range beside them still says where the page is. */
  @container pagination (max-width: 30rem) {
    & > [data-other-page],
    & > [aria-hidden='true'] {
      display: none;
    }
  }
`;

export const Ellipsis = styled.li`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: var(--ui-control-height-sm);
  color: var(--ui-fg-muted);
`;

export const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: var(--ui-control-height-sm);
  block-size: var(--ui-control-height-sm);
  padding-inline: var(--ui-space-2);
  border: var(--ui-border-width) solid transparent;
  border-radius: var(--ui-radius-sm);
  background: transparent;
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);
  font-variant-numeric: tabular-nums;
  line-height: 1;
  cursor: pointer;
  transition: background-color var(--ui-duration);

  &:hover {
    background: var(--ui-bg-hover);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  &[aria-current='page'] {
    background: var(--ui-bg-accent-solid);
    color: var(--ui-fg-on-solid);
    font-weight: var(--ui-font-weight-strong);
  }
  &[aria-disabled='true'] {
    background: transparent;
    color: var(--ui-fg-disabled);
    cursor: not-allowed;
  }

  & > svg {
    flex: none;
    inline-size: 16px;
    block-size: 16px;
  }
`;
