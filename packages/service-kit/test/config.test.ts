import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ZBaseServiceEnv } from '../src/config.ts';

describe('config', () => {
  it('when keys are missing or bad, then one error names every bad key', () => {
    expect(() => loadConfig(ZBaseServiceEnv, { PORT: 'abc', JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig(ZBaseServiceEnv, { PORT: 'abc', JWT_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('JWT_SECRET must be at least 16 characters');
    }
  });

  it('when the environment is valid, then the config is parsed, defaulted and frozen', () => {
    const config = loadConfig(ZBaseServiceEnv, { PORT: '4000', DATABASE_URL: 'postgres://x@127.0.0.1/db', JWT_SECRET: 'a'.repeat(20) });
    expect(config).toMatchObject({ PORT: 4000, NODE_ENV: 'development', REDIS_PREFIX: 'dalil' });
    expect(Object.isFrozen(config)).toBe(true);
  });
});

describe('JWT_SECRET in production', () => {
  const base = { PORT: '4000', DATABASE_URL: 'postgres://x@127.0.0.1/db', NODE_ENV: 'production' };
  const load = (secret: string, env = base) => () => loadConfig(ZBaseServiceEnv, { ...env, JWT_SECRET: secret });

  it('when the secret is shorter than 32 random bytes, well known or not random, then start-up stops with one line naming JWT_SECRET', () => {
    for (const [secret, reason] of [
      ['k3J9xQ2mZp8vL4tR7wB1', /about 120 bits; at least 256/],
      [randomBytes(16).toString('hex'), /about 128 bits/],
      ['my-super-secret-key-for-production-use-only!', /contains "secret"/],
      ['test-secret-for-dalil-tests-only', /contains "secret"/],
      ['Dalil-2026-production-jwt-key-0001', /contains "dalil"/],
      ['change-me-Q9x2LmZ7pR4vK8tB1wN6yH3jD5fG0sA-', /contains "change"/],
      ['a'.repeat(64), /not random/],
      ['abababababababababababababababababababababab', /not random/],
      ['k3J9xQ2mZp8vL4tR7wB1k3J9xQ2mZp8vL4tR7wB1zzzzzzzzQ9', /not random/],
    ] as const) {
      expect(load(secret)).toThrow(ConfigError);
      try {
        load(secret)();
      } catch (error) {
        const message = (error as Error).message;
        expect(message).toMatch(/^Invalid configuration — JWT_SECRET is too weak for production: /);
        expect(message).toMatch(reason);
        expect(message).not.toContain('\n');
        expect(message).not.toContain(secret);
      }
    }
  });

  it('when the secret is 32 random bytes in base64, base64url or hex, then it is accepted; outside production a shorter one still is', () => {
    // Many draws: a rule that refused one random secret in a hundred would show here. The bytes
    // are SHA-256 digests of a counter, random-looking but the same every run: a rule may still
    // refuse a rare random secret (one holding a well-known word as a word), never at random here.
    const bytes = (i: number) => createHash('sha256').update(`jwt-secret-draw-${i}`).digest();
    const secrets = Array.from({ length: 500 }, (_, i) => [bytes(3 * i).toString('base64'), bytes(3 * i + 1).toString('base64url'), bytes(3 * i + 2).toString('hex')]).flat();
    for (const secret of secrets) {
      expect(load(secret)().JWT_SECRET).toBe(secret);
    }
    // A well-known word inside a longer run of letters is not that word.
    expect(load('Q9x2LmZ7pR4vK8tBlatestwN6yH3jD5fG0sA1cE7uT2rW4')().JWT_SECRET).toBe('Q9x2LmZ7pR4vK8tBlatestwN6yH3jD5fG0sA1cE7uT2rW4');
    expect(load('k3J9xQ2mZp8vL4tR7wB1', { ...base, NODE_ENV: 'development' })().NODE_ENV).toBe('development');
  });
});
