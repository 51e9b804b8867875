import { z } from 'zod';

/**
 * Lookups asked together (internal: the catalogue answers it, the gateway asks it; never routed
 * from outside). On results day the gateway holds the lookups that reach it in one turn of its
 * event loop and asks for them in one request, so the hop between the two pays its socket work
 * once per batch instead of once per student. Each lookup is answered exactly as
 * GET /api/results/{seatNumber}?year= would answer it (200 or 304), or sent back to be asked on
 * its own (anything else: a missing seat, a year out of range), so refusals keep one definition.
 */
export const LOOKUP_BATCH_PATH = '/internal/results/lookups';
export const LOOKUP_BATCH_MAX = 64;

export const ZLookupBatchRequest = z.object({
  lookups: z
    .array(
      z.object({
        seatNumber: z.string().max(64),
        year: z.string().max(16),
        ifNoneMatch: z.string().max(1024).optional(),
      }),
    )
    .min(1)
    .max(LOOKUP_BATCH_MAX),
});
export type TLookupBatchRequest = z.infer<typeof ZLookupBatchRequest>;

export const ZLookupBatchAnswer = z.discriminatedUnion('status', [
  /** `body`: the single lookup's JSON answer, as its route writes it. */
  z.object({ status: z.literal(200), etag: z.string(), body: z.string() }),
  z.object({ status: z.literal(304), etag: z.string() }),
  z.object({ status: z.literal('alone') }),
]);
export type TLookupBatchAnswer = z.infer<typeof ZLookupBatchAnswer>;

export const ZLookupBatchResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** The headers every answered lookup carries (its caching policy), besides its own ETag. */
    headers: z.record(z.string(), z.string()),
    /** One per lookup, in the order asked. */
    answers: z.array(ZLookupBatchAnswer),
  }),
});
export type TLookupBatchResponse = z.infer<typeof ZLookupBatchResponse>;
