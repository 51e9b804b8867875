export * from './typed-client.ts';
