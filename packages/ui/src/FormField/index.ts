export { FormField } from './FormField.tsx';
export { useFieldControl, useFormField } from './FormField.context.ts';
export type { FieldControlInput } from './FormField.context.ts';
export type { FormFieldContextValue, FormFieldProps } from './FormField.types.ts';
