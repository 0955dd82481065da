import type { InputHTMLAttributes, ReactNode } from 'react';

/** Props every single-line field shares for its label, messages and state. */
export interface FieldMessageProps {
  /** Visible label; when set the field renders its own FormField around the input. */
  label?: ReactNode;
  /** Help text under the field (only with `label`). */
  hint?: ReactNode;
  /** Error message under the field (only with `label`); also marks the input invalid. */
  error?: ReactNode;
  /** Marks the input invalid (aria-invalid and a red border); read from FormField when omitted. */
  invalid?: boolean;
  /** The field must be filled: "*" after the label and aria-required on the input. */
  required?: boolean;
}

export interface TextFieldProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix' | 'type' | 'required'>,
    FieldMessageProps {
  /** Kind of text: password adds a show/hide toggle; datetime-local is the browser's date-and-time entry. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'datetime-local';
  /** Control height: sm, md (default) or lg. */
  size?: 'sm' | 'md' | 'lg';
  /** Content at the inline start inside the box (an icon, "https://"). */
  prefix?: ReactNode;
  /** Content at the inline end inside the box (a unit, "@market.com"). */
  suffix?: ReactNode;
  /** Accessible name of the toggle that reveals a password. */
  showPasswordLabel?: string;
  /** Accessible name of the toggle that hides the password again. */
  hidePasswordLabel?: string;
}
