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

function columnFromDetail(detail: string | undefined): string | undefined {
  // "Key (code)=(USD) already exists." / "Key (lower(email::text))=(…)" / "Key (state_id)=(…) is not present…"
  const match = /Key \((?:lower\()?([a-z_]+)/.exec(detail ?? '');
  return match?.[1];
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
    case '23505':
      return validationError({
        [field(columnFromDetail(e.detail) ?? columnFromConstraint(ctx.table, e.constraint))]:
          FIELD_MESSAGES.taken,
      });
    case '23001': // ON DELETE RESTRICT
    case '23503':
      if (ctx.operation === 'delete') {
        if (ctx.inUse) return appError(ctx.inUse.code, ctx.inUse.message);
        return appError(ERROR_CODES.CONFLICT, 'This record is in use by other records');
      }
      return validationError({ [field(columnFromDetail(e.detail))]: 'Does not exist' });
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
