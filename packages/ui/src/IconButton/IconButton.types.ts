import type { ReactElement } from 'react';
import type { ButtonProps } from '../Button/index.ts';

export interface IconButtonProps extends Omit<
  ButtonProps,
  'iconStart' | 'iconEnd' | 'fullWidth' | 'children' | 'aria-label' | 'aria-labelledby'
> {
  /** What the button does, e.g. "Delete order #10482": its accessible name, required because there is no text. */
  label: string;
  /** The icon (decorative: give it aria-hidden); with asChild, the element to render instead. */
  children: ReactElement;
}
