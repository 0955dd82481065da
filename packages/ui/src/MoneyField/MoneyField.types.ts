import type { InputHTMLAttributes } from 'react';
import type { FieldMessageProps } from '../TextField/index.ts';

export interface MoneyFieldProps
  extends
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'required' | 'prefix' | 'min' | 'max' | 'step'
    >,
    FieldMessageProps {
  /** Amount in integer minor units (12550 = 125.50 EGP), or null when empty (controlled). */
  value?: number | null;
  /** Starting amount in minor units when uncontrolled. */
  defaultValue?: number | null;
  /** Called with the amount in integer minor units, or null when emptied; fits react-hook-form's Controller. */
  onChange?: (value: number | null) => void;
  /** ISO 4217 code; sets the sign and the decimals (JPY 0, EGP 2, KWD 3). */
  currency: string;
  /**
   * Digits after the decimal mark when the currency is configured with its own (the currency record's
   * decimal places); the currency's ISO digits by default.
   */
  decimals?: number;
  /** Locale for digits, marks and grouping (e.g. "ar-EG"); defaults to the document language. */
  locale?: string;
  /** Allows amounts below zero, e.g. for wallet adjustments. */
  allowNegative?: boolean;
  /** Control height: sm, md (default) or lg. */
  size?: 'sm' | 'md' | 'lg';
}
