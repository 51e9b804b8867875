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
  /** `bytes`: the length of its body (the single lookup's JSON answer, as its route writes it) after the head. */
  z.object({ status: z.literal(200), etag: z.string(), bytes: z.number().int().nonnegative() }),
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

/**
 * A batch's answer on the wire: the head (ZLookupBatchResponse as JSON, which never holds a raw
 * newline), a newline, then the bodies of its 200 answers one after another, each as long as its
 * `bytes`. A body is never escaped into the head: the catalogue writes it once, and the gateway
 * hands each on as a slice of the bytes it read (no parse, no copy, no re-encoding). Any other
 * answer (a refusal, an error) is plain JSON.
 */
export const LOOKUP_BATCH_MEDIA_TYPE = 'application/vnd.dalil.lookup-batch';
/** The type of every body in a batch's answer: the single lookup's. */
export const LOOKUP_BODY_CONTENT_TYPE = 'application/json; charset=utf-8';
const UTF8 = new TextDecoder();

/** One lookup's answer as the catalogue has it, before it is written: a 200 carries its body. */
export type TLookupOutcome = { status: 200; etag: string; body: string } | Exclude<TLookupBatchAnswer, { status: 200 }>;

/** A batch's answer as text, ready to be encoded as UTF-8 (`answers` in the order asked; `utf8Length`: Buffer.byteLength in Node). */
export function writeLookupBatch(headers: Record<string, string>, answers: TLookupOutcome[], utf8Length: (text: string) => number): string {
  let bodies = '';
  const head = answers.map((answer) => {
    if (answer.status !== 200) return answer;
    bodies += answer.body;
    return { status: 200 as const, etag: answer.etag, bytes: utf8Length(answer.body) };
  });
  const response: TLookupBatchResponse = { success: true, data: { headers, answers: head } };
  return `${JSON.stringify(response)}\n${bodies}`;
}

/** A batch's answer read back: its head, checked against the contract, and each 200 answer's body as a view of `bytes`; undefined when it is not one. */
export function readLookupBatch<T extends Uint8Array>(bytes: T): { data: TLookupBatchResponse['data']; bodies: Array<T | undefined> } | undefined {
  const newline = bytes.indexOf(10);
  if (newline < 0) return undefined;
  let head: ReturnType<typeof ZLookupBatchResponse.safeParse>;
  try {
    head = ZLookupBatchResponse.safeParse(JSON.parse(UTF8.decode(bytes.subarray(0, newline))));
  } catch {
    return undefined;
  }
  if (!head.success) return undefined;
  let at = newline + 1;
  const bodies = head.data.data.answers.map((answer) => {
    if (answer.status !== 200) return undefined;
    const body = bytes.subarray(at, at + answer.bytes) as T;
    at += answer.bytes;
    return body;
  });
  return at === bytes.length ? { data: head.data.data, bodies } : undefined;
}
