import { fileURLToPath } from 'node:url';

/** services/catalogue/seed: the published data files every seed step reads. */
export const SEED_DIRECTORY = fileURLToPath(new URL('../../seed/', import.meta.url));
