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
