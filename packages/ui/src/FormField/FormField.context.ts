import { createContext, useContext } from 'react';
import type { FormFieldContextValue } from './FormField.types.ts';

export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/** The surrounding FormField's ids and state, or null outside a FormField. */
export function useFormField(): FormFieldContextValue | null {
  return useContext(FormFieldContext);
}

/** Own props a control may set; the FormField fills in whatever the control leaves out. */
export interface FieldControlInput {
  id?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/** The attributes a native or Radix control needs, merged from its own props and the FormField. */
export function useFieldControl(own: FieldControlInput) {
  const field = useFormField();
  const describedBy =
    [own['aria-describedby'], field?.hintId, field?.errorId].filter(Boolean).join(' ') || undefined;
  const invalid = own.invalid ?? field?.invalid ?? false;
  const required = own.required ?? field?.required ?? false;
  return {
    id: own.id ?? field?.id,
    disabled: own.disabled ?? field?.disabled,
    invalid,
    required,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
  };
}
