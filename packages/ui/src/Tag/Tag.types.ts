import type { HTMLAttributes, ReactNode } from 'react';

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The tag's text, e.g. a category, a city or an applied filter. */
  children: ReactNode;
  /** Colour: neutral (default), accent or a status tone. */
  tone?: 'neutral' | 'accent' | 'info' | 'success' | 'warning' | 'danger';
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Called when the remove button is pressed (or Delete / Backspace on it); shows the button. */
  onRemove?: () => void;
  /** Accessible name of the remove button; defaults to "Remove <label>" for string labels. */
  removeLabel?: string;
  /** Dims the tag and disables its remove button. */
  disabled?: boolean;
  /** sm for dense tables, md (default) elsewhere. */
  size?: 'sm' | 'md';
}
