// Reads the server's error codes (extensions.code) and per-field messages out of an Apollo error.
import { CombinedGraphQLErrors } from '@apollo/client';
import { ERROR_CODES } from '@market/domain';
import type { MessageDescriptor } from 'react-intl';
import { resourceMessages } from './messages.ts';

export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** VALIDATION's `extensions.fields`: field → message. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields: Record<string, string> = {};
  for (const e of error.errors) {
    const found = e.extensions?.fields;
    if (found && typeof found === 'object') {
      for (const [name, message] of Object.entries(found)) {
        if (typeof message === 'string') fields[name] = message;
      }
    }
  }
  return fields;
}

/**
 * What a failed load says when the reader can act on the reason: TIMEOUT (the server stopped a query past its
 * time limit — narrow the filters or try again) or UNAVAILABLE (the server was briefly busy — try again);
 * otherwise the screen's own `fallback` ('could not be loaded', 700).
 */
export function loadFailureMessage(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  switch (errorCode(error)) {
    case ERROR_CODES.TIMEOUT:
      return resourceMessages.timeout;
    case ERROR_CODES.UNAVAILABLE:
      return resourceMessages.unavailable;
    default:
      return fallback;
  }
}

/** The toast for a failed change: the spec's 701 when it applies, else 700 (never the raw server text). */
export function failureMessage(error: unknown): MessageDescriptor {
  switch (errorCode(error)) {
    case ERROR_CODES.TIMEOUT:
      return resourceMessages.timeout;
    case ERROR_CODES.UNAVAILABLE:
      return resourceMessages.unavailable;
    case ERROR_CODES.STATE_HAS_CITIES:
      return resourceMessages.stateHasCities;
    case ERROR_CODES.FORBIDDEN:
      return resourceMessages.forbidden;
    case ERROR_CODES.NOT_FOUND:
      return resourceMessages.notFound;
    default:
      return resourceMessages.somethingWrong;
  }
}
