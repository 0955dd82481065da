import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@market/domain';

const ISSUER = 'market-api';

export interface AccessClaims {
  sub: string;
  email: string;
  role: Role | null;
  applicationId: string;
}

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
      return {
        issuedAt: payload.iat,
        expiresAt: payload.exp,
        sub: payload.sub,
        email: payload.email,
        role,
        applicationId: typeof payload.applicationId === 'string' ? payload.applicationId : '',
      };
    } catch {
      return null;
    }
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
