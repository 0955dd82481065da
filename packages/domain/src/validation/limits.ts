// Limits the forms need without loading the rules (and yup) that enforce them.

/** The longest email address the rules accept (the SMTP path limit). */
export const EMAIL_MAX = 254;
