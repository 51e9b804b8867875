import type { Redis } from 'ioredis';
import { TooManyRequests } from '@dalil/service-kit/errors';

export interface ThrottleSettings {
  keyPrefix: string;
  ipMaxFailures: number;
  ipWindowSeconds: number;
  /** Failures of one account from one address before that pair is locked. */
  accountMaxFailures: number;
  lockoutSeconds: number;
  /** Failures of one account from all addresses, within lockoutSeconds, after which sign-ins are slowed (never locked). */
  accountSlowAfter?: number;
  /** Registrations (successful or not) allowed from one address within registerWindowSeconds. */
  registerMaxAttempts: number;
  registerWindowSeconds: number;
}

/** The longest a sign-in is held back while an account is under attack. */
const MAX_SLOWDOWN_MS = 2_000;
const SLOWDOWN_STEP_MS = 100;

/**
 * Guessing protection kept in Redis so every auth replica shares it:
 * - per address, failed sign-ins within a short window (a guesser moving across accounts);
 * - per account *and* address, repeated failures lock that pair for a while (a guesser on one
 *   account) — the rightful owner, from an address with no failures, can still sign in;
 * - per account from everywhere, many failures slow every sign-in down (capped), so a
 *   distributed guesser is throttled without anyone being able to lock the account.
 * Successful sign-ins are not counted, so many people behind one address are not shut out.
 */
export function createLoginThrottle(redis: Redis, settings: ThrottleSettings, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))) {
  const ipKey = (ip: string) => `${settings.keyPrefix}:auth:login-ip:${ip}`;
  const pairFailKey = (account: string, ip: string) => `${settings.keyPrefix}:auth:login-failures:${account}:${ip}`;
  const pairLockKey = (account: string, ip: string) => `${settings.keyPrefix}:auth:login-lock:${account}:${ip}`;
  const accountKey = (account: string) => `${settings.keyPrefix}:auth:login-account-failures:${account}`;
  const slowAfter = settings.accountSlowAfter ?? settings.accountMaxFailures * 4;
  const registerKey = (ip: string) => `${settings.keyPrefix}:auth:register-ip:${ip}`;

  return {
    /** Counts a registration attempt from this address; 429 past the limit (account creation in bulk, or probing e-mails). */
    async assertRegistrationAllowed(ip: string): Promise<void> {
      const results = await redis.multi().incr(registerKey(ip)).expire(registerKey(ip), settings.registerWindowSeconds, 'NX').pttl(registerKey(ip)).exec();
      if (Number(results?.[0]?.[1] ?? 0) > settings.registerMaxAttempts) {
        const wait = Number(results?.[2]?.[1] ?? 0);
        throw new TooManyRequests(`Too many registrations from your address. Try again in ${describeWait(wait)}.`, wait / 1000);
      }
    },

    /** Throws 429 when this address, or this account from this address, may not try now; slows down an account under attack. */
    async assertAllowed(ip: string, account: string): Promise<void> {
      const [ipFailures, lockTtl, accountFailures] = await Promise.all([redis.get(ipKey(ip)), redis.pttl(pairLockKey(account, ip)), redis.get(accountKey(account))]);
      if (lockTtl > 0) {
        throw new TooManyRequests(`Too many failed sign-in attempts for this account from your address. It is locked; try again in ${describeWait(lockTtl)}.`, lockTtl / 1000);
      }
      if (Number(ipFailures ?? 0) >= settings.ipMaxFailures) {
        const ttl = await redis.pttl(ipKey(ip));
        throw new TooManyRequests(`Too many failed sign-in attempts from your address. Try again in ${describeWait(ttl)}.`, ttl / 1000);
      }
      const over = Number(accountFailures ?? 0) - slowAfter;
      if (over >= 0) await sleep(Math.min(MAX_SLOWDOWN_MS, (over + 1) * SLOWDOWN_STEP_MS));
    },

    async recordFailure(ip: string, account: string): Promise<void> {
      const results = await redis
        .multi()
        .incr(ipKey(ip))
        .expire(ipKey(ip), settings.ipWindowSeconds, 'NX')
        .incr(pairFailKey(account, ip))
        .expire(pairFailKey(account, ip), settings.lockoutSeconds)
        .incr(accountKey(account))
        .expire(accountKey(account), settings.lockoutSeconds)
        .exec();
      const pairFailures = Number(results?.[2]?.[1] ?? 0);
      if (pairFailures >= settings.accountMaxFailures) {
        await redis.multi().set(pairLockKey(account, ip), '1', 'EX', settings.lockoutSeconds).del(pairFailKey(account, ip)).exec();
      }
    },

    async recordSuccess(ip: string, account: string): Promise<void> {
      await redis.del(pairFailKey(account, ip), pairLockKey(account, ip));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

function describeWait(milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
