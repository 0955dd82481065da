import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { Switch } from 'radix-ui';

export interface SwitchProps extends Omit<
  ComponentPropsWithoutRef<typeof Switch.Root>,
  'asChild' | 'children'
> {
  /** Text beside the switch; clicking it flips the switch. Give `aria-label` instead when there is none. */
  label?: ReactNode;
  /** Second line under the label, read as the switch's description. */
  description?: ReactNode;
  /** Label before the switch (inline start, settings-list style) or after it (inline end, default). */
  labelPosition?: 'start' | 'end';
  /** Control size: sm or md (default). */
  size?: 'sm' | 'md';
}
