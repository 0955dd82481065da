// The password rules' messages in the user's language: the form's own (length) and the auth service's
// (too weak, personal), which it answers in English as @market/domain names them. Only the pages that set
// a password load this, so the sign-in page stays as small as it is.
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from '@market/domain';
import { defineMessages, type IntlShape } from 'react-intl';
import { tooLongMessage, tooShortMessage } from './authMessages.ts';
import { translateFieldMessage } from './authForms.ts';

const messages = defineMessages({
  tooWeak: {
    id: 'auth.password.tooWeak',
    defaultMessage: 'This password is too common or too easy to guess. Try a few unrelated words.',
  },
  personal: {
    id: 'auth.password.personal',
    defaultMessage: 'Do not build the password from your name or email.',
  },
});

export function translatePasswordMessage(intl: IntlShape, message: string | undefined): string | undefined {
  switch (message) {
    case PASSWORD_MESSAGES.tooShort:
      return tooShortMessage(intl, PASSWORD_MIN);
    case PASSWORD_MESSAGES.tooLong:
      return tooLongMessage(intl, PASSWORD_MAX);
    case PASSWORD_MESSAGES.tooWeak:
      return intl.formatMessage(messages.tooWeak);
    case PASSWORD_MESSAGES.personal:
      return intl.formatMessage(messages.personal);
    default:
      return translateFieldMessage(intl, message);
  }
}

/** The rule in one line, shown under a new password field. */
export function passwordHint(intl: IntlShape): string {
  return intl.formatMessage(
    {
      id: 'auth.password.hint',
      defaultMessage: '{min} to {max} characters; avoid common words and your own name or email.',
    },
    { min: PASSWORD_MIN, max: PASSWORD_MAX },
  );
}
