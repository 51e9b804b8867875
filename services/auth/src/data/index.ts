/** The feature's surface for the service's other features; they import it only through this file. */
export { createAdministratorRepository, type AdministratorRepository } from './administrator-repository.ts';
export { authSchema } from './schema.ts';
