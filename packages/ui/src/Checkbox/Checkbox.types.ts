import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { Checkbox } from 'radix-ui';

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<typeof Checkbox.Root>,
  'asChild' | 'children'
> {
  /** Text next to the box; clicking it toggles the box. Give `aria-label` instead when there is none. */
  label?: ReactNode;
  /** Second line under the label, read as the checkbox's description. */
  description?: ReactNode;
  /** Marks the checkbox invalid (e.g. terms not accepted); read from FormField when omitted. */
  invalid?: boolean;
}
