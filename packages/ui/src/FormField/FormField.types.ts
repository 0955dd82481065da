import type { HTMLAttributes, ReactNode } from 'react';

export interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id'> {
  /** Visible label, linked to the control so it is the control's accessible name. */
  label: ReactNode;
  /** Help text under the control, read after the label by screen readers. */
  hint?: ReactNode;
  /** Error message; when set the control is marked invalid and the message is announced. */
  error?: ReactNode;
  /** Marks the control invalid without a message (e.g. the message is shown elsewhere). */
  invalid?: boolean;
  /** Shows a "*" after the label and sets aria-required on the control. */
  required?: boolean;
  /** Disables the nested control and dims the label. */
  disabled?: boolean;
  /** Id for the control; generated when omitted. */
  id?: string;
  /** The control: a TextField, Select… or any element that reads `useFormField()`. */
  children: ReactNode;
}

/** What a control inside a FormField reads to wire its id and ARIA attributes by itself. */
export interface FormFieldContextValue {
  /** Id the control must carry so the label points at it. */
  id: string;
  /** Id of the visible label, for parts that need `aria-labelledby` (a listbox, a group). */
  labelId: string;
  /** Id of the hint element, or undefined when there is no hint. */
  hintId: string | undefined;
  /** Id of the error message, or undefined when there is no error. */
  errorId: string | undefined;
  /** The field is in error. */
  invalid: boolean;
  /** The field must be filled. */
  required: boolean;
  /** The field is disabled. */
  disabled: boolean;
}
