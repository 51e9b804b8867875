/** The auth service for harnesses outside it (package entry `@dalil/auth/testing`): the gateway tests. */
export { buildApp } from '../src/app.ts';
export { MIGRATIONS_DIRECTORY, ZAuthEnv } from '../src/config.ts';
export { createAdministratorRepository } from '../src/data/administrator-repository.ts';
export { hashPassword } from '../src/domain/password.ts';
