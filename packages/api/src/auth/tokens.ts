import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@market/domain';

const ISSUER = 'market-api';

export interface AccessClaims {
  sub: string;
  email: string;
  role: Role | null;
  applicationId: string;
  /**
   * The session the token belongs to: its refresh-token family. Signing out (or a detected leak) revokes the
   * family, and the access tokens carrying its id stop at the next recheck instead of living out their 15 minutes.
   */
  sessionId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A verified token's claims with its lifetime (both in seconds since the epoch, as in the token). */
export interface VerifiedClaims extends AccessClaims {
  issuedAt: number;
  expiresAt: number;
}

export class AccessTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({
      email: claims.email,
      roles: claims.role ? [claims.role] : [],
      applicationId: claims.applicationId,
      ...(claims.sessionId ? { sid: claims.sessionId } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(claims.applicationId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid token, or null. The algorithm is pinned so a token cannot pick its own (e.g. none). */
  async verify(token: string): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      const roles = Array.isArray(payload.roles) ? payload.roles : [];
      const role = roles[0] === 'admin' || roles[0] === 'support' ? roles[0] : null;
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
      // Only ids this server issued; anything else would reach SQL as a malformed uuid.
      if (payload.sid !== undefined && (typeof payload.sid !== 'string' || !UUID.test(payload.sid)))
        return null;
      return {
        issuedAt: payload.iat,
        expiresAt: payload.exp,
        sub: payload.sub,
        email: payload.email,
        role,
        applicationId: typeof payload.applicationId === 'string' ? payload.applicationId : '',
        sessionId: typeof payload.sid === 'string' ? payload.sid : null,
      };
    } catch {
      return null;
    }
  }

  /**
   * The refresh token that replaces `token` when it is rotated: derived (HMAC with the signing key), not
   * random, so a tab presenting the just-rotated token again inside the reuse window can be handed the very
   * same successor although only hashes are stored. Without the key the sequence cannot be predicted.
   */
  refreshSuccessor(token: string): string {
    return createHmac('sha256', this.key).update(`refresh-successor:${token}`).digest('base64url');
  }
}

/** Opaque refresh tokens: only their SHA-256 is stored, so a database leak does not leak live tokens. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
