import { useQuery } from '@apollo/client/react';
import { CommandPalette, preloadCommandPalette, type CommandPaletteGroup } from '@market/ui';
import { Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { SearchRecordsDocument, type SearchKind } from '../../graphql/generated.ts';
import { PAGES, titles } from '../pages.ts';
import { ShortcutHint, TopBarButton } from './TopBarButton.styles.ts';
import type { RecentRecord } from './recentRecords.ts';

export const searchRecordsDocument = /* GraphQL */ `
  query SearchRecords($query: String!, $first: Int) {
    search(query: $query, first: $first) {
      kind
      id
      label
      detail
    }
  }
`;

const messages = defineMessages({
  open: { id: 'topbar.search.open', defaultMessage: 'Search pages' },
  title: { id: 'topbar.search.title', defaultMessage: 'Go to page' },
  placeholder: {
    id: 'topbar.search.placeholder',
    defaultMessage: 'Type a page, an order number, a customer…',
  },
  empty: { id: 'topbar.search.empty', defaultMessage: 'No page matches' },
  navigate: { id: 'topbar.search.navigate', defaultMessage: 'to move' },
  select: { id: 'topbar.search.select', defaultMessage: 'to open' },
  close: { id: 'topbar.search.close', defaultMessage: 'to close' },
  recent: { id: 'topbar.search.recent', defaultMessage: 'Recently opened' },
});

/** How long typing pauses before the server is asked. */
const SEARCH_DELAY_MS = 150;
const MIN_QUERY = 2;

/** Each kind's heading and where its records open. */
const KINDS: Record<SearchKind, { heading: MessageDescriptor; href: (id: string) => string }> = {
  order: { heading: titles.orders, href: (id) => `${PAGES.orders.path}/view/${id}` },
  customer: { heading: titles.customers, href: (id) => `${PAGES.customers.path}/edit/${id}` },
  store: { heading: titles.stores, href: (id) => `${PAGES.stores.path}/edit/${id}` },
  merchant: { heading: titles.merchantsGroup, href: (id) => `${PAGES.merchants.path}/edit/${id}` },
  product: { heading: titles.products, href: (id) => `${PAGES.products.path}/edit/${id}` },
};

/**
 * The command palette (Ctrl/Cmd+K): jump to any page the role may open, or to a record the server finds
 * (orders by number, customers by name/email/phone, stores, merchants, products — what the role may open);
 * with an empty box, the records opened last.
 */
export function PageSearch({
  groups,
  compact = false,
  recent = [],
}: {
  groups: CommandPaletteGroup[];
  compact?: boolean;
  recent?: readonly RecentRecord[];
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const text = query.trim();
    const timer = setTimeout(() => setAsked(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const searching = open && asked.length >= MIN_QUERY;
  const { data, loading } = useQuery(SearchRecordsDocument, {
    variables: { query: asked, first: 20 },
    skip: !searching,
  });

  const foundGroups = useMemo<CommandPaletteGroup[]>(() => {
    if (query.trim() === '') {
      if (recent.length === 0) return [];
      return [
        {
          key: 'recent',
          heading: intl.formatMessage(messages.recent),
          items: recent.map((r) => {
            const page = Object.values(PAGES).find((p) => p.key === r.pageKey);
            return {
              key: `recent:${r.url}`,
              title: r.title,
              url: r.url,
              ...(page ? { description: intl.formatMessage(page.title) } : {}),
            };
          }),
        },
      ];
    }
    if (!searching || !data) return [];
    const byKind = new Map<SearchKind, CommandPaletteGroup>();
    for (const hit of data.search) {
      const kind = KINDS[hit.kind];
      let group = byKind.get(hit.kind);
      if (!group) {
        group = { key: `record:${hit.kind}`, heading: intl.formatMessage(kind.heading), items: [] };
        byKind.set(hit.kind, group);
      }
      group.items.push({
        key: `record:${hit.kind}:${hit.id}`,
        title: hit.label,
        url: kind.href(hit.id),
        ...(hit.detail ? { description: hit.detail } : {}),
      });
    }
    return [...byKind.values()];
  }, [query, recent, searching, data, intl]);

  return (
    <>
      <TopBarButton
        type="button"
        data-outlined=""
        aria-keyshortcuts="Control+K Meta+K"
        aria-label={compact ? intl.formatMessage(messages.open) : undefined}
        onClick={() => setOpen(true)}
        // The palette's body loads on first use; pointing at or tabbing to the button starts it early.
        onPointerEnter={() => void preloadCommandPalette()}
        onFocus={() => void preloadCommandPalette()}
      >
        <Search aria-hidden />
        {!compact && (
          <>
            {intl.formatMessage(messages.open)}
            <ShortcutHint aria-hidden>Ctrl K</ShortcutHint>
          </>
        )}
      </TopBarButton>
      <CommandPalette
        groups={groups}
        foundGroups={foundGroups}
        searching={searching && loading}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // The box starts empty on every opening (the palette's own query resets with it).
          if (!next) setQuery('');
        }}
        onQueryChange={setQuery}
        onSelect={(item) => {
          if (item.url) void navigate(item.url);
        }}
        labels={{
          title: intl.formatMessage(messages.title),
          placeholder: intl.formatMessage(messages.placeholder),
          empty: intl.formatMessage(messages.empty),
          navigate: intl.formatMessage(messages.navigate),
          select: intl.formatMessage(messages.select),
          close: intl.formatMessage(messages.close),
        }}
      />
    </>
  );
}
