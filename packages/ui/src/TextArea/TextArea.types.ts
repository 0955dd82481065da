import type { TextareaHTMLAttributes } from 'react';
import type { FieldMessageProps } from '../TextField/index.ts';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>, FieldMessageProps {
  /** Visible lines before it scrolls (default 4). */
  rows?: number;
  /** Character limit; also shows a "used / limit" counter under the box. */
  maxLength?: number;
  /** Reads the counter to screen readers, e.g. (12, 280) => "12 of 280 characters used". */
  counterLabel?: (count: number, max: number) => string;
  /** Let staff drag the box taller (default true). */
  resizable?: boolean;
}
