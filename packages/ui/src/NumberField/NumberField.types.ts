import type { InputHTMLAttributes } from 'react';
import type { FieldMessageProps } from '../TextField/index.ts';

export interface NumberFieldProps
  extends
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'min' | 'max' | 'step' | 'required' | 'prefix'
    >,
    FieldMessageProps {
  /** The number, or null when empty (controlled). */
  value?: number | null;
  /** Starting number when uncontrolled. */
  defaultValue?: number | null;
  /** Called with the new number (null when emptied); spread react-hook-form's Controller field here. */
  onChange?: (value: number | null) => void;
  /** Smallest allowed value; the field clamps to it on blur and when stepping. */
  min?: number;
  /** Largest allowed value. */
  max?: number;
  /** Amount the buttons and ArrowUp/ArrowDown add or remove (default 1); PageUp/PageDown use ten steps. */
  step?: number;
  /** Digits allowed after the decimal mark: 0 (default) for whole numbers such as quantities. */
  decimals?: number;
  /** Control height: sm, md (default) or lg. */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the + button. */
  incrementLabel?: string;
  /** Accessible name of the − button. */
  decrementLabel?: string;
}
