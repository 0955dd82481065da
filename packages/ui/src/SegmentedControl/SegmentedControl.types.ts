import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';

interface SegmentedControlRootBase extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'dir' | 'onChange'
> {
  /** The selected segment (controlled). */
  value?: string;
  /** The segment selected at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly selected segment; never with an empty value, one segment is always on. */
  onValueChange?: (value: string) => void;
  /** Control height: sm for toolbars and table headers, md (default) next to other fields. */
  size?: 'sm' | 'md';
  /** Disables every segment. */
  disabled?: boolean;
  /** Stretch to the container and share the width equally between segments. */
  fullWidth?: boolean;
}

/** A segmented control is a radio group: it needs a name, visible (labelledby) or not (label). */
export type SegmentedControlRootProps = SegmentedControlRootBase &
  ({ 'aria-label': string } | { 'aria-labelledby': string });

interface SegmentedControlItemBase extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'type' | 'children'
> {
  /** The value reported when this segment is chosen. */
  value: string;
  /** A decorative icon before the text. */
  icon?: ReactNode;
}

/** An icon-only segment must carry an aria-label. */
export type SegmentedControlItemProps = SegmentedControlItemBase &
  ({ children: ReactNode } | { children?: undefined; icon: ReactNode; 'aria-label': string });
