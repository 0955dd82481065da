import type { ReactNode } from 'react';

/** One page (or action) the palette can jump to. */
export interface CommandPaletteItem {
  /** Stable identity, unique across all groups. */
  key: string;
  /** Visible name, already translated; matched by the search. */
  title: string;
  /** Where the item leads; the app navigates there in onSelect. */
  url?: string;
  /** Decorative icon before the title. */
  icon?: ReactNode;
  /** Extra words that find the item, e.g. synonyms or the English name in an Arabic UI. */
  keywords?: string[];
  /** A muted hint at the inline end, e.g. the section the page is in. */
  description?: string;
}

/** A titled group of items, e.g. "Orders" or "Settings". */
export interface CommandPaletteGroup {
  /** Stable identity of the group. */
  key: string;
  /** Visible group heading, already translated. */
  heading: string;
  /** The group's items in display order. */
  items: CommandPaletteItem[];
}

/** Every visible text, with English defaults; the app passes translations. */
export interface CommandPaletteLabels {
  /** Dialog title read by screen readers and accessible name of the search box. */
  title: string;
  /** Placeholder of the search box (a hint, never the label). */
  placeholder: string;
  /** Shown when nothing matches the query. */
  empty: string;
  /** Footer hint after the arrow keys. */
  navigate: string;
  /** Footer hint after Enter. */
  select: string;
  /** Footer hint after Escape. */
  close: string;
}

export interface CommandPaletteProps {
  /** The pages to search, grouped; already filtered for the signed-in role. */
  groups: CommandPaletteGroup[];
  /** Called with the chosen item (Enter or click); the app navigates. */
  onSelect: (item: CommandPaletteItem) => void;
  /** Open state when controlled. */
  open?: boolean;
  /** Open state on first render when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the palette opens or closes (shortcut, Escape, outside click, selection). */
  onOpenChange?: (open: boolean) => void;
  /** Listen for Ctrl+K / Cmd+K on the document to toggle the palette (default true). */
  shortcut?: boolean;
  /** Query already typed when the palette opens. */
  defaultQuery?: string;
  /** Close after an item is chosen (default true). */
  closeOnSelect?: boolean;
  /** Texts to translate; missing keys fall back to English. */
  labels?: Partial<CommandPaletteLabels>;
  /**
   * Groups found elsewhere for the current query (records the server found, recently opened records): shown
   * first, as given, whatever the query — the palette's own filter applies to `groups` only.
   */
  foundGroups?: CommandPaletteGroup[];
  /** Called as the query changes, e.g. to ask the server for `foundGroups`. */
  onQueryChange?: (query: string) => void;
  /** A search for `foundGroups` is under way: the list says so to screen readers (aria-busy). */
  searching?: boolean;
}
