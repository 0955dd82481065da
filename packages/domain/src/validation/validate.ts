import {
  ArraySchema,
  ObjectSchema,
  Schema,
  ValidationError,
  type AnyObjectSchema,
  type InferType,
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

/**
 * `validate(schema, ·)` for one schema, for a caller that validates many inputs with it (a CSV import
 * validates every row): the same results — the same cleaned value, the same messages — with less work for an
 * input that passes.
 *
 * yup spends most of a passing validation on its machinery, not on the rules: per test it builds an options
 * object, a context, an error factory and three closures, and chains the results through callbacks. Here an
 * input is cast by the schema's own cast (each field's transforms and defaults, as yup's object cast does),
 * then every test of the schema — the fields' built-in and own tests and the object's tests, the rule's
 * functions themselves — is called directly on the cast value with a context of the same values. Only when
 * every test answers a plain pass is the cast value returned. Anything else — a failed test, a test that
 * asks for an error, throws, answers a promise or reads a reference (`yup.ref`) — hands the input to
 * `validate`, so every message (and its order) still comes from yup itself. A schema with what this path
 * does not reproduce (conditions, lazy or nested object/array fields, strict or stripped fields, an object
 * transform) is always handed to `validate`.
 */
export function validator<S extends AnyObjectSchema>(schema: S): (input: unknown) => ValidationResult<S> {
  const slow = (input: unknown) => validate(schema, input);
  const compiled = compile(schema);
  if (!compiled) return slow;
  return (input) => {
    // The direct path takes only what `knownOnly` passes as it is (a plain object of known keys and plain
    // values), so it reads the input itself; anything else goes to validate, which strips it first.
    const value = compiled(input);
    return value === HAND_OVER ? slow(input) : { ok: true, value: value as InferType<S> };
  };
}

/** yup's internals this path reads (yup 1.x; the shapes are checked when a schema is compiled). */
interface TestConfig {
  name?: string;
  test: (this: unknown, value: unknown, ctx: unknown) => unknown;
  skipAbsent?: boolean;
}
type YupTest = { OPTIONS?: TestConfig };
interface YupSchema {
  spec: { strict?: boolean; strip?: boolean; recursive?: boolean };
  conditions: unknown[];
  transforms: ((this: unknown, value: unknown, raw: unknown, schema: unknown, options: unknown) => unknown)[];
  tests: YupTest[];
  internalTests: Record<string, YupTest | undefined>;
  _typeCheck(value: unknown): boolean;
  _cast(value: unknown, options: Record<string, unknown>): unknown;
  getDefault(options: Record<string, unknown>): unknown;
}
interface YupObjectSchema extends YupSchema {
  fields: Record<string, unknown>;
  _nodes: string[];
}

const HAND_OVER = Symbol('hand over to validate');
/** Thrown from a test's context where this path cannot answer as yup would (a reference). */
class HandOver extends Error {}

/** The tests yup runs on a value of `schema`: the internal ones (type, nullability, presence), then its own. */
function testsOf(schema: YupSchema): TestConfig[] | null {
  const tests: TestConfig[] = [];
  for (const t of [...Object.values(schema.internalTests), ...schema.tests]) {
    if (!t) continue;
    if (!t.OPTIONS || typeof t.OPTIONS.test !== 'function') return null;
    tests.push(t.OPTIONS);
  }
  return tests;
}

/** A leaf field yup validates with the base Schema's own cast and validation (string, number, boolean…). */
function plainField(field: unknown): field is YupSchema {
  if (!(field instanceof Schema) || field instanceof ObjectSchema || field instanceof ArraySchema)
    return false;
  const base = Schema.prototype as unknown as Record<string, unknown>;
  const own = field as unknown as Record<string, unknown> & YupSchema;
  return (
    own._validate === base._validate &&
    own._cast === base._cast &&
    own.resolve === base.resolve &&
    own.asNestedTest === base.asNestedTest &&
    own.conditions.length === 0 &&
    !own.spec.strict &&
    !own.spec.strip
  );
}

function compile(schema: AnyObjectSchema): ((input: unknown) => unknown) | null {
  if (!(schema instanceof ObjectSchema)) return null;
  const root = schema as unknown as YupObjectSchema & Record<string, unknown>;
  const objectBase = ObjectSchema.prototype as unknown as Record<string, unknown>;
  if (
    root._validate !== objectBase._validate ||
    root._cast !== objectBase._cast ||
    root.resolve !== objectBase.resolve ||
    root.conditions.length > 0 ||
    root.transforms.length > 0 ||
    root.spec.strict ||
    root.spec.recursive === false
  )
    return null;
  const rootTests = testsOf(root);
  if (!rootTests) return null;
  const fields: { key: string; schema: YupSchema; tests: TestConfig[] }[] = [];
  for (const key of root._nodes) {
    const field = root.fields[key];
    // yup names a dotted key's path ["a.b"]; such a schema is left to it.
    if (key.includes('.')) return null;
    if (!plainField(field)) return null;
    const tests = testsOf(field);
    if (!tests) return null;
    fields.push({ key, schema: field, tests });
  }
  const keys = new Set(root._nodes);

  return (input) => {
    // Only a plain object of known keys and plain values (what `knownOnly` passes on as it is) takes
    // this path.
    if (
      typeof input !== 'object' ||
      input === null ||
      Object.getPrototypeOf(input) !== Object.prototype ||
      !root._typeCheck(input)
    )
      return HAND_OVER;
    const original = input as Record<string, unknown>;
    for (const key in original) {
      const child = original[key];
      if (!keys.has(key) || (typeof child === 'object' && child !== null)) return HAND_OVER;
    }

    // The object's cast (ObjectSchema._cast under validateSync): each field cast by its own transforms and
    // default, in the schema's field order, with the options yup's validation gives them; the input itself
    // when nothing changed.
    const cast: Record<string, unknown> = {};
    const options: Record<string, unknown> = {
      assert: false,
      abortEarly: false,
      stripUnknown: true,
      sync: true,
      from: [{ schema, value: input }],
      __validating: true,
      originalValue: input,
      parent: cast,
      path: '',
    };
    let changed = false;
    for (const { key, schema: field } of fields) {
      const exists = key in original;
      const raw = original[key];
      options.path = key;
      const v = castField(field, raw, options);
      if (v !== undefined) cast[key] = v;
      if (exists !== key in cast || cast[key] !== raw) changed = true;
    }
    const value = changed ? cast : original;

    // The object's own tests (e.g. "compare-at price ≥ price") on the cast value, then each field's.
    const ctx = new TestContext(options);
    try {
      ctx.at(root, value, input, undefined, undefined);
      if (!passes(rootTests, ctx)) return HAND_OVER;
      for (const { key, schema: field, tests } of fields) {
        ctx.at(field, value[key], original[key], value, key);
        if (!passes(tests, ctx)) return HAND_OVER;
      }
    } catch {
      // A test that throws (or reads a reference): yup decides, and reports or rethrows as it does.
      return HAND_OVER;
    }
    return value;
  };
}

/**
 * A field's cast as yup's Schema._cast makes it (the field was checked to use it): its transforms in turn,
 * then its default for undefined. Written out to spare the closure yup allocates per call.
 */
function castField(field: YupSchema, raw: unknown, options: Record<string, unknown>): unknown {
  let value = raw;
  if (raw !== undefined) {
    const { transforms } = field;
    for (let i = 0; i < transforms.length; i += 1)
      value = transforms[i]!.call(field, value, raw, field, options);
  }
  return value === undefined ? field.getDefault(options) : value;
}

/** Whether every test passes the context's value as yup's test runner would count it, no error asked. */
function passes(tests: TestConfig[], ctx: TestContext): boolean {
  for (const test of tests) {
    if (test.skipAbsent && ctx.value == null) continue;
    ctx.type = test.name;
    const result = test.test.call(ctx, ctx.value, ctx) as
      { name?: unknown; then?: unknown } | boolean | null | undefined;
    if (ctx.errorAsked || !result) return false;
    if (
      typeof result === 'object' &&
      (result.name === 'ValidationError' || typeof result.then === 'function')
    )
      return false;
  }
  return true;
}

/**
 * What a yup test sees as `this` (and its second argument): the same schema, value, path, parent, original
 * value and options yup passes (the options built only if a test reads them); one per input, moved from
 * field to field. Asking for an error marks the test failed (yup then makes the real error); resolving a
 * reference hands the input to yup.
 */
class TestContext {
  schema: YupSchema | undefined = undefined;
  value: unknown = undefined;
  originalValue: unknown = undefined;
  parent: unknown = undefined;
  path: string | undefined = undefined;
  type: string | undefined = undefined;
  errorAsked = false;
  private builtOptions: Record<string, unknown> | undefined = undefined;

  constructor(private readonly castOptions: Record<string, unknown>) {}

  at(schema: YupSchema, value: unknown, originalValue: unknown, parent: unknown, path: string | undefined) {
    this.schema = schema;
    this.value = value;
    this.originalValue = originalValue;
    this.parent = parent;
    this.path = path;
    this.builtOptions = undefined;
  }

  get from(): unknown {
    return this.castOptions.from;
  }

  get options(): Record<string, unknown> {
    if (this.builtOptions) return this.builtOptions;
    // validateSync's options as the object's validation sets them; a field's as asNestedTest makes them.
    const { from, originalValue } = this.castOptions;
    const root = {
      abortEarly: false,
      stripUnknown: true,
      sync: true,
      from,
      __validating: true,
      originalValue,
    };
    this.builtOptions =
      this.path === undefined
        ? root
        : {
            ...root,
            strict: true,
            parent: this.parent,
            value: this.value,
            originalValue: this.originalValue,
            key: this.path,
            path: this.path,
          };
    return this.builtOptions;
  }

  createError(): ValidationError {
    this.errorAsked = true;
    return new ValidationError('', this.value, this.path);
  }

  resolve(item: unknown): unknown {
    if (item !== null && typeof item === 'object' && (item as { __isYupRef?: boolean }).__isYupRef)
      throw new HandOver();
    return item;
  }
}
