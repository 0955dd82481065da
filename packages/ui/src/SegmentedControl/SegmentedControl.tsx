import { forwardRef, useState } from 'react';
import * as S from './SegmentedControl.styles.ts';
import type { SegmentedControlItemProps, SegmentedControlRootProps } from './SegmentedControl.types.ts';

const SegmentedControlRoot = forwardRef<HTMLDivElement, SegmentedControlRootProps>(
  function SegmentedControlRoot(
    { value, defaultValue, onValueChange, size = 'md', fullWidth = false, children, ...rest },
    ref,
  ) {
    const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
    const selected = value ?? uncontrolled;
    return (
      <S.Root
        ref={ref}
        type="single"
        data-size={size}
        data-full-width={fullWidth ? '' : undefined}
        {...rest}
        value={selected}
        onValueChange={(next: string) => {
          // Radix lets a pressed item be pressed off; a segmented control always keeps one on.
          if (!next) return;
          setUncontrolled(next);
          onValueChange?.(next);
        }}
      >
        {children}
      </S.Root>
    );
  },
);
SegmentedControlRoot.displayName = 'SegmentedControl.Root';

const SegmentedControlItem = forwardRef<HTMLButtonElement, SegmentedControlItemProps>(
  function SegmentedControlItem({ icon, children, ...rest }, ref) {
    return (
      <S.Item ref={ref} {...rest}>
        {icon && <S.Icon aria-hidden="true">{icon}</S.Icon>}
        {children !== undefined && <S.Text dir="auto">{children}</S.Text>}
      </S.Item>
    );
  },
);
SegmentedControlItem.displayName = 'SegmentedControl.Item';

/** Picks one of a few options in place, e.g. "Today / Week / Month": a radio group of segments. */
export const SegmentedControl = {
  Root: SegmentedControlRoot,
  Item: SegmentedControlItem,
};
