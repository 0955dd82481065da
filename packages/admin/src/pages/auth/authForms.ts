// What the auth pages' forms share without loading their rules: the rules module arrives on first use.
import { EMAIL_MAX, FIELD_MESSAGES } from '@market/domain';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import { authMessages, tooLongMessage } from './authMessages.ts';
import type * as AuthSchemas from './authSchemas.ts';

let schemas: Promise<typeof AuthSchemas> | undefined;

/**
 * Loads the forms' rules (yup, the domain's email rule) once; a form calls it when first focused. A failed
 * load (the network, or a chunk gone after a deploy) is tried again by the next call.
 */
export function loadAuthSchemas(): Promise<typeof AuthSchemas> {
  schemas ??= import('./authSchemas.ts').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
}

/** Starts loading the rules ahead of the first validation; a failure here shows when the form validates. */
export function preloadAuthSchemas(): void {
  loadAuthSchemas().catch(() => {});
}

/**
 * A form's resolver from the rules module, which loads when the form is first focused or validated: the
 * sign-in pages show without yup, and a user's first keystroke has fetched it long before they submit.
 */
export function authResolver<Values extends FieldValues>(
  make: (rules: typeof AuthSchemas) => Resolver<Values>,
): Resolver<Values> {
  return async (values, context, options) => make(await loadAuthSchemas())(values, context, options);
}

/**
 * The domain's rules speak English; this turns their messages into the user's language (the
 * email rule's three, which are all the auth forms meet). Other messages pass through unchanged.
 */
export function translateFieldMessage(intl: IntlShape, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  if (message === FIELD_MESSAGES.blank) return intl.formatMessage(authMessages.required);
  if (message === 'Must be a valid email') return intl.formatMessage(authMessages.invalidEmail);
  if (message === `Must be at most ${EMAIL_MAX} characters`) {
    return tooLongMessage(intl, EMAIL_MAX);
  }
  return message;
}
