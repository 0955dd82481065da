import { defaultFilter } from 'cmdk';
import { Search } from 'lucide-react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { forwardRef, useState } from 'react';
import { Kbd } from '../Kbd/index.ts';
import {
  Content,
  Empty,
  Footer,
  Input,
  InputRow,
  Item,
  ItemDescription,
  ItemIcon,
  ItemTitle,
  List,
  Overlay,
  Root,
} from './CommandPalette.styles.ts';
import type {
  CommandPaletteGroup,
  CommandPaletteItem,
  CommandPaletteLabels,
  CommandPaletteProps,
} from './CommandPalette.types.ts';
import { useCommandPaletteShortcut } from './useCommandPaletteShortcut.ts';

const englishLabels: CommandPaletteLabels = {
  title: 'Search pages',
  placeholder: 'Type a page name, e.g. orders',
  empty: 'No results',
  navigate: 'to move',
  select: 'to open',
  close: 'to close',
};

// Items are identified by key but found by title (first keyword) and their other keywords.
function matchTitleAndKeywords(value: string, search: string, keywords?: string[]): number {
  return defaultFilter(keywords?.[0] ?? value, search, keywords?.slice(1));
}

interface PaletteBodyProps {
  groups: CommandPaletteGroup[];
  foundGroups: CommandPaletteGroup[];
  labels: CommandPaletteLabels;
  defaultQuery: string;
  searching: boolean;
  onChoose: (item: CommandPaletteItem) => void;
  onQueryChange?: (query: string) => void;
}

function PaletteItem({
  item,
  onChoose,
  forceMount,
}: {
  item: CommandPaletteItem;
  onChoose: (item: CommandPaletteItem) => void;
  forceMount?: boolean;
}) {
  return (
    <Item
      value={item.key}
      keywords={[item.title, ...(item.keywords ?? [])]}
      onSelect={() => onChoose(item)}
      forceMount={forceMount}
    >
      {item.icon && <ItemIcon aria-hidden>{item.icon}</ItemIcon>}
      <ItemTitle>{item.title}</ItemTitle>
      {item.description && <ItemDescription>{item.description}</ItemDescription>}
    </Item>
  );
}

// Lives inside Dialog.Content, so the query starts afresh every time the palette opens.
function PaletteBody({
  groups,
  foundGroups,
  labels,
  defaultQuery,
  searching,
  onChoose,
  onQueryChange,
}: PaletteBodyProps) {
  const [query, setQuery] = useState(defaultQuery);
  return (
    <Root label={labels.title} filter={matchTitleAndKeywords} vimBindings={false} loop>
      <InputRow>
        <Search aria-hidden />
        <Input
          value={query}
          onValueChange={(next) => {
            setQuery(next);
            onQueryChange?.(next);
          }}
          placeholder={labels.placeholder}
        />
      </InputRow>
      {foundGroups.length === 0 && !searching && <Empty>{labels.empty}</Empty>}
      <List label={labels.title} aria-busy={searching || undefined}>
        {foundGroups.map((group) => (
          <Root.Group key={`found:${group.key}`} heading={group.heading} forceMount>
            {group.items.map((item) => (
              <PaletteItem key={item.key} item={item} onChoose={onChoose} forceMount />
            ))}
          </Root.Group>
        ))}
        {groups.map((group) => (
          <Root.Group key={group.key} heading={group.heading}>
            {group.items.map((item) => (
              <PaletteItem key={item.key} item={item} onChoose={onChoose} />
            ))}
          </Root.Group>
        ))}
      </List>
      <Footer aria-hidden>
        <span>
          <Kbd size="sm">↑</Kbd>
          <Kbd size="sm">↓</Kbd>
          {labels.navigate}
        </span>
        <span>
          <Kbd size="sm">Enter</Kbd>
          {labels.select}
        </span>
        <span>
          <Kbd size="sm">Esc</Kbd>
          {labels.close}
        </span>
      </Footer>
    </Root>
  );
}

export const CommandPalette = forwardRef<HTMLDivElement, CommandPaletteProps>(function CommandPalette(
  {
    groups,
    onSelect,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    shortcut = true,
    defaultQuery = '',
    closeOnSelect = true,
    labels,
    foundGroups = [],
    onQueryChange,
    searching = false,
  },
  ref,
) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  useCommandPaletteShortcut(() => setOpen(!open), shortcut);
  const text = { ...englishLabels, ...labels };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Overlay />
        <Content ref={ref} aria-describedby={undefined}>
          <VisuallyHidden.Root asChild>
            <Dialog.Title>{text.title}</Dialog.Title>
          </VisuallyHidden.Root>
          <PaletteBody
            groups={groups}
            foundGroups={foundGroups}
            labels={text}
            defaultQuery={defaultQuery}
            searching={searching}
            onQueryChange={onQueryChange}
            onChoose={(item) => {
              onSelect(item);
              if (closeOnSelect) setOpen(false);
            }}
          />
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
CommandPalette.displayName = 'CommandPalette';
