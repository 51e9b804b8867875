/**
 * A university's photo and logo: uploaded by an administrator as the raw request body with the
 * credit its licence requires, recognised by content (JPEG, PNG, WebP magic bytes, never by a
 * name or a header), and served by Dalil itself under a random, immutable name.
 */
import { randomUUID } from 'node:crypto';
import { adminOnly } from '@dalil/service-kit/auth';
import { Invalid, NotFound } from '@dalil/service-kit/errors';
import { MAX_IMAGE_BYTES, type TUniversityImage } from '@dalil/contracts/catalogue/university';
import { deleteUniversityImage, getMedia, putUniversityImage } from '@dalil/contracts/catalogue/operations';
import { catalogueFeature } from '../context.ts';

const FORMATS = [
  { type: 'image/jpeg', extension: 'jpg', matches: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', extension: 'png', matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/webp', extension: 'webp', matches: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
] as const;

/** The image format of some bytes, by their first bytes; undefined for anything else. */
function imageFormatOf(bytes: Buffer) {
  return FORMATS.find((f) => f.matches(bytes));
}

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

// The feature's own scope: any body is read as bytes (up to twice the limit, so an oversized image
// gets a 400 that says its size rather than a bare 413). Its GET and DELETE carry no body.
export const universityImageRoutes = catalogueFeature('university-images', [putUniversityImage, deleteUniversityImage, getMedia], async (scope) => {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES * 2 }, (_request, body, done) => done(null, body));
}).serve((scope, { catalogue: deps }) => ({
  'put /api/admin/university-images/{id}/{kind}': {
    onRequest: adminOnly(scope.tokens),
    handler: async (request): Promise<{ success: true; data: TUniversityImage }> => {
      // The scope's parser hands the body over as a Buffer; the schema declares no JSON body.
      const bytes: unknown = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new Invalid('Send the image as the request body');
      if (bytes.length > MAX_IMAGE_BYTES) throw new Invalid(`The image is ${megabytes(bytes.length)}; the limit is ${megabytes(MAX_IMAGE_BYTES)}`);
      const format = imageFormatOf(bytes);
      if (!format) throw new Invalid('The file is not a JPEG, PNG or WebP image (checked by its content, not its name)');
      const { id, kind } = request.params;
      const { author, licence, sourceUrl } = request.query;
      const fileName = `${randomUUID()}.${format.extension}`;
      const { rowCount } = await deps.pool.query(
        `insert into university_images (university_id, kind, file_name, content_type, bytes, author, licence, source_url)
         select id, $2, $3, $4, $5, $6, $7, $8 from universities where id = $1
         on conflict (university_id, kind) do update set file_name = excluded.file_name, content_type = excluded.content_type,
           bytes = excluded.bytes, author = excluded.author, licence = excluded.licence, source_url = excluded.source_url, created_at = now()`,
        [id, kind, fileName, format.type, bytes, author, licence, sourceUrl],
      );
      if (!rowCount) throw new NotFound('University not found');
      await deps.events.changed({ entity: 'university', action: 'updated', id });
      return { success: true, data: { kind, url: `/api/media/${fileName}`, author, licence, sourceUrl } };
    },
  },
  'delete /api/admin/university-images/{id}/{kind}': {
    onRequest: adminOnly(scope.tokens),
    handler: async (request) => {
      const { rowCount } = await deps.pool.query('delete from university_images where university_id = $1 and kind = $2', [request.params.id, request.params.kind]);
      if (!rowCount) throw new NotFound('This university has no such image');
      await deps.events.changed({ entity: 'university', action: 'updated', id: request.params.id });
      return { success: true as const, message: 'Image removed' };
    },
  },
  'get /api/media/{fileName}': {
    handler: async (request, reply) => {
      const { rows } = await deps.pool.query<{ content_type: string; bytes: Buffer }>('select content_type, bytes from university_images where file_name = $1', [
        request.params.fileName,
      ]);
      if (!rows[0]) throw new NotFound('Image not found');
      // A replaced image gets a new name, so an image never changes under its name.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(rows[0].content_type)
        .send(rows[0].bytes);
    },
  },
}));
