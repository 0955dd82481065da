import type { HTMLAttributes } from 'react';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document outline level, 1–6 → h1…h6; pick it for the page structure, not the look. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Visual size, independent of the level; defaults to the usual size for the level. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
  /** Colour role: default, or muted for a quieter section title. */
  tone?: 'default' | 'muted';
  /** Cut to one line with an ellipsis; string content is repeated in `title`. */
  truncate?: boolean;
}
