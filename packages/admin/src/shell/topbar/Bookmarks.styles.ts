import { Link } from 'react-router';
import styled from 'styled-components';

// Not in TopBarButton.styles.ts: the sign-in page's language toggle uses those, and runs without the router.
/** A bookmark in the top bar: a link to the page it keeps. */
export const BookmarkLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  padding-inline: var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  text-decoration: none;
  white-space: nowrap;

  &:hover,
  &[aria-current='page'] {
    color: var(--ui-fg-default);
  }
  &:focus-visible {
    outline: 2px solid var(--ui-border-focus);
  }
`;
