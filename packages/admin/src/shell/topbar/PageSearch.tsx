import { CommandPalette, type CommandPaletteGroup } from '@market/ui';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ShortcutHint, TopBarButton } from './TopBarButton.styles.ts';

const messages = defineMessages({
  open: { id: 'topbar.search.open', defaultMessage: 'Search pages' },
  title: { id: 'topbar.search.title', defaultMessage: 'Go to page' },
  placeholder: { id: 'topbar.search.placeholder', defaultMessage: 'Type a page name…' },
  empty: { id: 'topbar.search.empty', defaultMessage: 'No page matches' },
  navigate: { id: 'topbar.search.navigate', defaultMessage: 'to move' },
  select: { id: 'topbar.search.select', defaultMessage: 'to open' },
  close: { id: 'topbar.search.close', defaultMessage: 'to close' },
});

/** The command palette (Ctrl/Cmd+K): jump to any page the role may open. */
export function PageSearch({
  groups,
  compact = false,
}: {
  groups: CommandPaletteGroup[];
  compact?: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <TopBarButton
        type="button"
        data-outlined=""
        aria-keyshortcuts="Control+K Meta+K"
        aria-label={compact ? intl.formatMessage(messages.open) : undefined}
        onClick={() => setOpen(true)}
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
        open={open}
        onOpenChange={setOpen}
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
