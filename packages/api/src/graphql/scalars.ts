// 'graphql/index.js', not 'graphql': Node loads graphql's CJS build for yoga, and a second (ESM) copy
// would make schema objects "from another realm". Every file here imports the same build.
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql/index.js';
import { MAX_MINOR_UNITS, isMinorUnits } from '@market/domain';
import { isIsoDate, isIsoDateTime } from '../resources/values.ts';

/** Integer minor units, at most MAX_MINOR_UNITS either way (see @market/domain). */
function parseMoney(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new GraphQLError('Must be whole minor units');
  if (!isMinorUnits(value))
    throw new GraphQLError(`Must be at most ${MAX_MINOR_UNITS} minor units either way`);
  return value;
}

/** Integer minor units. GraphQL's Int is 32-bit, too small for balances; this stays a JSON number. */
export const Money = new GraphQLScalarType({
  name: 'Money',
  description: `Amount in integer minor units (e.g. cents) of the row’s currency, at most ${MAX_MINOR_UNITS} either way.`,
  serialize: (value) => Number(value),
  parseValue: parseMoney,
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT) throw new GraphQLError('Must be whole minor units');
    return parseMoney(Number(ast.value));
  },
});

/** `toISOString()`'s form: UTC, milliseconds. */
const UTC_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || !isIsoDateTime(value))
    throw new GraphQLError('Must be an ISO 8601 date-time such as 2024-02-29T13:45:00Z');
  return value;
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description:
    'ISO 8601 date-time (`2024-02-29T13:45:00Z`, an offset, or a bare date meaning its UTC midnight).',
  // Lists select their timestamps already in this form (resources/store.ts); anything else is normalised.
  serialize: (value) =>
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'string' && UTC_MILLIS.test(value)
        ? value
        : new Date(String(value)).toISOString(),
  parseValue: parseDateTime,
  parseLiteral(ast) {
    return parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined);
  },
});

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !isIsoDate(value))
    throw new GraphQLError('Must be a date such as 2024-02-29');
  return value;
}

/** A calendar day; 2024-02-30 is refused rather than stored as another day. */
export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  description: 'A calendar date, `YYYY-MM-DD`.',
  serialize: (value) => String(value),
  parseValue: parseDate,
  parseLiteral(ast) {
    return parseDate(ast.kind === Kind.STRING ? ast.value : undefined);
  },
});

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.LIST:
      return ast.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value)]));
    default:
      return null;
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  // Both databases hand jsonb back already parsed (see db/database.ts): a string here is a JSON string.
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
});
