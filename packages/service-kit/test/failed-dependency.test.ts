import { describe, expect, it } from 'vitest';
import { failedDependency, Unavailable } from '../src/errors.ts';

const refused = (port: number) => Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:${port}`), { code: 'ECONNREFUSED', port });

describe('which dependency an error says is away', () => {
  it.each([
    ['an ioredis producer without a connection', new Error("Stream isn't writeable and enableOfflineQueue options is false"), 'Redis'],
    ['a refused connection to the Redis port', refused(6390), 'Redis'],
    ['a refused connection to the database port', refused(5433), 'PostgreSQL'],
    ['PostgreSQL shutting down', Object.assign(new Error('the database system is shutting down'), { code: '57P03' }), 'PostgreSQL'],
    // Drizzle wraps the driver's error; the 500 it caused while PostgreSQL was down is now a 503.
    ['a Drizzle query whose connection was refused', new Error('Failed query: select 1\nparams: ', { cause: refused(5433) }), 'PostgreSQL'],
    ['a refused connection elsewhere', refused(4102), 'a service it calls'],
    ['a 503 that names its dependency', new Unavailable('Sign-in is paused', new Error('x'), 'Redis'), 'Redis'],
    ['a 503 whose cause names it', new Unavailable('Statistics are unavailable', new Error('Connection is closed.')), 'Redis'],
  ])('when it is %s, then it is %s', (_what, error, dependency) => {
    expect(failedDependency(error, { redis: 6390, database: 5433 })).toBe(dependency);
  });

  it('when it is a bug or bad input, then no dependency is blamed', () => {
    expect(failedDependency(new TypeError('cannot read properties of undefined'))).toBeUndefined();
    expect(failedDependency(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBeUndefined();
    expect(failedDependency('a string')).toBeUndefined();
  });
});
