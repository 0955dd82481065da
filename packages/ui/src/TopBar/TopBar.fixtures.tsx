// Realistic top bar content shared by the TopBar, AuthLayout and Shell stories (not public API).
import { Avatar, VisuallyHidden } from 'radix-ui';
import { Bell, Bookmark, Search } from 'lucide-react';
import styled from 'styled-components';

const GhostButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  block-size: var(--ui-control-height-md);
  padding-inline: var(--ui-space-3);
  border: var(--ui-border-width) solid transparent;
  border-radius: var(--ui-radius-md);
  background: transparent;
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);
  cursor: pointer;
  position: relative;
  white-space: nowrap;

  &:hover {
    background: var(--ui-bg-hover);
  }
  &[data-outlined] {
    border-color: var(--ui-border-default);
    background: var(--ui-bg-surface);
    color: var(--ui-fg-muted);
    min-inline-size: 220px;
  }
  & > svg {
    inline-size: 16px;
    block-size: 16px;
    flex: none;
  }
`;

const Kbd = styled.kbd`
  margin-inline-start: auto;
  padding-inline: var(--ui-space-1);
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-bg-subtle);
  color: var(--ui-fg-muted);
  font-family: inherit;
  font-size: var(--ui-font-size-xs);
  line-height: 1.6;
`;

const Count = styled.span`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-end: 2px;
  min-inline-size: 16px;
  padding-inline: 4px;
  border-radius: var(--ui-radius-full);
  background: var(--ui-bg-danger-solid);
  color: var(--ui-fg-on-solid);
  font-size: 11px;
  font-weight: 600;
  line-height: 16px;
  text-align: center;
`;

const AvatarRoot = styled(Avatar.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 32px;
  block-size: 32px;
  border-radius: var(--ui-radius-full);
  background: var(--ui-bg-accent-subtle);
  color: var(--ui-fg-accent);
  font-size: var(--ui-font-size-sm);
  font-weight: 600;
`;

const BookmarkLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  padding-inline: var(--ui-space-2);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  text-decoration: none;
  white-space: nowrap;
  border-radius: var(--ui-radius-sm);

  &:hover {
    color: var(--ui-fg-default);
  }
  & > svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;

export function SearchTrigger() {
  return (
    <GhostButton type="button" data-outlined="" aria-keyshortcuts="Control+K">
      <Search aria-hidden />
      Search pages…
      <Kbd>Ctrl K</Kbd>
    </GhostButton>
  );
}

export function LanguageToggle() {
  return (
    // The visible "EN / ع" stays part of the name (WCAG 2.5.3, label in name).
    <GhostButton type="button">
      <VisuallyHidden.Root>Language: </VisuallyHidden.Root>
      EN / <span lang="ar">ع</span>
    </GhostButton>
  );
}

export function NotificationsButton({ count = 3 }: { count?: number }) {
  return (
    <GhostButton type="button" aria-label={`Notifications, ${count} unread`}>
      <Bell aria-hidden />
      {count > 0 && <Count aria-hidden>{count}</Count>}
    </GhostButton>
  );
}

export function AccountButton() {
  return (
    <GhostButton type="button">
      <VisuallyHidden.Root>Account: Layla Haddad</VisuallyHidden.Root>
      <AvatarRoot aria-hidden>
        <Avatar.Fallback>LH</Avatar.Fallback>
      </AvatarRoot>
    </GhostButton>
  );
}

export function Bookmarks() {
  return (
    <nav aria-label="Bookmarks" style={{ display: 'flex', gap: 4 }}>
      <BookmarkLink href="#orders">
        <Bookmark aria-hidden />
        Pending orders
      </BookmarkLink>
      <BookmarkLink href="#payouts">
        <Bookmark aria-hidden />
        Payouts
      </BookmarkLink>
    </nav>
  );
}

export function TopBarActions() {
  return (
    <>
      <LanguageToggle />
      <NotificationsButton />
      <AccountButton />
    </>
  );
}
