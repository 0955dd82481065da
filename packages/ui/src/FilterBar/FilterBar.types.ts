import type { ReactNode } from 'react';

/** A field a filter can be added for (shown in the "Add filter" menu). */
export interface FilterBarField {
  id: string;
  label: string;
}

/** One applied (or just added) filter: "<field> <operator> <value>", editable in its popover. */
export interface FilterBarChip {
  /** The field's id (one chip per field). */
  id: string;
  /** The field's name: "Status". */
  field: string;
  /** How the value is compared: "is", "contains", "between". */
  operator: string;
  /** The value as read ("Pending", "Nov 1 – Nov 30"); absent while a just-added filter has none yet. */
  value?: ReactNode;
  /** The control that sets the value, shown in the chip's popover (a select, a picker, a date range…). */
  editor: ReactNode;
}

export interface FilterBarLabels {
  /** The "Add filter" button. */
  addFilter: string;
  /** Names the group of chips for screen readers: "Filters". */
  filters: string;
  /** Accessible name of a chip's remove button: "Remove filter Status". */
  remove: (chip: FilterBarChip) => string;
  /** Shown as the value of a chip that has none yet: "(choose)". */
  noValue: string;
  /** The button that removes every chip (shown with two or more). */
  clearAll?: string;
}

export interface FilterBarProps {
  /** The one search box of the list, first in the bar. */
  search?: ReactNode;
  chips: readonly FilterBarChip[];
  /** Fields that can still be added; the "Add filter" menu lists them (hidden when empty). */
  fields: readonly FilterBarField[];
  /** A field was picked in the "Add filter" menu: add its chip (and open it, see `openChip`). */
  onAdd: (fieldId: string) => void;
  /** A chip's remove button was pressed (or Delete / Backspace on it). */
  onRemove: (chipId: string) => void;
  /** Remove every chip; with `labels.clearAll`, a button does it. */
  onClearAll?: () => void;
  /** The chip whose editor is open (controlled); null for none. */
  openChip?: string | null;
  onOpenChipChange?: (chipId: string | null) => void;
  /** Chip whose editor is open on first render (uncontrolled). */
  defaultOpenChip?: string | null;
  /** Things shown at the end of the bar (a "Clear filters" button, a count…). */
  end?: ReactNode;
  labels: FilterBarLabels;
}
