import { z } from 'zod';

/** Streams of the Thanaweya Amma: علمي علوم, علمي رياضة, أدبي. */
export const RESULT_STREAMS = ['science', 'math', 'literary'] as const;
export const ZResultStream = z.enum(RESULT_STREAMS);
export type TResultStream = z.infer<typeof ZResultStream>;
