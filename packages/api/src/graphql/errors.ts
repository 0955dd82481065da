import { GraphQLError } from 'graphql/index.js';
import { ERROR_CODES, ERROR_MESSAGES } from '@market/domain';
import { isConnectionEnded, isStatementTimeout } from '../db/database.ts';

const KNOWN = new Set<string>(Object.values(ERROR_CODES));

// By name, not instanceof: graphql may be loaded twice (its CJS and ESM builds) in one process.
function isGraphQLError(error: unknown): error is GraphQLError {
  return typeof error === 'object' && error !== null && (error as Error).name === 'GraphQLError';
}

/**
 * What the client sees of an error. Our own coded errors pass; GraphQL's own request errors get a code
 * (a bad variable becomes VALIDATION on its field); anything else becomes 700 with no internals.
 */
export function maskError(error: unknown, log: (error: unknown) => void = console.error): GraphQLError {
  // A statement past STATEMENT_TIMEOUT_MS (SQLSTATE 57014, raised the same on PGlite) is the request's size,
  // not a fault: a clear code the client can act on, answered with 503's meaning.
  const cause = isGraphQLError(error) ? error.originalError : error;
  if (isStatementTimeout(cause)) {
    return new GraphQLError(ERROR_MESSAGES.TIMEOUT, {
      ...(isGraphQLError(error) && error.path ? { path: error.path } : {}),
      extensions: { code: 'TIMEOUT' },
    });
  }
  // The connection was ended under the request (PGlite's thread replaced after a timeout, a PostgreSQL
  // backend terminated): its transaction was rolled back, so it is safe to send again.
  if (isConnectionEnded(cause)) {
    return new GraphQLError(ERROR_MESSAGES.UNAVAILABLE, {
      ...(isGraphQLError(error) && error.path ? { path: error.path } : {}),
      extensions: { code: 'UNAVAILABLE' },
    });
  }
  if (!isGraphQLError(error)) {
    log(error);
    return new GraphQLError(ERROR_MESSAGES['700'], { extensions: { code: '700' } });
  }
  const original = error.originalError;
  const code = error.extensions?.code ?? (isGraphQLError(original) ? original.extensions?.code : undefined);
  if (typeof code === 'string' && KNOWN.has(code)) {
    if (isGraphQLError(original) && original !== error && error.extensions !== original.extensions) {
      // The located error goes out itself, carrying the original's code and fields: a new error object would
      // make Yoga log every expected refusal (a form mistake, a stale version) as a server error.
      (error as { extensions: unknown }).extensions = original.extensions;
    }
    return error;
  }
  // "Variable "$input" got invalid value "x" at "input.decimalPlaces"; Int cannot represent …"
  const variable = /^Variable "\$(\w+)" got invalid value .*? at "\w+\.([\w.[\]]+)"; (.*)$/s.exec(
    error.message,
  );
  if (variable) {
    const [, , field = '_', reason = 'Invalid value'] = variable;
    return new GraphQLError(ERROR_MESSAGES.VALIDATION, {
      extensions: { code: 'VALIDATION', fields: { [field]: reason.replace(/\.$/, '') } },
    });
  }
  // The compiled executor (graphql-jit) names the innermost input field instead:
  // "Variable "$decimalPlaces" got invalid value "two"; Expected type Int; …"
  const leaf = /^Variable "\$(\w+)" got invalid value [^;]*; (?:Expected type \w+; )?(.*)$/s.exec(
    error.message,
  );
  if (leaf) {
    const [, field = '_', reason = 'Invalid value'] = leaf;
    return new GraphQLError(ERROR_MESSAGES.VALIDATION, {
      extensions: { code: 'VALIDATION', fields: { [field]: reason.replace(/\.$/, '') } },
    });
  }
  if (/^Variable "\$\w+"/.test(error.message)) {
    return new GraphQLError(error.message, { extensions: { code: 'VALIDATION' } });
  }
  // Yoga's own request errors (bad JSON, wrong method) carry their HTTP status.
  if (error.extensions?.http) return error;
  if (original && !isGraphQLError(original)) {
    log(original);
    return new GraphQLError(ERROR_MESSAGES['700'], {
      ...(error.path ? { path: error.path } : {}),
      extensions: { code: '700' },
    });
  }
  // Syntax and schema-validation errors describe the client's document, not our internals.
  return new GraphQLError(error.message, { extensions: { code: 'BAD_REQUEST' } });
}
