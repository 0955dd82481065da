// Form rules: the domain's rules where it has them (the email), with messages in the user's language.
// The pages load this module (and yup with it) through authForms.ts, when a form is first used.
import { yupResolver } from '@hookform/resolvers/yup';
import { email as emailRule, PASSWORD_MAX, PASSWORD_MIN } from '@market/domain';
import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { authMessages, tooLongMessage, tooShortMessage } from './authMessages.ts';

/** The auth service's name limit; the password limits are the domain's, shared with the server. */
export const NAME_MAX = 120;

function passwordField(intl: IntlShape) {
  return yup.string().required(intl.formatMessage(authMessages.required));
}

export function loginSchema(intl: IntlShape) {
  return yup.object({ email: emailRule(), password: passwordField(intl) });
}
export type LoginValues = yup.InferType<ReturnType<typeof loginSchema>>;

/** The sign-in form's check without react-hook-form (LoginPage): the cleaned values, or each field's first refusal. */
export async function checkLogin(
  intl: IntlShape,
  values: LoginValues,
): Promise<{ values: LoginValues } | { errors: Partial<Record<keyof LoginValues, string>> }> {
  try {
    return { values: await loginSchema(intl).validate(values, { abortEarly: false }) };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: Partial<Record<keyof LoginValues, string>> = {};
    for (const { path, message } of error.inner) {
      if (path === 'email' || path === 'password') errors[path] ??= message;
    }
    return { errors };
  }
}

export function registerSchema(intl: IntlShape) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(intl.formatMessage(authMessages.required))
      .max(NAME_MAX, tooLongMessage(intl, NAME_MAX)),
    email: emailRule(),
    password: newPasswordField(intl),
  });
}
export type RegisterValues = yup.InferType<ReturnType<typeof registerSchema>>;
export const registerResolver = (intl: IntlShape) => yupResolver(registerSchema(intl));

/** A new password: the domain's length limits here, the strength check on the server. */
function newPasswordField(intl: IntlShape) {
  return passwordField(intl)
    .min(PASSWORD_MIN, tooShortMessage(intl, PASSWORD_MIN))
    .max(PASSWORD_MAX, tooLongMessage(intl, PASSWORD_MAX));
}

export function resetPasswordSchema(intl: IntlShape) {
  return yup.object({ password: newPasswordField(intl) });
}
export type ResetPasswordValues = yup.InferType<ReturnType<typeof resetPasswordSchema>>;
export const resetPasswordResolver = (intl: IntlShape) => yupResolver(resetPasswordSchema(intl));

export function forgotPasswordSchema() {
  return yup.object({ email: emailRule() });
}
export type ForgotPasswordValues = yup.InferType<ReturnType<typeof forgotPasswordSchema>>;
export const forgotPasswordResolver = () => yupResolver(forgotPasswordSchema());

export function lockscreenSchema(intl: IntlShape) {
  return yup.object({ password: passwordField(intl) });
}
export type LockscreenValues = yup.InferType<ReturnType<typeof lockscreenSchema>>;
export const lockscreenResolver = (intl: IntlShape) => yupResolver(lockscreenSchema(intl));
