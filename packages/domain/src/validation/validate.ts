import {
  ArraySchema,
  ObjectSchema,
  ValidationError,
  type AnyObjectSchema,
  type InferType,
  type Schema,
} from 'yup';

/** field name → first message, the shape the server puts in `extensions.fields`. */
export type FieldErrors = Record<string, string>;

export type ValidationResult<S extends AnyObjectSchema> =
  { ok: true; value: InferType<S> } | { ok: false; fields: FieldErrors };

/**
 * The input with only the keys its schema knows, at every depth. yup looks fields up by key on a plain
 * object, so an unknown key named like an Object.prototype member (`toString`, `valueOf`) crashed it
 * ("field.resolve is not a function") instead of being stripped.
 */
function knownOnly(schema: Schema | undefined, value: unknown): unknown {
  if (
    schema instanceof ObjectSchema &&
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value)
  ) {
    const fields = schema.fields as Record<string, Schema>;
    // The common case (a form's or an import row's flat input with known keys only) is passed as it is,
    // without building a copy: CSV imports validate every row.
    let flat = true;
    for (const key in value) {
      const child = (value as Record<string, unknown>)[key];
      if (!Object.hasOwn(fields, key) || (typeof child === 'object' && child !== null)) {
        flat = false;
        break;
      }
    }
    if (flat && Object.getPrototypeOf(value) === Object.prototype) return value;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => Object.hasOwn(fields, key))
        .map(([key, child]) => [key, knownOnly(fields[key], child)]),
    );
  }
  if (schema instanceof ArraySchema && Array.isArray(value))
    return value.map((item) => knownOnly(schema.innerType as Schema | undefined, item));
  return value;
}

/** Validates every field (not stopping at the first) and returns cleaned values or all field messages. */
export function validate<S extends AnyObjectSchema>(schema: S, input: unknown): ValidationResult<S> {
  try {
    const value = schema.validateSync(knownOnly(schema, input), {
      abortEarly: false,
      stripUnknown: true,
    }) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: FieldErrors = {};
    const all = error.inner.length > 0 ? error.inner : [error];
    for (const e of all) {
      const path = e.path ?? '_';
      if (!Object.hasOwn(fields, path)) fields[path] = e.message;
    }
    return { ok: false, fields };
  }
}
