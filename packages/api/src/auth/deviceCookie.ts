// OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that has
// signed in to an account gets a signed cookie naming the account; its later sign-ins to that account are
// judged on its own failures only, so an attacker elsewhere cannot get it blocked.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'cookie';

const MAX_AGE_SECONDS = 180 * 24 * 3600;

export class DeviceCookies {
  private readonly key: Buffer;

  /** `secret`: the token signing secret, so every API process of a deployment accepts the same cookies. */
  constructor(secret: Uint8Array) {
    // A key of its own, derived, so a cookie signature can never pass for a token signature.
    this.key = createHmac('sha256', secret).update('market device cookie v1').digest();
  }

  /**
   * The device nonce of the cookie this browser holds for the account, when it is genuine and the
   * account's; null otherwise (no cookie, another account's, tampered).
   */
  trustedDevice(cookieHeader: string | undefined, accountId: string | undefined): string | null {
    if (!cookieHeader || !accountId) return null;
    const value = parse(cookieHeader)[cookieName(accountId)];
    const [account, nonce, signature] = value?.split('.') ?? [];
    if (account !== accountId || !nonce || !signature) return null;
    const expected = this.sign(account, nonce);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
  }

  /** A fresh cookie for a browser that has just signed in to the account (a new nonce each time). */
  issue(accountId: string, secure: boolean): string {
    const nonce = randomBytes(16).toString('base64url');
    const value = `${accountId}.${nonce}.${this.sign(accountId, nonce).toString('base64url')}`;
    return serialize(cookieName(accountId), value, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      // Sent only to the sign-in endpoint: nothing else needs it.
      path: '/api/login',
      maxAge: MAX_AGE_SECONDS,
    });
  }

  private sign(accountId: string, nonce: string): Buffer {
    return createHmac('sha256', this.key).update(`${accountId}.${nonce}`).digest();
  }
}

/** One cookie per account, so a shared browser keeps the trust of each account signed in on it. */
function cookieName(accountId: string): string {
  return `device_${createHash('sha256').update(accountId).digest('hex').slice(0, 16)}`;
}
