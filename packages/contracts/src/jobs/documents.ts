import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';

/** A PDF stored as searchable text (catalogue schema), filled by the import-pdf job. */
export const ZDocument = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  originalName: z.string(),
  pageCount: z.number().int(),
  extractedAt: z.string(),
  /** A short excerpt around the match (search) or the start of the text. */
  excerpt: z.string(),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentDetail = ZDocument.extend({
  pages: z.array(z.object({ page: z.number().int(), text: z.string() })),
});
export type TDocumentDetail = z.infer<typeof ZDocumentDetail>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ZListDocumentsQuery = ZPageQuery(20).extend({
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  /**
   * Only these documents (comma separated ids, at most 50): which of the documents that import
   * jobs made are still here, so the job history and the documents list agree.
   */
  ids: z
    .string()
    .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(UUID, 'ids must be document ids')).max(50, 'ids takes at most 50 ids'))
    .optional(),
});
export type TListDocumentsQuery = z.infer<typeof ZListDocumentsQuery>;
