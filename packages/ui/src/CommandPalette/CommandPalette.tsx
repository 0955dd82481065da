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
  labels: CommandPaletteLabels;
  defaultQuery: string;
  onChoose: (item: CommandPaletteItem) => void;
}

// Lives inside Dialog.Content, so the query starts afresh every time the palette opens.
function PaletteBody({ groups, labels, defaultQuery, onChoose }: PaletteBodyProps) {
  const [query, setQuery] = useState(defaultQuery);
  return (
    <Root label={labels.title} filter={matchTitleAndKeywords} vimBindings={false} loop>
      <InputRow>
        <Search aria-hidden />
        <Input value={query} onValueChange={setQuery} placeholder={labels.placeholder} />
      </InputRow>
      <Empty>{labels.empty}</Empty>
      <List label={labels.title}>
        {groups.map((group) => (
          <Root.Group key={group.key} heading={group.heading}>
            {group.items.map((item) => (
              <Item
                key={item.key}
                value={item.key}
                keywords={[item.title, ...(item.keywords ?? [])]}
                onSelect={() => onChoose(item)}
              >
                {item.icon && <ItemIcon aria-hidden>{item.icon}</ItemIcon>}
                <ItemTitle>{item.title}</ItemTitle>
                {item.description && <ItemDescription>{item.description}</ItemDescription>}
              </Item>
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
            labels={text}
            defaultQuery={defaultQuery}
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
