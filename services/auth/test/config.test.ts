import { describe, expect, it } from 'vitest';
import { loadConfig } from '@dalil/service-kit/config';
import { ZAuthEnv } from '../src/config.ts';

const base = { PORT: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres', JWT_SECRET: 'auth-config-test-secret-0123' };

describe('auth configuration', () => {
  it('when ADMIN_USERNAME and ADMIN_PASSWORD are empty (compose passes ${VAR:-}), then they count as not set', () => {
    const config = loadConfig(ZAuthEnv, { ...base, ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
    expect(config.ADMIN_USERNAME).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
  });

  it('when only one of the pair is set, then start-up stops with a line naming the missing one', () => {
    expect(() => loadConfig(ZAuthEnv, { ...base, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: '' })).toThrow(
      'Invalid configuration — ADMIN_PASSWORD: ADMIN_PASSWORD is missing (ADMIN_USERNAME is set)',
    );
    expect(() => loadConfig(ZAuthEnv, { ...base, ADMIN_PASSWORD: 'long-enough-password' })).toThrow('ADMIN_USERNAME: ADMIN_USERNAME is missing (ADMIN_PASSWORD is set)');
  });
});
