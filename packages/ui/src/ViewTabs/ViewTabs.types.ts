import type { ReactNode } from 'react';

/** A saved view of a list, as a tab. */
export interface ViewTab {
  id: string;
  label: string;
  /** Shared with all staff (an icon says so). */
  shared?: boolean;
  /** The user's default view of this list (a star says so). */
  isDefault?: boolean;
}

export interface ViewTabsLabels {
  /** Names the tab list: "Saved views". */
  views: string;
  /** Read after a shared view's name: "shared". */
  shared: string;
  /** Read after the default view's name: "default". */
  default: string;
  /** Read after the active view's name when the list no longer matches it: "changed". */
  modified: string;
}

export interface ViewTabsProps {
  /** The tabs, in order (the list's own "All" first, then the saved views). */
  views: readonly ViewTab[];
  /** The open view; null when the list matches none of them. */
  activeId: string | null;
  /** A tab was chosen (click, Enter or Space; arrows only move between tabs). */
  onSelect: (id: string) => void;
  /** The list was changed since the active view was opened (a dot marks its tab). */
  modified?: boolean;
  /** Things at the end of the row: "Save view", the active view's menu. */
  actions?: ReactNode;
  labels: ViewTabsLabels;
}
