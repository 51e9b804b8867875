import { z } from 'zod';

/** Record ids are UUIDs; a malformed one is a 400, an unknown one a 404. */
export const ZId = z.string().uuid({ message: 'Invalid id' });
export const ZIdParams = z.object({ id: ZId });
export type TIdParams = z.infer<typeof ZIdParams>;
