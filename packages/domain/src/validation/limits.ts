// Limits the forms need without loading the rules (and yup) that enforce them.

/** The longest email address the rules accept (the SMTP path limit). */
export const EMAIL_MAX = 254;

/** The shortest password accepted anywhere one is set (NIST SP 800-63B and OWASP: at least 8). */
export const PASSWORD_MIN = 8;
/**
 * The longest password accepted. Long enough for any passphrase or manager-generated secret (OWASP asks
 * for at least 64), short enough to bound the work one request can cost: the strength estimator's
 * pattern matching grows faster than the length, and every character is hashed with Argon2.
 */
export const PASSWORD_MAX = 128;

/** What the password rules answer, in English; the app shows each in the user's language. */
export const PASSWORD_MESSAGES = {
  tooShort: `Must be at least ${PASSWORD_MIN} characters`,
  tooLong: `Must be at most ${PASSWORD_MAX} characters`,
  tooWeak: 'This password is too common or too easy to guess',
  personal: 'Do not build the password from your name or email',
} as const;

/** FusionAuth-style codes for the password refusals (`[code]field`), one per message above. */
export const PASSWORD_ERROR_CODES = {
  tooShort: 'tooShort',
  tooLong: 'tooLong',
  tooWeak: 'tooWeak',
  personal: 'personal',
} as const satisfies Record<keyof typeof PASSWORD_MESSAGES, string>;
