/** Photos and logos: credited, checked by content and size, served by Dalil itself. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogue, universityBody, type Catalogue } from '../catalogue-support.ts';

// The 8-byte PNG signature and a little more: enough for a content check.
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const CREDIT = 'author=Jane%20Doe&licence=CC%20BY-SA%204.0&sourceUrl=https%3A%2F%2Fcommons.example.org%2Ffile';

describe('university photos and logos', () => {
  let h: Catalogue;
  let id: string;
  beforeAll(async () => {
    h = await openCatalogue();
    id = (await h.app.inject({ method: 'POST', url: '/api/admin/universities', headers: h.admin, payload: universityBody({ name: 'Photo Test University' }) })).json().data.id;
  });
  afterAll(async () => h?.close());

  const put = (body: Buffer | string, query = CREDIT, headers: Record<string, string> = h.admin, kind = 'photo') =>
    h.app.inject({ method: 'PUT', url: `/api/admin/university-images/${id}/${kind}?${query}`, headers: { ...headers, 'content-type': 'image/png' }, payload: body });

  it('when an administrator uploads a PNG with its credit, then the university shows it with the credit and Dalil serves the bytes', async () => {
    const response = await put(PNG);
    expect(response.statusCode).toBe(200);
    const image = response.json().data;
    expect(image).toMatchObject({ kind: 'photo', author: 'Jane Doe', licence: 'CC BY-SA 4.0', sourceUrl: 'https://commons.example.org/file' });
    expect(image.url).toMatch(/^\/api\/media\/[a-f0-9-]{36}\.png$/);
    const university = (await h.app.inject({ url: `/api/universities/${id}` })).json().data;
    expect(university.images).toEqual([image]);
    const media = await h.app.inject({ url: image.url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.headers['cache-control']).toContain('immutable');
    expect(media.rawPayload.equals(PNG)).toBe(true);
  });

  it('when the file is not an image by its content, is too big, or lacks its credit, then 400 says why and nothing is stored', async () => {
    const text = await put('<svg onload="alert(1)"></svg>');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ success: false, message: expect.stringContaining('not a JPEG, PNG or WebP image') });
    const big = await put(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toMatch(/the limit is 5\.0 MB/);
    const noCredit = await put(PNG, 'licence=CC0&sourceUrl=https%3A%2F%2Fexample.org');
    expect(noCredit.statusCode).toBe(400);
    expect(noCredit.json().message).toMatch(/author/);
    expect((await put(PNG, CREDIT, {})).statusCode).toBe(401);
    const university = (await h.app.inject({ url: `/api/universities/${id}` })).json().data;
    expect(university.images).toHaveLength(1);
  });

  it('when an image is removed, then the university has none and its address is gone', async () => {
    const url = (await h.app.inject({ url: `/api/universities/${id}` })).json().data.images[0].url;
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/university-images/${id}/photo`, headers: h.admin })).statusCode).toBe(200);
    expect((await h.app.inject({ url })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});
