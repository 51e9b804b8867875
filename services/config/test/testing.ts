/** The config service for harnesses outside it (package entry `@dalil/config/testing`): the gateway tests. */
export { buildApp } from '../src/app.ts';
export { MIGRATIONS_DIRECTORY, ZConfigEnv } from '../src/config.ts';
