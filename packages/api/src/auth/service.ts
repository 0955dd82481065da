import * as yup from 'yup';
import { EMAIL_MAX, validate, type Role } from '@market/domain';
import type { Database, Queryable } from '../db/index.ts';
import { ADMIN_APPLICATION_ID } from '../config.ts';
import type { DeviceCookies } from './deviceCookie.ts';
import { decoyHash, hashPassword, isPasswordHash, verifyPassword } from './passwords.ts';
import { throttledAnswer, type Throttle } from './throttle.ts';
import { checkNewPassword, passwordFieldErrors } from './passwordPolicy.ts';
import type { AccessTokens } from './tokens.ts';
import { hashRefreshToken, newRefreshToken, type AccessClaims, type VerifiedClaims } from './tokens.ts';

/** An HTTP answer in FusionAuth's shapes: the status decides, the body (if any) is JSON. */
export interface AuthResult {
  status: number;
  body?: unknown;
  /** Extra response headers (Retry-After, Set-Cookie). */
  headers?: Record<string, string>;
}

/** What the sign-in needs to know of the HTTP request beyond its body. */
export interface LoginRequestContext {
  /** The client's address (see `http/clientAddress.ts`). */
  ip: string;
  /** The Cookie header, for the device cookie. */
  cookie: string | undefined;
  /** Whether the browser reached us over HTTPS, so the device cookie can be `Secure`. */
  secure: boolean;
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
}

export interface AuthOptions {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshTokenReuseWindowSeconds: number;
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
/** How many rotations inside the reuse window a late token may be walked forward to reach the current one. */
const MAX_REUSE_HOPS = 5;

interface RefreshTokenRow {
  [key: string]: unknown;
  id: string;
  account_id: string;
  family_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  replaced_by: string | null;
  within_reuse_window: boolean | null;
}

export class AuthService {
  /**
   * Verified tokens by their whole `Authorization` value (signature included: only identical tokens hit),
   * believed for `accessRecheckMs` before the account is asked again. Deactivating an account, changing its
   * role or its password (a trigger stamps `access_revoked_at`) so stops its tokens within that time on
   * every API process, with no pub/sub; signing out revokes the token's session (refresh-token family) and
   * stops it the same way. A screen sending the same token many times costs one signature
   * check and one indexed lookup per window instead of per request.
   */
  private readonly remembered = new Map<string, { claims: VerifiedClaims; checkedAt: number }>();

  constructor(
    private readonly db: Database,
    private readonly tokens: AccessTokens,
    private readonly options: AuthOptions,
    private readonly throttle: Throttle,
    private readonly devices: DeviceCookies,
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
   * Whether the token's account is active and unrevoked since the token was issued, and its session (the
   * refresh-token family it came from) has not been signed out or revoked as leaked. `iat` has whole
   * seconds, so a token issued in the same second as an account revocation counts as revoked: a token that
   * should have died never lives on; at worst a brand-new one is refused for the rest of that second.
   */
  private async stillValid(claims: VerifiedClaims): Promise<boolean> {
    const { rows } = await this.db.query<{ is_active: boolean; revoked: number | null; ended: boolean }>(
      `select is_active, floor(extract(epoch from access_revoked_at))::int8 as revoked,
         ($2::uuid is not null and exists (${SESSION_ENDED})) as ended
       from accounts where id = $1`,
      [claims.sub, claims.sessionId],
    );
    const account = rows[0];
    if (!account?.is_active || account.ended) return false;
    return account.revoked === null || claims.issuedAt > Number(account.revoked);
  }

  /** Forgets verified tokens at once on this process (others notice at their next recheck). */
  private forget(matches: (claims: VerifiedClaims) => boolean): void {
    for (const [authorization, { claims }] of this.remembered) {
      if (matches(claims)) this.remembered.delete(authorization);
    }
  }

  /**
   * Signs in. Wrong passwords never lock the account: they are throttled per address, per account and
   * address, and per account for browsers without its device cookie (`throttle.ts`), before any hash is
   * computed. A known and an unknown login id take the same path: one lookup, the throttle, one Argon2
   * verification (against a decoy hash when there is no usable one), the same 404.
   */
  async login(input: unknown, request: LoginRequestContext): Promise<AuthResult> {
    const parsed = validate(loginRequest, input);
    if (!parsed.ok) return { status: 400, body: errors(parsed.fields) };
    const { loginId, password, applicationId } = parsed.value;
    const account = await this.findAccount(this.db, loginId);
    const trustedDevice = this.devices.trustedDevice(request.cookie, account?.id);
    const admission = await this.throttle.admit('login', { ip: request.ip, account: loginId, trustedDevice });
    if (!admission.allowed) return throttledAnswer(admission.retryAfterSeconds);
    // An invited account has no usable hash yet: verifying against it would fail fast and tell it apart.
    const usable = account && isPasswordHash(account.password_hash) ? account.password_hash : null;
    const matches = await verifyPassword(usable ?? (await decoyHash()), password);
    if (!account || !usable || !matches) return { status: 404 };
    if (!account.is_active) return { status: 409, body: errors({}, ['The account is deactivated']) };
    await admission.succeeded();
    await this.db.query('update accounts set last_login_at = now() where id = $1', [account.id]);
    const appId = applicationId ?? ADMIN_APPLICATION_ID;
    const session = await this.startSession(this.db, account, appId);
    return {
      // FusionAuth answers 202 when the password is right but the user is not registered for that application.
      status: appId === ADMIN_APPLICATION_ID ? 200 : 202,
      body: session,
      headers: { 'set-cookie': this.devices.issue(account.id, request.secure) },
    };
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

  /**
   * Exchanges a refresh token for a new pair. A rotated token presented again within the reuse window (tabs
   * refreshing at once) is answered with the session's current refresh token, the same one the first caller
   * got; presented later it means the token leaked, and its whole family is revoked.
   */
  async refresh(input: unknown): Promise<AuthResult> {
    const refreshToken =
      typeof input === 'object' && input !== null
        ? (input as { refreshToken?: unknown }).refreshToken
        : undefined;
    if (typeof refreshToken !== 'string' || refreshToken === '') {
      return { status: 400, body: errors({ refreshToken: 'Required' }) };
    }
    const outcome = await this.db.transaction(async (tx): Promise<AuthResult | 'reused'> => {
      let presented = refreshToken;
      for (let hop = 0; hop <= MAX_REUSE_HOPS; hop++) {
        // Row-locked: parallel refreshes of one token queue here, so exactly one rotates it. The window is
        // measured from the clock when the lock is granted, not from now() (this transaction's start): a
        // caller that began before the winner but queued behind it would otherwise see the winner's revocation
        // in its future, always inside the window, and a window of 0 would let it through.
        const { rows } = await tx.query<RefreshTokenRow>(
          `select *, revoked_at > clock_timestamp() - make_interval(secs => $2) as within_reuse_window
           from refresh_tokens where token_hash = $1 for update`,
          [hashRefreshToken(presented), this.options.refreshTokenReuseWindowSeconds],
        );
        const stored = rows[0];
        if (!stored) return { status: 401 };
        if (stored.revoked_at) {
          // Revoked without a successor: signed out, or the family was revoked.
          if (!stored.replaced_by) return { status: 401 };
          if (!stored.within_reuse_window) return 'reused';
          presented = this.tokens.refreshSuccessor(presented);
          continue;
        }
        if (stored.expires_at.getTime() <= Date.now()) return { status: 401 };
        const accounts = await tx.query<AccountRow>('select * from accounts where id = $1 and is_active', [
          stored.account_id,
        ]);
        const account = accounts.rows[0];
        if (!account) return { status: 401 };
        const session = { id: stored.family_id, applicationId: ADMIN_APPLICATION_ID };
        // Reached through the window: this is the successor another caller was given; hand out the same.
        if (hop > 0)
          return { status: 200, body: { token: await this.sign(account, session), refreshToken: presented } };
        const nextToken = this.tokens.refreshSuccessor(presented);
        const next = await this.issueRefreshToken(tx, account.id, stored.family_id, nextToken);
        await tx.query('update refresh_tokens set revoked_at = now(), replaced_by = $2 where id = $1', [
          stored.id,
          next.id,
        ]);
        return { status: 200, body: { token: await this.sign(account, session), refreshToken: nextToken } };
      }
      return { status: 401 };
    });
    if (outcome === 'reused') {
      // Outside the lookup transaction so the revocation is committed even though the answer is a refusal.
      await this.revokeSessions(refreshToken, false);
      return { status: 401 };
    }
    return outcome;
  }

  /**
   * Signs out: revokes the session of the refresh token (or of the bearer access token when no refresh
   * token is sent); with `global`, every session of that account. The access tokens of those sessions stop
   * too, at once on this process and within `accessRecheckMs` on every other. Always 200, like FusionAuth.
   */
  async logout(
    refreshToken: string | undefined,
    global: boolean,
    authorization?: string | null,
  ): Promise<AuthResult> {
    if (refreshToken) {
      await this.revokeSessions(refreshToken, global);
      return { status: 200 };
    }
    const token = bearer(authorization);
    const claims = token ? await this.tokens.verify(token) : null;
    if (claims) {
      const { sub, sessionId } = claims;
      if (global) {
        await this.db.query(
          'update refresh_tokens set revoked_at = coalesce(revoked_at, now()) where account_id = $1',
          [sub],
        );
        this.forget((c) => c.sub === sub);
      } else if (sessionId) {
        await this.db.query(
          'update refresh_tokens set revoked_at = coalesce(revoked_at, now()) where family_id = $1',
          [sessionId],
        );
        this.forget((c) => c.sessionId === sessionId);
      }
    }
    return { status: 200 };
  }

  /** Revokes every refresh token of the given token's family (or, with `everySession`, of its account). */
  private async revokeSessions(refreshToken: string, everySession: boolean): Promise<void> {
    const { rows } = await this.db.query<{ family_id: string; account_id: string }>(
      `update refresh_tokens set revoked_at = coalesce(revoked_at, now())
       where ${everySession ? 'account_id' : 'family_id'} =
         (select ${everySession ? 'account_id' : 'family_id'} from refresh_tokens where token_hash = $1)
       returning family_id, account_id`,
      [hashRefreshToken(refreshToken)],
    );
    const families = new Set(rows.map((r) => r.family_id));
    const account = rows[0]?.account_id;
    this.forget((c) =>
      everySession ? c.sub === account : c.sessionId !== null && families.has(c.sessionId),
    );
  }

  private findAccount(q: Queryable, loginId: string): Promise<AccountRow | undefined> {
    return q
      .query<AccountRow>('select * from accounts where lower(email) = lower($1)', [loginId])
      .then((r) => r.rows[0]);
  }

  private async startSession(q: Queryable, account: AccountRow, applicationId: string) {
    const refresh = await this.issueRefreshToken(q, account.id, null, null);
    const token = await this.sign(account, { id: refresh.familyId, applicationId });
    return { token, refreshToken: refresh.token, user: publicUser(account) };
  }

  private sign(account: AccountRow, session: { id: string; applicationId: string }): Promise<string> {
    return this.tokens.sign({ ...claimsOf(account, session.applicationId), sessionId: session.id });
  }

  /** Stores a refresh token (a new random one, or the given successor) in the family, or in a new family. */
  private async issueRefreshToken(
    q: Queryable,
    accountId: string,
    familyId: string | null,
    successor: string | null,
  ) {
    const { token, hash } = successor
      ? { token: successor, hash: hashRefreshToken(successor) }
      : newRefreshToken();
    const { rows } = await q.query<{ id: string; family_id: string }>(
      `insert into refresh_tokens (token_hash, account_id, family_id, expires_at)
       values ($1, $2, coalesce($3::uuid, gen_random_uuid()), now() + make_interval(secs => $4))
       returning id, family_id`,
      [hash, accountId, familyId, this.options.refreshTokenTtlSeconds],
    );
    const row = rows[0];
    if (!row) throw new Error('refresh token insert returned no row');
    return { id: row.id, familyId: row.family_id, token };
  }
}

/** A session ends when a token of its family was revoked without a successor: signed out, or revoked as leaked. */
const SESSION_ENDED = `select 1 from refresh_tokens r
  where r.family_id = $2::uuid and r.revoked_at is not null and r.replaced_by is null`;

function claimsOf(account: AccountRow, applicationId: string): Omit<AccessClaims, 'sessionId'> {
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
