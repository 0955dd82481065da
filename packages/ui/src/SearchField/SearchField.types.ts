import type { InputHTMLAttributes } from 'react';

export interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'prefix'
> {
  /** Called with the query when Enter is pressed. */
  onSearch?: (query: string) => void;
  /** Called with the query once typing pauses for `debounceMs` (and at once when cleared). */
  onValueChange?: (query: string) => void;
  /** Pause before onValueChange fires, in milliseconds (default 300); onChange itself is never delayed. */
  debounceMs?: number;
  /** Marks the field invalid; read from FormField when omitted. */
  invalid?: boolean;
  /** Control height: sm, md (default) or lg. */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the clear button. */
  clearLabel?: string;
}
