import type { Redis } from 'ioredis';
import { TooManyRequests } from '@dalil/service-kit/errors';

export interface ThrottleSettings {
  keyPrefix: string;
  ipMaxFailures: number;
  ipWindowSeconds: number;
  accountMaxFailures: number;
  lockoutSeconds: number;
}

/**
 * Guessing protection kept in Redis so every auth replica shares it:
 * - per IP address, failed sign-ins within a short window (a guesser moving across accounts);
 * - per account, consecutive failures lock the account for a while (a guesser on one account).
 * Successful sign-ins are not counted, so many people behind one address are not shut out.
 */
export function createLoginThrottle(redis: Redis, settings: ThrottleSettings) {
  const ipKey = (ip: string) => `${settings.keyPrefix}:auth:login-ip:${ip}`;
  const failKey = (account: string) => `${settings.keyPrefix}:auth:login-failures:${account}`;
  const lockKey = (account: string) => `${settings.keyPrefix}:auth:login-lock:${account}`;

  return {
    /** Throws 429 when this address or this account may not try now. */
    async assertAllowed(ip: string, account: string): Promise<void> {
      const [ipFailures, lockTtl] = await Promise.all([redis.get(ipKey(ip)), redis.pttl(lockKey(account))]);
      if (lockTtl > 0) {
        throw new TooManyRequests(
          `Too many failed sign-in attempts for this account. It is locked; try again in ${describeWait(lockTtl)}.`,
        );
      }
      if (Number(ipFailures ?? 0) >= settings.ipMaxFailures) {
        const ttl = await redis.pttl(ipKey(ip));
        throw new TooManyRequests(`Too many failed sign-in attempts from your address. Try again in ${describeWait(ttl)}.`);
      }
    },

    async recordFailure(ip: string, account: string): Promise<void> {
      const results = await redis
        .multi()
        .incr(ipKey(ip))
        .expire(ipKey(ip), settings.ipWindowSeconds, 'NX')
        .incr(failKey(account))
        .expire(failKey(account), settings.lockoutSeconds)
        .exec();
      const accountFailures = Number(results?.[2]?.[1] ?? 0);
      if (accountFailures >= settings.accountMaxFailures) {
        await redis.multi().set(lockKey(account), '1', 'EX', settings.lockoutSeconds).del(failKey(account)).exec();
      }
    },

    async recordSuccess(account: string): Promise<void> {
      await redis.del(failKey(account), lockKey(account));
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
