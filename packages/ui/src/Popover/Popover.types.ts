import type { Popover } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

type RadixContentProps = Omit<ComponentPropsWithoutRef<typeof Popover.Content>, 'title'>;

interface PopoverContentBase extends RadixContentProps {
  /** Inline size preset: sm 240px, md 320px (default), lg 420px. */
  size?: 'sm' | 'md' | 'lg';
  /** Draw the small arrow pointing at the trigger; on by default. */
  showArrow?: boolean;
}

/** A popover is a dialog for screen readers, so it needs a name: a visible title or an aria-label. */
export type PopoverContentProps = PopoverContentBase &
  (
    | {
        /** Visible heading that also names the popover. */
        title: ReactNode;
      }
    | {
        title?: undefined;
        /** Accessible name when there is no visible title. */
        'aria-label': string;
      }
    | {
        title?: undefined;
        /** Id of the element that names the popover. */
        'aria-labelledby': string;
      }
  );
