import { forwardRef, Fragment } from 'react';
import { Combo, Keycap, Plus } from './Kbd.styles.ts';
import type { KbdProps } from './Kbd.types.ts';

// A combination is a <kbd> of <kbd>s, as the HTML spec describes key combinations.
export const Kbd = forwardRef<HTMLElement, KbdProps>(function Kbd(
  { keys, size = 'md', children, ...rest },
  ref,
) {
  if (!keys) {
    return (
      <Keycap ref={ref} data-size={size} {...rest}>
        {children}
      </Keycap>
    );
  }
  return (
    <Combo ref={ref} {...rest}>
      {keys.map((key, index) => (
        <Fragment key={`${key}-${index}`}>
          {index > 0 && <Plus aria-hidden>+</Plus>}
          <Keycap data-size={size}>{key}</Keycap>
        </Fragment>
      ))}
    </Combo>
  );
});
Kbd.displayName = 'Kbd';
