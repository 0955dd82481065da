// 'graphql/index.js', not 'graphql': Node loads graphql's CJS build for yoga, and a second (ESM) copy
// would make schema objects "from another realm". Every file here imports the same build.
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql/index.js';

/** Integer minor units. GraphQL's Int is 32-bit, too small for balances; this stays a JSON number. */
export const Money = new GraphQLScalarType({
  name: 'Money',
  description: 'Amount in integer minor units (e.g. cents) of the row’s currency.',
  serialize: (value) => Number(value),
  parseValue(value) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      throw new GraphQLError('Must be whole minor units');
    }
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT) throw new GraphQLError('Must be whole minor units');
    const value = Number(ast.value);
    if (!Number.isSafeInteger(value)) throw new GraphQLError('Must be whole minor units');
    return value;
  },
});

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO 8601 date-time in UTC.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue(value) {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
      throw new GraphQLError('Must be an ISO date-time');
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value)))
      throw new GraphQLError('Must be an ISO date-time');
    return ast.value;
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
  serialize: (value) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value),
  parseValue: (value) => value,
  parseLiteral: literal,
});
