import type { HTMLAttributes } from 'react';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: an inline span (default), a paragraph or a block div. */
  as?: 'span' | 'p' | 'div';
  /** Font size on the theme's type scale; md is the body size. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Colour role: muted for secondary text, the status tones for outcomes. */
  tone?: 'default' | 'muted' | 'accent' | 'danger' | 'success' | 'warning';
  /** Font weight: regular, medium or the style's strong weight. */
  weight?: 'regular' | 'medium' | 'strong';
  /** Cut to one line with an ellipsis; string content is repeated in `title` so it stays readable. */
  truncate?: boolean;
}
