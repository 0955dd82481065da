import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { ENTITY_RULES, productRules, validate, validator } from '../index.ts';

/** A small seeded generator, so a failure names an input that can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Cells a form or an import row may send: valid-looking and not, of every type the rules take.
const POOL: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'a',
  'ab',
  'Red apples 1 kg',
  '  padded name  ',
  'x'.repeat(61),
  'x'.repeat(161),
  'x'.repeat(501),
  'x'.repeat(5001),
  'green-grocer',
  'Not A Slug',
  '00000000-0000-4000-8000-000000000001',
  'not-a-uuid',
  'USD',
  'usd',
  'EGP',
  'percent',
  'fixed',
  'amount',
  'active',
  'admin',
  '12:30',
  '25:00',
  '2026-01-01',
  '2026-01-01T10:00:00Z',
  'a@b.co',
  'bad-email',
  '+20 100 000 0000',
  'Africa/Cairo',
  '[a-z]+',
  '(',
  '12',
  ' 7 ',
  '1.5',
  0,
  1,
  -1,
  1.5,
  2,
  6,
  100,
  101,
  1250,
  10_000_000,
  10_000_001,
  1e12,
  1e12 + 1,
  Number.NaN,
  true,
  false,
  'true',
  'no',
  {},
  [],
  new Date(0),
];

function outcome(run: () => unknown): unknown {
  try {
    return { returned: run() };
  } catch (error) {
    return { threw: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

describe('validator', () => {
  const schemas = Object.entries(ENTITY_RULES as Record<string, unknown>).filter(
    (entry): entry is [string, yup.AnyObjectSchema] => entry[1] instanceof yup.ObjectSchema,
  );

  it('answers exactly as validate does, for every entity rule, on valid and invalid inputs', () => {
    expect(schemas.length).toBeGreaterThan(20);
    let passed = 0;
    for (const [name, schema] of schemas) {
      const next = random(name.length * 7919 + 1);
      const keys = Object.keys(schema.fields);
      // Per field, the pool's values that the field's own rule accepts: most generated inputs then pass or
      // fail on a single cell or on a rule across cells (compare-at price, a window, a condition).
      const valid = new Map(
        keys.map((key) => {
          const field = (schema.fields as Record<string, yup.Schema>)[key]!;
          const accepts = (v: unknown) => {
            try {
              return field.isValidSync(v);
            } catch {
              return false;
            }
          };
          return [key, POOL.filter(accepts)];
        }),
      );
      const check = validator(schema);
      for (let i = 0; i < 600; i += 1) {
        const input: Record<string, unknown> = {};
        for (const key of keys) {
          const accepted = valid.get(key) ?? [];
          const fromValid = accepted.length > 0 && next() < 0.85;
          const pool = fromValid ? accepted : POOL;
          const value = pool[Math.floor(next() * pool.length)];
          if (value !== undefined || next() < 0.5) input[key] = value;
        }
        if (next() < 0.05) input.unknownKey = 'x';
        const fast = outcome(() => check(input));
        expect(fast, `${name} ${JSON.stringify(input)}`).toStrictEqual(
          outcome(() => validate(schema, input)),
        );
        if ((fast as { returned?: { ok: boolean } }).returned?.ok) passed += 1;
      }
    }
    // Enough of the inputs pass that the direct path is exercised, not only the hand-over to yup.
    expect(passed).toBeGreaterThan(2000);
  });

  it("checks a passing product row without yup's validation and leaves a failing one to it", () => {
    const check = validator(productRules);
    const spy = vi.spyOn(productRules, 'validateSync');
    const row = {
      storeId: '00000000-0000-4000-8000-000000000001',
      sku: ' SKU-1 ',
      name: 'Red apples 1 kg',
      price: 1250,
      stock: 3,
      description: '',
    };
    expect(check(row)).toStrictEqual(validate(productRules, row));
    expect(check(row)).toMatchObject({
      ok: true,
      value: { sku: 'SKU-1', description: null, categoryId: null, isAvailable: true, compareAtPrice: null },
    });
    spy.mockClear();
    check(row);
    expect(spy).not.toHaveBeenCalled();

    const cheaper = { ...row, compareAtPrice: 1000, name: 'x', stock: 'many' };
    expect(check(cheaper)).toStrictEqual({
      ok: false,
      fields: {
        name: 'Must be at least 2 characters',
        stock: 'Must be a number',
        compareAtPrice: 'Must be at least the price',
      },
    });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('leaves a test that throws, answers a promise or reads a reference to yup', () => {
    const throwing = yup.object({
      a: yup.string().test('boom', 'never', () => {
        throw new Error('boom');
      }),
    });
    expect(outcome(() => validator(throwing)({ a: 'x' }))).toStrictEqual(
      outcome(() => validate(throwing, { a: 'x' })),
    );
    const asynchronous = yup.object({ a: yup.string().test('later', 'later', async () => true) });
    expect(outcome(() => validator(asynchronous)({ a: 'x' }))).toStrictEqual(
      outcome(() => validate(asynchronous, { a: 'x' })),
    );
    const referring = yup.object({ low: yup.number(), high: yup.number().min(yup.ref('low'), 'Too low') });
    for (const input of [
      { low: 1, high: 2 },
      { low: 3, high: 2 },
    ])
      expect(validator(referring)(input)).toStrictEqual(validate(referring, input));
  });
});
