// Throttling of sign-in and account-recovery requests, after OWASP's brute-force guidance (limits per IP and
// per account, growing blocks, device cookies) and FusionAuth's failed-login limits, on rate-limiter-flexible.
// No account is ever locked: a limit blocks a source of attempts (an address, an account from one address,
// the browsers an account has never signed in from), never the account's own trusted browsers.
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { ThrottleSettings } from '../config.ts';

/** The kinds of auth request that are throttled; each has its own counters. */
export type ThrottledAction = 'login' | 'register' | 'forgotPassword' | 'changePassword';

/** Who is asking. */
export interface AttemptSource {
  /** The client's address, from `clientAddress`. */
  ip: string;
  /** What the request names (a login id, a reset token's id), known to us or not: unknown ones count alike. */
  account?: string;
  /** The nonce of a device cookie that is valid for that account, when the browser sent one. */
  trustedDevice?: string | null;
}

export type Admission =
  | {
      allowed: true;
      /**
       * Call when the request succeeded: the consecutive-failure counters of this account start again and
       * the address gets its attempt back. A failure needs no call: the attempt was counted on admission.
       */
      succeeded(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

/**
 * - `ip`: every attempt from one address (the hash it costs is what an attacker spends us on).
 * - `accountIp`: consecutive failures for one account from one address.
 * - `account`: failures for one account from browsers without its device cookie, whatever the address
 *   (a botnet spreading its guesses); the account's trusted browsers are not counted and not blocked by it.
 * - `device`: consecutive failures for one account from one trusted browser (a stolen cookie gains little).
 */
type Scope = 'ip' | 'accountIp' | 'account' | 'device';

/** On success: forget the consecutive failures, or give back the one attempt this request took. */
const ON_SUCCESS: Record<Scope, 'forget' | 'giveBack'> = {
  ip: 'giveBack',
  accountIp: 'forget',
  account: 'giveBack',
  device: 'forget',
};

/** Which counters an action's request is held to; register and forgot-password count every request per IP. */
function scopesOf(action: ThrottledAction, source: AttemptSource): [Scope, string][] {
  const ip = normalizeIp(source.ip);
  const account = source.account?.trim().toLowerCase();
  if (action === 'register' || action === 'forgotPassword' || !account) return [['ip', ip]];
  if (source.trustedDevice) return [['device', `${account}|${source.trustedDevice}`]];
  return [
    ['ip', ip],
    ['accountIp', `${account}|${ip}`],
    ['account', account],
  ];
}

/** Actions whose successes give attempts back; a register or forgot-password request always counts. */
const SUCCESS_COUNTS_NOTHING: ReadonlySet<ThrottledAction> = new Set(['login', 'changePassword']);

interface Counter {
  limit: number;
  attempts: RateLimiterAbstract;
  /** How often the key was blocked in the last day: each block lasts twice the one before. */
  strikes: RateLimiterAbstract;
}

const STRIKE_MEMORY_SECONDS = 24 * 3600;

export class Throttle {
  private readonly counters = new Map<string, Counter>();

  private constructor(
    private readonly settings: ThrottleSettings,
    private readonly makeLimiter: (
      keyPrefix: string,
      points: number,
      duration: number,
    ) => RateLimiterAbstract,
    private readonly redis: Redis | null,
  ) {}

  /**
   * Counters in process memory, or in Redis when `redisUrl` is set so every API process shares them.
   * Should Redis fail, each process falls back to its own memory counters rather than refusing sign-ins.
   */
  static async create(settings: ThrottleSettings, redisUrl?: string): Promise<Throttle> {
    if (!redisUrl) {
      return new Throttle(
        settings,
        (keyPrefix, points, duration) => new RateLimiterMemory({ keyPrefix, points, duration }),
        null,
      );
    }
    const redis = new Redis(redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: false,
    });
    await redis.connect();
    return new Throttle(
      settings,
      (keyPrefix, points, duration) =>
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix,
          points,
          duration,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
        }),
      redis,
    );
  }

  /** Which store the counters live in (shown at start). */
  get store(): 'memory' | 'redis' {
    return this.redis ? 'redis' : 'memory';
  }

  /**
   * Counts one attempt on every counter the request falls under, before any password is hashed. Refused
   * when one of them is over its limit: the answer is then the same for every account, known or not.
   */
  async admit(action: ThrottledAction, source: AttemptSource): Promise<Admission> {
    const scopes = scopesOf(action, source).map(([scope, key]) => ({
      scope,
      key,
      counter: this.counter(action, scope),
    }));
    const outcomes = await Promise.all(scopes.map(({ counter, key }) => this.take(counter, key)));
    const waits = outcomes.filter((wait): wait is number => wait !== null);
    if (waits.length > 0) {
      // A refused request costs nothing: give back what the other counters took, so a block on one
      // (say, this account from this address) does not spill over into another (the address).
      await Promise.all(
        scopes.map(({ counter, key }, i) => (outcomes[i] === null ? counter.attempts.reward(key) : null)),
      );
      return { allowed: false, retryAfterSeconds: Math.max(...waits) };
    }
    return {
      allowed: true,
      succeeded: async () => {
        if (!SUCCESS_COUNTS_NOTHING.has(action)) return;
        await Promise.all(
          scopes.map(({ scope, key, counter }) =>
            ON_SUCCESS[scope] === 'forget'
              ? Promise.all([counter.attempts.delete(key), counter.strikes.delete(key)])
              : counter.attempts.reward(key),
          ),
        );
      },
    };
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }

  /** Seconds to wait when the counter is over its limit, else null (the attempt was counted). */
  private async take(counter: Counter, key: string): Promise<number | null> {
    try {
      await counter.attempts.consume(key);
      return null;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      if (refusal.consumedPoints !== counter.limit + 1)
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      // The attempt that crossed the limit starts a block, twice as long as this key's previous one.
      const strikes = (await counter.strikes.penalty(key)).consumedPoints;
      const seconds = Math.min(
        this.settings.blockSeconds * 2 ** Math.min(strikes - 1, 30),
        this.settings.maxBlockSeconds,
      );
      await counter.attempts.block(key, seconds);
      return seconds;
    }
  }

  private counter(action: ThrottledAction, scope: Scope): Counter {
    const name = `${this.settings.keyPrefix}:${action}:${scope}`;
    let counter = this.counters.get(name);
    if (!counter) {
      const limit =
        scope === 'ip'
          ? this.settings.ipAttempts
          : scope === 'account'
            ? this.settings.accountAttempts
            : this.settings.accountIpAttempts;
      counter = {
        limit,
        attempts: this.makeLimiter(name, limit, this.settings.windowSeconds),
        strikes: this.makeLimiter(`${name}:strikes`, 1, STRIKE_MEMORY_SECONDS),
      };
      this.counters.set(name, counter);
    }
    return counter;
  }
}

/** An IPv4 client on a dual-stack socket shows as `::ffff:a.b.c.d`: one address, one key. */
function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip;
}

/** FusionAuth's error shape for a throttled request; the same body for every account, known or not. */
export function throttledAnswer(retryAfterSeconds: number) {
  return {
    status: 429,
    headers: { 'retry-after': String(retryAfterSeconds) },
    body: {
      fieldErrors: {},
      generalErrors: [
        {
          code: '[TooManyRequests]',
          message: `Too many attempts; try again in ${retryAfterSeconds} seconds`,
          data: { retryAfterSeconds },
        },
      ],
    },
  };
}
