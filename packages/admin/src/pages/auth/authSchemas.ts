// Form rules: the domain's rules where it has them (the email), with messages in the user's language.
import { email as emailRule, FIELD_MESSAGES } from '@market/domain';
import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { authMessages, tooLongMessage, tooShortMessage } from './authMessages.ts';

/** Same limits as the auth service's register rule, so the form refuses what the server would. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const NAME_MAX = 120;

/** The domain's email rule: trimmed, required, an email, at most 254 characters. */
const EMAIL_MAX = 254;

function emailField() {
  return emailRule();
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

function passwordField(intl: IntlShape) {
  return yup.string().required(intl.formatMessage(authMessages.required));
}

export function loginSchema(intl: IntlShape) {
  return yup.object({ email: emailField(), password: passwordField(intl) });
}
export type LoginValues = yup.InferType<ReturnType<typeof loginSchema>>;

export function registerSchema(intl: IntlShape) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(intl.formatMessage(authMessages.required))
      .max(NAME_MAX, tooLongMessage(intl, NAME_MAX)),
    email: emailField(),
    password: passwordField(intl)
      .min(PASSWORD_MIN, tooShortMessage(intl, PASSWORD_MIN))
      .max(PASSWORD_MAX, tooLongMessage(intl, PASSWORD_MAX)),
  });
}
export type RegisterValues = yup.InferType<ReturnType<typeof registerSchema>>;

export function forgotPasswordSchema() {
  return yup.object({ email: emailField() });
}
export type ForgotPasswordValues = yup.InferType<ReturnType<typeof forgotPasswordSchema>>;

export function lockscreenSchema(intl: IntlShape) {
  return yup.object({ password: passwordField(intl) });
}
export type LockscreenValues = yup.InferType<ReturnType<typeof lockscreenSchema>>;
