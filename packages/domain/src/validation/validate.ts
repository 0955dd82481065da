import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

/** field name → first message, the shape the server puts in `extensions.fields`. */
export type FieldErrors = Record<string, string>;

export type ValidationResult<S extends AnyObjectSchema> =
  { ok: true; value: InferType<S> } | { ok: false; fields: FieldErrors };

/** Validates every field (not stopping at the first) and returns cleaned values or all field messages. */
export function validate<S extends AnyObjectSchema>(schema: S, input: unknown): ValidationResult<S> {
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: FieldErrors = {};
    const all = error.inner.length > 0 ? error.inner : [error];
    for (const e of all) {
      const path = e.path ?? '_';
      if (!(path in fields)) fields[path] = e.message;
    }
    return { ok: false, fields };
  }
}
