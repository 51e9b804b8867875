import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_BATCH_MAX, LOOKUP_BATCH_MEDIA_TYPE, LOOKUP_BATCH_PATH, LOOKUP_BODY_CONTENT_TYPE, readLookupBatch, writeLookupBatch } from '@dalil/contracts/results/lookup-batch';
import { importRows, openCatalogue } from './support.ts';

describe('lookups asked together (the gateway\'s batch)', () => {
  let h: Awaited<ReturnType<typeof openCatalogue>>;
  beforeAll(async () => {
    h = await openCatalogue();
    const rows = [['seat_number', 'student_name', 'stream', 'total_score', 'status'], ['700001', 'سارة حسن', 'science', '301', 'passed'], ['700002', 'يوسف خالد', 'literary', '280', 'passed']];
    await importRows(h.pool, rows, 2025);
  });
  afterAll(async () => h?.close());

  const batch = (lookups: unknown) => h.app.inject({ method: 'POST', url: LOOKUP_BATCH_PATH, payload: { lookups } });

  it('when lookups are asked together, then each gets what its own route answers: the same body and ETag, a 304 for a current ETag, and the rest sent back to be asked alone', async () => {
    const single = await h.app.inject({ url: '/api/results/700001?year=2025' });
    expect(single.statusCode).toBe(200);
    const etag = single.headers.etag as string;

    const answer = await batch([
      { seatNumber: '700001', year: '2025' },
      { seatNumber: '700002', year: '2025', ifNoneMatch: etag },
      { seatNumber: '799999', year: '2025' },
      { seatNumber: '700001', year: '1800' },
      { seatNumber: '12a', year: '2025' },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(LOOKUP_BATCH_MEDIA_TYPE);
    const read = readLookupBatch(answer.rawPayload);
    expect(read?.data).toEqual({
      headers: { 'cache-control': single.headers['cache-control'], vary: single.headers.vary },
      answers: [{ status: 200, etag, bytes: single.rawPayload.length }, { status: 304, etag }, { status: 'alone' }, { status: 'alone' }, { status: 'alone' }],
    });
    // The body after the head is the single route's, byte for byte (Arabic included).
    expect(read!.bodies.map((body) => body && Buffer.from(body).toString('utf8'))).toEqual([single.body, undefined, undefined, undefined, undefined]);
    expect(single.headers['content-type']).toBe(LOOKUP_BODY_CONTENT_TYPE);
    expect(JSON.parse(single.body).data).toMatchObject({ seatNumber: '700001', studentName: 'سارة حسن', year: 2025 });
  });

  it('when a batch is empty, too large or malformed, then it is refused with a clear 400', async () => {
    for (const lookups of [[], Array.from({ length: LOOKUP_BATCH_MAX + 1 }, () => ({ seatNumber: '700001', year: '2025' })), [{ seatNumber: 700001 }]]) {
      const answer = await batch(lookups);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('when a batch is written and read back, then each body comes back byte for byte, and bytes that are not a whole answer are not read', () => {
    const texts = ['سارة حسن', 'plain', '😀 and 𝟙', 'a lone \ud800 surrogate', 'é'];
    const bodies = texts.map((text) => JSON.stringify({ success: true, data: { text } }));
    const written = Buffer.from(writeLookupBatch({ vary: 'accept-encoding' }, [...bodies.map((body) => ({ status: 200 as const, etag: '"r1"', body })), { status: 'alone' as const }], Buffer.byteLength));
    const read = readLookupBatch(written);
    expect(read?.bodies.map((body) => body?.toString('utf8'))).toEqual([...bodies, undefined]);
    expect(readLookupBatch(written.subarray(0, written.length - 1))).toBeUndefined();
    expect(readLookupBatch(Buffer.concat([written, Buffer.from(' ')]))).toBeUndefined();
    expect(readLookupBatch(Buffer.from('{"success":true}'))).toBeUndefined();
    expect(readLookupBatch(Buffer.from('{"success":true,"data":{"headers":{},"answers":[{"status":200,"etag":"x","bytes":-1}]}}\n'))).toBeUndefined();
  });
});
