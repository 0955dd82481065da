import type { Resource } from '@market/domain';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useMatches } from 'react-router';

/** What a route tells the shell about its page (kept on the route's `handle`). */
export interface RouteHandle {
  title: MessageDescriptor;
  /** The page's key in PAGES (also its menu key). */
  pageKey?: string;
  /** Which screen of the page: its list, its create/edit form or its details. */
  screen?: 'list' | 'edit' | 'view';
  /** Who may open it, from the permission matrix. */
  resource?: Resource;
}

// Typed as plain descriptors: these take a {page} value.
const screenTitles: Record<'edit' | 'create' | 'view', MessageDescriptor> = defineMessages({
  edit: { id: 'page.screen.edit', defaultMessage: '{page}: edit' },
  create: { id: 'page.screen.create', defaultMessage: '{page}: new' },
  view: { id: 'page.screen.view', defaultMessage: '{page}: details' },
});

/** The deepest route's handle: the page being shown. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

/** The page's translated title, naming the screen for edit and view routes. */
export function usePageTitle(): string | undefined {
  const intl = useIntl();
  const handle = useRouteHandle();
  const matches = useMatches();
  if (!handle) return undefined;
  const page = intl.formatMessage(handle.title);
  if (handle.screen === 'edit') {
    const hasId = Boolean(matches[matches.length - 1]?.params.id);
    return intl.formatMessage(hasId ? screenTitles.edit : screenTitles.create, { page });
  }
  if (handle.screen === 'view') return intl.formatMessage(screenTitles.view, { page });
  return page;
}
