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

export const ZListDocumentsQuery = ZPageQuery(20).extend({
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
});
export type TListDocumentsQuery = z.infer<typeof ZListDocumentsQuery>;
