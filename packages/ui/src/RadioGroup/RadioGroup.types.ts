import type { ReactNode } from 'react';

/** One choice of the group. */
export interface RadioOption {
  /** Value sent to onValueChange and posted with the form. */
  value: string;
  /** Text of the choice; clicking it selects the choice. */
  label: ReactNode;
  /** Second line under the label, read as the choice's description. */
  description?: ReactNode;
  /** Shown but not choosable. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The choices, in order. */
  options: RadioOption[];
  /** Visible name of the group. Give `aria-label` instead when there is none. */
  label?: ReactNode;
  /** Help text under the group. */
  hint?: ReactNode;
  /** Error message under the group; also marks it invalid and is announced. */
  error?: ReactNode;
  /** Marks the group invalid without a message. */
  invalid?: boolean;
  /** A choice is needed: "*" after the label and aria-required on the group. */
  required?: boolean;
  /** Chosen value (controlled). */
  value?: string;
  /** Chosen value at first render (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen value; use react-hook-form's Controller with value/onValueChange. */
  onValueChange?: (value: string) => void;
  /** Name of the native radios, for native form posts. */
  name?: string;
  /** Disables every choice. */
  disabled?: boolean;
  /** Stack the choices (vertical, default) or put them in a row (horizontal). */
  orientation?: 'vertical' | 'horizontal';
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Class on the outer element. */
  className?: string;
}
