import { defaultFilter } from 'cmdk';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Kbd } from '../Kbd/index.ts';
import {
  Empty,
  Footer,
  Input,
  InputRow,
  Item,
  ItemDescription,
  ItemIcon,
  ItemTitle,
  List,
  Root,
} from './PaletteBody.styles.ts';
import type {
  CommandPaletteGroup,
  CommandPaletteItem,
  CommandPaletteLabels,
} from './CommandPalette.types.ts';

// Items are identified by key but found by title (first keyword) and their other keywords.
function matchTitleAndKeywords(value: string, search: string, keywords?: string[]): number {
  return defaultFilter(keywords?.[0] ?? value, search, keywords?.slice(1));
}

export interface PaletteBodyProps {
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
export function PaletteBody({
  groups,
  foundGroups,
  labels,
  defaultQuery,
  searching,
  onChoose,
  onQueryChange,
}: PaletteBodyProps) {
  const [query, setQuery] = useState(defaultQuery);
  const inputRef = useRef<HTMLInputElement>(null);
  // Opened before this code was loaded, the dialog focused itself: the box takes the focus once it is here.
  useEffect(() => {
    const input = inputRef.current;
    const dialog = input?.closest('[role="dialog"]');
    if (input && dialog && document.activeElement === dialog) input.focus();
  }, []);
  return (
    <Root label={labels.title} filter={matchTitleAndKeywords} vimBindings={false} loop>
      <InputRow>
        <Search aria-hidden />
        <Input
          ref={inputRef}
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
