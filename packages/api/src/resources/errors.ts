import { GraphQLError } from 'graphql/index.js';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  FIELD_MESSAGES,
  type ErrorCode,
  type FieldErrors,
} from '@market/domain';

/** An error the client may see: a code from the domain catalogue, a message, and per-field messages. */
export function appError(code: ErrorCode, message?: string, fields?: FieldErrors): GraphQLError {
  return new GraphQLError(message ?? ERROR_MESSAGES[code], {
    extensions: { code, ...(fields ? { fields } : {}) },
  });
}

export const validationError = (fields: FieldErrors) => appError(ERROR_CODES.VALIDATION, undefined, fields);

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
  message?: string;
}

export interface DbErrorContext {
  table: string;
  /** column name → GraphQL field name */
  fieldOf: (column: string) => string | undefined;
  operation: 'create' | 'update' | 'delete';
  /** Error for a delete refused because other rows reference this one (e.g. 701 for a state with cities). */
  inUse?: { code: ErrorCode; message?: string };
  /** Field to blame for an exclusion-constraint violation (overlap). */
  overlapField?: string;
}

/**
 * The key's columns, in order: "Key (code)=(USD) already exists." / "Key (lower(email::text))=(…)" /
 * "Key (state_id, name)=(…, Riyadh) already exists." / "Key (state_id)=(…) is not present…".
 */
function columnsFromDetail(detail: string | undefined): string[] {
  const key = /Key \((.*?)\)=\(/.exec(detail ?? '')?.[1];
  if (!key) return [];
  return key
    .split(',')
    .map((part) => /([a-z_]+)(?:::[a-z ]+)?\)*\s*$/.exec(part.trim())?.[1] ?? '')
    .filter(Boolean);
}

function columnFromConstraint(table: string, constraint: string | undefined): string | undefined {
  if (!constraint?.startsWith(`${table}_`)) return undefined;
  return constraint.slice(table.length + 1).replace(/_(check\d*|key|fkey|excl)$/, '');
}

/** Turns a database constraint violation into a client error; anything else is left to the 700 mask. */
export function translateDbError(error: unknown, ctx: DbErrorContext): GraphQLError | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as PgError;
  const field = (column: string | undefined) => (column ? ctx.fieldOf(column) : undefined) ?? '_';
  switch (e.code) {
    case '23505': {
      // A key over several columns names its scope first (a city's state, a product's store): the value that
      // clashes, and the field to blame, is the last column a form edits.
      const columns = columnsFromDetail(e.detail);
      const blamed =
        columns.reverse().find((c) => ctx.fieldOf(c) !== undefined) ??
        columnFromConstraint(ctx.table, e.constraint);
      return validationError({ [field(blamed)]: FIELD_MESSAGES.taken });
    }
    case '23001': // ON DELETE RESTRICT
    case '23503':
      if (ctx.operation === 'delete') {
        if (ctx.inUse) return appError(ctx.inUse.code, ctx.inUse.message);
        return appError(ERROR_CODES.CONFLICT, 'This record is in use by other records');
      }
      return validationError({ [field(columnsFromDetail(e.detail)[0])]: 'Does not exist' });
    case '23514':
    case '23502':
      return validationError({ [field(columnFromConstraint(ctx.table, e.constraint))]: 'Not allowed' });
    case '23P01':
      return validationError({ [ctx.overlapField ?? '_']: 'Overlaps an existing entry' });
    case '22P02':
      return validationError({ _: 'A value has the wrong format' });
    default:
      return null;
  }
}
