/** The feature's surface for the service's other features; they import it only through this file. */
export { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from './password.ts';
