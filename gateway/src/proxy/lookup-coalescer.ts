/**
 * Results lookups asked together (packages/contracts/src/results/lookup-batch.ts). The plain
 * lookups (GET /api/results/{digits}?year={yyyy}) that reach the gateway in one turn of its event
 * loop go to the catalogue as one request, so the hop between the two costs its socket work once
 * per batch; a lookup that arrives alone is forwarded as it is. Each student still gets what the
 * lookup's own route answers: a 200 or a 304 from the batch, and anything else (a missing seat, a
 * year out of range, a catalogue without the batch route) by asking that lookup on its own. Rate
 * limits and load shedding have already run, per request, before a lookup gets here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOOKUP_BATCH_MAX, LOOKUP_BATCH_MEDIA_TYPE, LOOKUP_BATCH_PATH, LOOKUP_BODY_CONTENT_TYPE, readLookupBatch } from '@dalil/contracts/results/lookup-batch';
import { passHeaders, type BufferedProxy } from './buffered-proxy.ts';

/** Anything else under /api/results/ (Arabic-Indic digits, no year, more parameters) is forwarded alone. */
const PLAIN_LOOKUP = /^\/api\/results\/([0-9]{1,20})\?year=([0-9]{4})$/;

interface Waiting {
  request: FastifyRequest;
  reply: FastifyReply;
  seatNumber: string;
  year: string;
  answered: () => void;
  /** Handed to the single-lookup path, which answers it (or says the service is unavailable) itself. */
  alone?: boolean;
}

export interface LookupCoalescer {
  /** Answers a plain lookup (the promise settles once it is answered); undefined for any other request. */
  lookup(request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined;
}

export function createLookupCoalescer(
  catalogue: BufferedProxy,
  /** Answers one request the catalogue could not be asked for (logs, then 503). */
  unavailable: (request: FastifyRequest, reply: FastifyReply, error: unknown) => void,
): LookupCoalescer {
  let waiting: Waiting[] = [];
  let scheduled = false;

  const alone = (item: Waiting) => {
    item.alone = true;
    void catalogue.forward(item.request, item.reply, (error) => unavailable(item.request, item.reply, error)).then(item.answered);
  };

  const ask = async (batch: Waiting[]) => {
    const lookups = batch.map(({ request, seatNumber, year }) => {
      const ifNoneMatch = request.headers['if-none-match'];
      return ifNoneMatch ? { seatNumber, year, ifNoneMatch } : { seatNumber, year };
    });
    let answer: Awaited<ReturnType<BufferedProxy['postJson']>>;
    try {
      answer = await catalogue.postJson(LOOKUP_BATCH_PATH, JSON.stringify({ lookups }), { 'x-request-id': batch[0]!.request.id });
    } catch (error) {
      for (const item of batch) {
        unavailable(item.request, item.reply, error);
        item.answered();
      }
      return;
    }
    // The catalogue failed or shed the batch (its database away, say): each student gets that
    // answer, as each would have alone, Retry-After included; each keeps its own request id.
    if (answer.status >= 500) {
      for (const item of batch) {
        passHeaders(item.reply, answer.headers, 'x-request-id');
        void item.reply.code(answer.status).send(answer.bytes);
        item.answered();
      }
      return;
    }
    const framed = answer.status === 200 && String(answer.headers['content-type']).startsWith(LOOKUP_BATCH_MEDIA_TYPE);
    const read = framed ? readLookupBatch(answer.bytes) : undefined;
    // Not an answer to this batch (an older catalogue's 404 or JSON, say): each lookup is asked alone.
    if (!read || read.data.answers.length !== batch.length) return batch.forEach(alone);
    const { data, bodies } = read;
    // The headers every answer of the batch shares, made once; each adds its own ETag.
    const found = { ...data.headers, 'content-type': LOOKUP_BODY_CONTENT_TYPE };
    batch.forEach((item, i) => {
      const one = data.answers[i]!;
      if (one.status === 'alone') return alone(item);
      passHeaders(item.reply, one.status === 200 ? found : data.headers);
      void item.reply.header('etag', one.etag);
      // A 200's body is a view of the batch's bytes, sent as it came.
      void item.reply.code(one.status).send(bodies[i]);
      item.answered();
    });
  };

  const flush = () => {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    if (batch.length === 1) alone(batch[0]!);
    else if (batch.length > 1) {
      void ask(batch).catch((error: unknown) => {
        for (const item of batch) {
          if (item.reply.sent || item.alone) continue;
          unavailable(item.request, item.reply, error);
          item.answered();
        }
      });
    }
  };

  return {
    lookup(request, reply) {
      if (request.method !== 'GET') return undefined;
      const plain = PLAIN_LOOKUP.exec(request.url);
      if (!plain) return undefined;
      return new Promise<void>((answered) => {
        waiting.push({ request, reply, seatNumber: plain[1]!, year: plain[2]!, answered });
        if (waiting.length >= LOOKUP_BATCH_MAX) flush();
        else if (!scheduled) {
          scheduled = true;
          // After every request read in this turn of the event loop has reached its handler.
          setImmediate(flush);
        }
      });
    },
  };
}
