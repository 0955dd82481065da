// The rules every new password meets (register, reset, invitation): the domain's length limits, then a
// strength estimate by zxcvbn-ts — the maintained TypeScript port of Dropbox's zxcvbn — over its common
// and English dictionaries (leaked-password lists, names, words, keyboard patterns, dates, l33t), with the
// account's own email and name added as words to penalise. Server-side only: the dictionaries are ~1 MB
// and must stay off the sign-in page.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import type { PASSWORD_ERROR_CODES } from '@market/domain';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN, FIELD_MESSAGES } from '@market/domain';

/**
 * zxcvbn's score: 0 too guessable … 4 very unguessable. 3 is "safely unguessable: moderate protection
 * from an offline slow-hash scenario" (< 10^10 guesses), what zxcvbn's authors suggest as the bar.
 */
export const MIN_PASSWORD_SCORE = 3;

/** How much of a password the strength estimate reads (see below). */
export const STRENGTH_CHECKED_LENGTH = 64;

let estimator: ZxcvbnFactory | undefined;
function strength(): ZxcvbnFactory {
  // Built on first use: loading the dictionaries costs a few hundred milliseconds at start otherwise.
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    // Bounds the work one request can cost: with the defaults a 128-character password of repeated
    // symbols took ~0.8 s on this machine; reading the first 64 characters and trying at most 10 l33t
    // substitutions per password keeps the worst case near 50 ms (about one Argon2 hash). 64 characters
    // that are not guessable make the whole password not guessable.
    maxLength: STRENGTH_CHECKED_LENGTH,
    l33tMaxSubstitutions: 10,
  });
  return estimator;
}

/** Who the password is for: their email and name are words it must not be built from. */
export interface PasswordOwner {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

export interface PasswordRefusal {
  code: (typeof PASSWORD_ERROR_CODES)[keyof typeof PASSWORD_ERROR_CODES] | 'blank';
  message: string;
}

/** The words of the owner's identity, lower-cased: the email, its local part and its pieces, the names. */
function personalWords(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  const pieces = [email, local, ...local.split(/[^a-z0-9]+/), owner.firstName ?? '', owner.lastName ?? '']
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w.length >= 3);
  return [...new Set(pieces)];
}

/** Null when `password` may be set for `owner`; otherwise the first rule it breaks. */
export function checkNewPassword(password: unknown, owner: PasswordOwner): PasswordRefusal | null {
  if (typeof password !== 'string' || password === '')
    return { code: 'blank', message: FIELD_MESSAGES.blank };
  // Counted in code points, as a person counts characters (an emoji is one).
  const length = [...password].length;
  if (length < PASSWORD_MIN) return { code: 'tooShort', message: PASSWORD_MESSAGES.tooShort };
  if (length > PASSWORD_MAX) return { code: 'tooLong', message: PASSWORD_MESSAGES.tooLong };
  const words = personalWords(owner);
  const lower = password.toLowerCase();
  // The email's local part (or a name) as the password's core, whatever digits and symbols surround it.
  const core = lower.replace(/[^a-z]/g, '');
  if (words.some((w) => lower.includes(w) || (core.length >= 3 && w.includes(core)))) {
    return { code: 'personal', message: PASSWORD_MESSAGES.personal };
  }
  const { score } = strength().check(password, words);
  if (score < MIN_PASSWORD_SCORE) return { code: 'tooWeak', message: PASSWORD_MESSAGES.tooWeak };
  return null;
}

/** FusionAuth's error body for a refused password, on `field` (`password` or `user.password`). */
export function passwordFieldErrors(field: string, refusal: PasswordRefusal) {
  return {
    fieldErrors: { [field]: [{ code: `[${refusal.code}]${field}`, message: refusal.message }] },
    generalErrors: [],
  };
}
