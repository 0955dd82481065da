import type { ReactNode } from 'react';
import { FormField } from '../../FormField/index.ts';
import type { FieldMessageProps } from '../../TextField/TextField.types.ts';

interface FieldFrameProps extends FieldMessageProps {
  id?: string;
  disabled?: boolean;
  children: ReactNode;
}

/** Wraps a control in a FormField when it was given a label; otherwise renders it alone. */
export function FieldFrame({
  label,
  hint,
  error,
  invalid,
  required,
  disabled,
  id,
  children,
}: FieldFrameProps) {
  if (label === undefined || label === null) return <>{children}</>;
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      invalid={invalid}
      required={required}
      disabled={disabled}
      id={id}
    >
      {children}
    </FormField>
  );
}
