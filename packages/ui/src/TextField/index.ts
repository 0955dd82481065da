export { TextField } from './TextField.tsx';
export type { FieldMessageProps, TextFieldProps } from './TextField.types.ts';
