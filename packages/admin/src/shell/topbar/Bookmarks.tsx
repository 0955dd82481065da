import { Popover, SearchField, useToast } from '@market/ui';
import { Bookmark as BookmarkIcon, BookmarkCheck, Star } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { usePersistedList } from '../persistedList.ts';
import type { BookmarkStore } from './bookmarks.ts';
import { BookmarkLink } from './Bookmarks.styles.ts';
import { BarGroup, PanelList, PanelMessage, PanelRow, TopBarButton } from './TopBarButton.styles.ts';

const messages = defineMessages({
  bookmarks: { id: 'topbar.bookmarks', defaultMessage: 'Bookmarks' },
  add: { id: 'topbar.bookmarks.add', defaultMessage: 'Bookmark this page' },
  remove: { id: 'topbar.bookmarks.remove', defaultMessage: 'Remove this page from bookmarks' },
  limit: { id: 'topbar.bookmarks.limit', defaultMessage: 'Only three pages can be added to your bookmarks.' },
  search: { id: 'topbar.bookmarks.search', defaultMessage: 'Search pages' },
  noMatch: { id: 'topbar.bookmarks.noMatch', defaultMessage: 'No page matches' },
});

const toggleMessages: Record<'toggle', MessageDescriptor> = defineMessages({
  toggle: { id: 'topbar.bookmarks.toggle', defaultMessage: 'Bookmark {page}' },
});

/** A page that can be bookmarked, already translated. */
export interface BookmarkablePage {
  key: string;
  title: string;
  url: string;
}

export interface BookmarksProps {
  store: BookmarkStore;
  /** Every page the role may open (the list and its search). */
  pages: BookmarkablePage[];
  /** The page shown now, if it is a page of the menu. */
  current: BookmarkablePage | undefined;
}

/** The bookmarked pages as links, a toggle for the current page and a searchable page list. */
export function Bookmarks({ store, pages, current }: BookmarksProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const saved = usePersistedList(store);
  // A bookmark of a page this role may not open (kept from another account) is not offered.
  const bookmarks = saved.filter((b) => pages.some((p) => p.key === b.key));
  const [query, setQuery] = useState('');
  const [refused, setRefused] = useState(false);
  const titleOf = (key: string, url: string) => pages.find((p) => p.key === key)?.title ?? url;

  const toggle = (page: BookmarkablePage) => {
    const result = store.toggle({ key: page.key, url: page.url });
    setRefused(result === 'limit');
    if (result === 'limit') toast({ title: intl.formatMessage(messages.limit), tone: 'warning' });
  };

  const isBookmarked = (url: string) => saved.some((b) => b.url === url);
  const needle = query.trim().toLocaleLowerCase(intl.locale);
  const matches = needle
    ? pages.filter((p) => p.title.toLocaleLowerCase(intl.locale).includes(needle))
    : pages;

  return (
    <BarGroup>
      <Popover.Root onOpenChange={() => setRefused(false)}>
        <Popover.Trigger asChild>
          <TopBarButton type="button" aria-label={intl.formatMessage(messages.bookmarks)}>
            <Star aria-hidden />
          </TopBarButton>
        </Popover.Trigger>
        <Popover.Content title={intl.formatMessage(messages.bookmarks)} align="start">
          <SearchField
            aria-label={intl.formatMessage(messages.search)}
            placeholder={intl.formatMessage(messages.search)}
            size="sm"
            value={query}
            onValueChange={setQuery}
          />
          {refused && <PanelMessage role="alert">{intl.formatMessage(messages.limit)}</PanelMessage>}
          <PanelList>
            {matches.map((page) => (
              <PanelRow key={page.key}>
                <Link to={page.url}>{page.title}</Link>
                <TopBarButton
                  type="button"
                  aria-pressed={isBookmarked(page.url)}
                  aria-label={intl.formatMessage(toggleMessages.toggle, { page: page.title })}
                  onClick={() => toggle(page)}
                >
                  {isBookmarked(page.url) ? <BookmarkCheck aria-hidden /> : <BookmarkIcon aria-hidden />}
                </TopBarButton>
              </PanelRow>
            ))}
          </PanelList>
          {matches.length === 0 && <p>{intl.formatMessage(messages.noMatch)}</p>}
        </Popover.Content>
      </Popover.Root>
      {current && (
        <TopBarButton
          type="button"
          aria-pressed={isBookmarked(current.url)}
          aria-label={intl.formatMessage(isBookmarked(current.url) ? messages.remove : messages.add)}
          onClick={() => toggle(current)}
        >
          {isBookmarked(current.url) ? <BookmarkCheck aria-hidden /> : <BookmarkIcon aria-hidden />}
        </TopBarButton>
      )}
      {bookmarks.length > 0 && (
        <nav aria-label={intl.formatMessage(messages.bookmarks)}>
          <BarGroup>
            {bookmarks.map((b) => (
              <BookmarkLink key={b.url} to={b.url} aria-current={current?.url === b.url ? 'page' : undefined}>
                {titleOf(b.key, b.url)}
              </BookmarkLink>
            ))}
          </BarGroup>
        </nav>
      )}
    </BarGroup>
  );
}
