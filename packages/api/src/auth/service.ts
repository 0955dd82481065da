import * as yup from 'yup';
import { EMAIL_MAX, validate, type Role } from '@market/domain';
import type { Database, Queryable } from '../db/index.ts';
import { ADMIN_APPLICATION_ID } from '../config.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { checkNewPassword, passwordFieldErrors } from './passwordPolicy.ts';
import type { AccessTokens } from './tokens.ts';
import { hashRefreshToken, newRefreshToken, type AccessClaims, type VerifiedClaims } from './tokens.ts';

/** An HTTP answer in FusionAuth's shapes: the status decides, the body (if any) is JSON. */
export interface AuthResult {
  status: number;
  body?: unknown;
}

interface AccountRow {
  [key: string]: unknown;
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string | null;
  image_url: string | null;
  phone: string | null;
  role: Role | null;
  is_active: boolean;
  failed_login_count: number;
  locked_until: Date | null;
}

export interface AuthOptions {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  maxFailedLogins: number;
  lockoutSeconds: number;
  accessRecheckMs: number;
}

/** FusionAuth's error body: field errors keyed by request path, plus general errors. */
function errors(fields: Record<string, string>, general: string[] = []) {
  return {
    fieldErrors: Object.fromEntries(
      Object.entries(fields).map(([field, message]) => [field, [{ code: `[invalid]${field}`, message }]]),
    ),
    generalErrors: general.map((message) => ({ code: '[invalid]', message })),
  };
}

const loginRequest = yup.object({
  loginId: yup.string().trim().required('Required'),
  password: yup.string().required('Required'),
  applicationId: yup.string().nullable().default(null),
});

const registerRequest = yup.object({
  email: yup
    .string()
    .trim()
    .required('Required')
    .email('Must be a valid email')
    .max(EMAIL_MAX, `Must be at most ${EMAIL_MAX} characters`),
  // Length and strength are the password policy's (passwordPolicy.ts), checked once the name is known.
  password: yup.string().required('Required'),
  name: yup.string().trim().required('Required').max(120),
});

const MAX_REMEMBERED_TOKENS = 1_000;

export class AuthService {
  /**
   * Verified tokens by their whole `Authorization` value (signature included: only identical tokens hit),
   * believed for `accessRecheckMs` before the account is asked again. Deactivating an account, changing its
   * role or its password (a trigger stamps `access_revoked_at`) so stops its tokens within that time on
   * every API process, with no pub/sub; a screen sending the same token many times costs one signature
   * check and one indexed lookup per window instead of per request.
   */
  private readonly remembered = new Map<string, { claims: VerifiedClaims; checkedAt: number }>();

  constructor(
    private readonly db: Database,
    private readonly tokens: AccessTokens,
    private readonly options: AuthOptions,
  ) {}

  /**
   * The caller behind a bearer token, or null: the signature must hold, the token must not have expired,
   * and its account must still be active and not have been revoked (deactivated, role or password
   * changed) since the token was issued.
   */
  async authenticate(authorization: string | undefined | null): Promise<VerifiedClaims | null> {
    const token = bearer(authorization);
    if (!token || !authorization) return null;
    const now = Date.now();
    const hit = this.remembered.get(authorization);
    if (hit && hit.claims.expiresAt * 1000 > now && now - hit.checkedAt < this.options.accessRecheckMs)
      return hit.claims;
    const claims = hit && hit.claims.expiresAt * 1000 > now ? hit.claims : await this.tokens.verify(token);
    if (!claims || !(await this.stillValid(claims))) {
      this.remembered.delete(authorization);
      return null;
    }
    if (!hit && this.remembered.size >= MAX_REMEMBERED_TOKENS) {
      this.remembered.delete(this.remembered.keys().next().value ?? '');
    }
    this.remembered.set(authorization, { claims, checkedAt: now });
    return claims;
  }

  /**
   * Whether the token's account is active and unrevoked since the token was issued. `iat` has whole
   * seconds, so a token issued in the same second as a revocation counts as revoked: a token that should
   * have died never lives on; at worst a brand-new one is refused for the rest of that second.
   */
  private async stillValid(claims: VerifiedClaims): Promise<boolean> {
    const { rows } = await this.db.query<{ is_active: boolean; revoked: number | null }>(
      `select is_active, floor(extract(epoch from access_revoked_at))::int8 as revoked
       from accounts where id = $1`,
      [claims.sub],
    );
    const account = rows[0];
    if (!account?.is_active) return false;
    return account.revoked === null || claims.issuedAt > Number(account.revoked);
  }

  async login(input: unknown): Promise<AuthResult> {
    const parsed = validate(loginRequest, input);
    if (!parsed.ok) return { status: 400, body: errors(parsed.fields) };
    const { loginId, password, applicationId } = parsed.value;
    const account = await this.findAccount(this.db, loginId);
    if (!account) {
      await verifyPassword(await decoyHash(), password);
      return { status: 404 };
    }
    if (account.locked_until && account.locked_until.getTime() > Date.now()) {
      return {
        status: 409,
        body: errors({}, ['The account is locked after too many failed logins; try later']),
      };
    }
    if (!(await verifyPassword(account.password_hash, password))) {
      await this.recordFailedLogin(account);
      return { status: 404 };
    }
    if (!account.is_active) return { status: 409, body: errors({}, ['The account is deactivated']) };
    await this.db.query(
      'update accounts set failed_login_count = 0, locked_until = null, last_login_at = now() where id = $1',
      [account.id],
    );
    const appId = applicationId ?? ADMIN_APPLICATION_ID;
    const session = await this.startSession(this.db, account, appId);
    // FusionAuth answers 202 when the password is right but the user is not registered for that application.
    return { status: appId === ADMIN_APPLICATION_ID ? 200 : 202, body: session };
  }

  /** Self-registration: creates an account with no role; an admin grants access later. */
  async register(input: unknown): Promise<AuthResult> {
    const normalized = normalizeRegistration(input);
    const parsed = validate(registerRequest, normalized);
    if (!parsed.ok) return { status: 400, body: errors(prefix(parsed.fields)) };
    const { email, password, name } = parsed.value;
    const [firstName, ...rest] = name.split(/\s+/);
    const refusal = checkNewPassword(password, { email, firstName, lastName: rest.join(' ') });
    if (refusal) return { status: 400, body: passwordFieldErrors('user.password', refusal) };
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const taken = await tx.query('select 1 from accounts where lower(email) = lower($1)', [email]);
      if (taken.rows.length > 0) {
        return {
          status: 400,
          body: {
            fieldErrors: {
              'user.email': [{ code: '[duplicate]user.email', message: 'This email is already in use.' }],
            },
            generalErrors: [],
          },
        };
      }
      const { rows } = await tx.query<AccountRow>(
        `insert into accounts (email, password_hash, first_name, last_name) values ($1, $2, $3, $4) returning *`,
        [email, passwordHash, firstName ?? name, rest.join(' ') || null],
      );
      const account = rows[0];
      if (!account) throw new Error('insert returned no row');
      return { status: 200, body: await this.startSession(tx, account, ADMIN_APPLICATION_ID) };
    });
  }

  async currentUser(authorization: string | undefined): Promise<AuthResult> {
    const claims = await this.authenticate(authorization);
    if (!claims) return { status: 401 };
    const { rows } = await this.db.query<AccountRow>('select * from accounts where id = $1 and is_active', [
      claims.sub,
    ]);
    const account = rows[0];
    if (!account) return { status: 401 };
    return { status: 200, body: { user: publicUser(account) } };
  }

  /** Exchanges a refresh token for a new pair. A token used twice means it leaked: its whole family is revoked. */
  async refresh(input: unknown): Promise<AuthResult> {
    const refreshToken =
      typeof input === 'object' && input !== null
        ? (input as { refreshToken?: unknown }).refreshToken
        : undefined;
    if (typeof refreshToken !== 'string' || refreshToken === '') {
      return { status: 400, body: errors({ refreshToken: 'Required' }) };
    }
    const outcome = await this.db.transaction(async (tx): Promise<AuthResult | 'reused'> => {
      const { rows } = await tx.query<{
        id: string;
        account_id: string;
        family_id: string;
        expires_at: Date;
        revoked_at: Date | null;
        replaced_by: string | null;
      }>('select * from refresh_tokens where token_hash = $1 for update', [hashRefreshToken(refreshToken)]);
      const stored = rows[0];
      if (!stored) return { status: 401 };
      if (stored.revoked_at) return stored.replaced_by ? 'reused' : { status: 401 };
      if (stored.expires_at.getTime() <= Date.now()) return { status: 401 };
      const accounts = await tx.query<AccountRow>('select * from accounts where id = $1 and is_active', [
        stored.account_id,
      ]);
      const account = accounts.rows[0];
      if (!account) return { status: 401 };
      const next = await this.issueRefreshToken(tx, account.id, stored.family_id);
      await tx.query('update refresh_tokens set revoked_at = now(), replaced_by = $2 where id = $1', [
        stored.id,
        next.id,
      ]);
      const token = await this.tokens.sign(claimsOf(account, ADMIN_APPLICATION_ID));
      return { status: 200, body: { token, refreshToken: next.token } };
    });
    if (outcome === 'reused') {
      // Outside the lookup transaction so the revocation is committed even though the answer is a refusal.
      await this.db.query(
        `update refresh_tokens set revoked_at = coalesce(revoked_at, now())
         where family_id = (select family_id from refresh_tokens where token_hash = $1)`,
        [hashRefreshToken(refreshToken)],
      );
      return { status: 401 };
    }
    return outcome;
  }

  /** Revokes the refresh token (or, with global, every token of its account). Always 200, like FusionAuth. */
  async logout(refreshToken: string | undefined, global: boolean): Promise<AuthResult> {
    if (refreshToken) {
      const hash = hashRefreshToken(refreshToken);
      if (global) {
        await this.db.query(
          `update refresh_tokens set revoked_at = coalesce(revoked_at, now())
           where account_id = (select account_id from refresh_tokens where token_hash = $1)`,
          [hash],
        );
      } else {
        await this.db.query(
          'update refresh_tokens set revoked_at = coalesce(revoked_at, now()) where token_hash = $1',
          [hash],
        );
      }
    }
    return { status: 200 };
  }

  private findAccount(q: Queryable, loginId: string): Promise<AccountRow | undefined> {
    return q
      .query<AccountRow>('select * from accounts where lower(email) = lower($1)', [loginId])
      .then((r) => r.rows[0]);
  }

  private async recordFailedLogin(account: AccountRow): Promise<void> {
    await this.db.query(
      `update accounts set
         failed_login_count = case when failed_login_count + 1 >= $2 then 0 else failed_login_count + 1 end,
         locked_until = case when failed_login_count + 1 >= $2 then now() + make_interval(secs => $3) else locked_until end
       where id = $1`,
      [account.id, this.options.maxFailedLogins, this.options.lockoutSeconds],
    );
  }

  private async startSession(q: Queryable, account: AccountRow, applicationId: string) {
    const refresh = await this.issueRefreshToken(q, account.id, null);
    const token = await this.tokens.sign(claimsOf(account, applicationId));
    return { token, refreshToken: refresh.token, user: publicUser(account) };
  }

  private async issueRefreshToken(q: Queryable, accountId: string, familyId: string | null) {
    const { token, hash } = newRefreshToken();
    const { rows } = await q.query<{ id: string }>(
      `insert into refresh_tokens (token_hash, account_id, family_id, expires_at)
       values ($1, $2, coalesce($3::uuid, gen_random_uuid()), now() + make_interval(secs => $4)) returning id`,
      [hash, accountId, familyId, this.options.refreshTokenTtlSeconds],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('refresh token insert returned no row');
    return { id, token };
  }
}

function claimsOf(account: AccountRow, applicationId: string): AccessClaims {
  return {
    sub: account.id,
    email: account.email,
    role: applicationId === ADMIN_APPLICATION_ID ? account.role : null,
    applicationId,
  };
}

/** The user as FusionAuth shapes it; a self-registered user is registered with no roles ("waiting for access"). */
export function publicUser(account: AccountRow) {
  return {
    id: account.id,
    email: account.email,
    firstName: account.first_name,
    lastName: account.last_name,
    imageUrl: account.image_url,
    mobilePhone: account.phone,
    active: account.is_active,
    registrations: [{ applicationId: ADMIN_APPLICATION_ID, roles: account.role ? [account.role] : [] }],
  };
}

function bearer(authorization: string | undefined | null): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  return match?.[1] ?? null;
}

/** Accepts the spec's {email, password, name} and FusionAuth's {user: {email, password, firstName, lastName}}. */
function normalizeRegistration(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const body = input as Record<string, unknown>;
  const user = body.user;
  if (typeof user !== 'object' || user === null) return body;
  const u = user as Record<string, unknown>;
  const name = [u.firstName, u.lastName].filter((p) => typeof p === 'string' && p).join(' ') || u.fullName;
  return { email: u.email, password: u.password, name };
}

function prefix(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [`user.${k}`, v]));
}
