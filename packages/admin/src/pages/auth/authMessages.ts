// Texts several auth pages share; each page declares its own texts where it uses them.
import type { AuthError } from '@market/auth-machine';
import { defineMessages, type IntlShape } from 'react-intl';

export const authMessages = defineMessages({
  email: { id: 'auth.field.email', defaultMessage: 'Email' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
  name: { id: 'auth.field.name', defaultMessage: 'Full name' },
  showPassword: { id: 'auth.field.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'auth.field.hidePassword', defaultMessage: 'Hide password' },
  required: { id: 'auth.validation.required', defaultMessage: 'This field is required' },
  invalidEmail: { id: 'auth.validation.email', defaultMessage: 'Enter a valid email address' },
  loginFailed: { id: 'auth.login.failed', defaultMessage: 'Login failed, please try again' },
  deactivated: {
    id: 'auth.login.deactivated',
    defaultMessage: 'This account is deactivated. Ask an administrator to restore it.',
  },
  notRegistered: {
    id: 'auth.error.notRegistered',
    defaultMessage: 'This account has no access to the admin.',
  },
  network: {
    id: 'auth.error.network',
    defaultMessage: 'The server could not be reached. Check your connection.',
  },
  server: { id: 'auth.error.server', defaultMessage: 'Something went wrong!' },
  registerFailed: { id: 'auth.register.failed', defaultMessage: 'Registration failed, please try again' },
  backToLogin: { id: 'auth.backToLogin', defaultMessage: 'Back to sign in' },
});

/** The sentence a form shows for a failed login or registration. */
export function authErrorMessage(
  intl: IntlShape,
  error: AuthError,
  failed: 'loginFailed' | 'registerFailed' = 'loginFailed',
): string {
  switch (error.kind) {
    case 'invalid-credentials':
      return intl.formatMessage(authMessages.loginFailed);
    case 'locked':
      return intl.formatMessage(authMessages.deactivated);
    case 'throttled':
      // Whole minutes, rounded up: "in 0 minutes" would invite an attempt that is still refused.
      return intl.formatMessage(
        {
          id: 'auth.login.throttled',
          defaultMessage:
            'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
        },
        { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) },
      );
    case 'not-registered':
      return intl.formatMessage(authMessages.notRegistered);
    case 'network':
      return intl.formatMessage(authMessages.network);
    case 'server':
      return intl.formatMessage(authMessages.server);
    default:
      return intl.formatMessage(authMessages[failed]);
  }
}

/** "Use at least {min} characters" (with a value, so declared where it is formatted). */
export function tooShortMessage(intl: IntlShape, min: number): string {
  return intl.formatMessage(
    { id: 'auth.validation.passwordMin', defaultMessage: 'Use at least {min} characters' },
    { min },
  );
}

/** "Use at most {max} characters". */
export function tooLongMessage(intl: IntlShape, max: number): string {
  return intl.formatMessage(
    { id: 'auth.validation.tooLong', defaultMessage: 'Use at most {max} characters' },
    { max },
  );
}
