import { normalizeSearchText } from '@dalil/contracts/common/text';
import type { TDocument, TDocumentDetail } from '@dalil/contracts/jobs/documents';
import type { Queryable } from '@dalil/service-kit/database';
import { recordIds } from '@dalil/contracts/common/record-ids';

interface Row {
  id: string;
  title: string;
  original_name: string;
  page_count: number;
  extracted_at: Date;
  excerpt: string;
  total?: number;
}

const EXCERPT_OPTIONS = 'MaxFragments=1,MaxWords=30,MinWords=12,StartSel="",StopSel="",FragmentDelimiter=" … "';

function toDocument(row: Row): TDocument {
  return {
    ...recordIds(row.id),
    title: row.title,
    originalName: row.original_name,
    pageCount: row.page_count,
    extractedAt: row.extracted_at.toISOString(),
    excerpt: row.excerpt.replace(/\s+/g, ' ').trim(),
  };
}

/** Documents in the catalogue schema (raw SQL: full-text and trigram search). */
export function createDocumentRepository(db: Queryable) {
  return {
    /** Idempotent by content: uploading the same PDF again updates its title and text. */
    async upsert(input: { title: string; originalName: string; sha256: string; pages: string[]; uploadedBy: string }): Promise<{ id: string }> {
      const fullText = input.pages.join('\n\n');
      const { rows } = await db.query<{ id: string }>(
        `insert into documents (title, original_name, content_sha256, page_count, pages, full_text, search_title, search_text, uploaded_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (content_sha256) do update set
           title = excluded.title, original_name = excluded.original_name, page_count = excluded.page_count,
           pages = excluded.pages, full_text = excluded.full_text, search_title = excluded.search_title,
           search_text = excluded.search_text, extracted_at = now(), uploaded_by = excluded.uploaded_by
         returning id`,
        [
          input.title, input.originalName, input.sha256, input.pages.length,
          JSON.stringify(input.pages.map((text, i) => ({ page: i + 1, text }))),
          fullText, normalizeSearchText(input.title), normalizeSearchText(fullText), input.uploadedBy,
        ],
      );
      return rows[0]!;
    },

    async search(input: { search?: string; ids?: string[]; page: number; limit: number }): Promise<{ items: TDocument[]; total: number }> {
      const offset = (input.page - 1) * input.limit;
      const q = input.search ? normalizeSearchText(input.search) : '';
      if (!q) {
        const { rows } = await db.query<Row>(
          `select id, title, original_name, page_count, extracted_at, left(full_text, 240) as excerpt
           from documents where $3::uuid[] is null or id = any($3::uuid[]) order by extracted_at desc limit $1 offset $2`,
          [input.limit, offset, input.ids ?? null],
        );
        // Counted apart from the page, so a page past the end still answers the true total.
        const { rows: counted } = await db.query<{ total: number }>(
          'select count(*)::int as total from documents where $1::uuid[] is null or id = any($1::uuid[])',
          [input.ids ?? null],
        );
        return { items: rows.map(toDocument), total: counted[0]!.total };
      }
      const { rows } = await db.query<Row>(
        `with q as (select plainto_tsquery('arabic', $1) as ar, plainto_tsquery('simple', $1) as en)
         select d.id, d.title, d.original_name, d.page_count, d.extracted_at,
                ts_headline('arabic', d.search_text, q.ar, '${EXCERPT_OPTIONS}') as excerpt,
                count(*) over ()::int as total
         from documents d, q
         where d.search_vector @@ q.ar or d.search_vector @@ q.en or d.search_title operator(public.%) $1
               or d.search_text like '%' || $1 || '%'
         order by ts_rank(d.search_vector, q.ar) + ts_rank(d.search_vector, q.en) + public.similarity(d.search_title, $1) desc,
                  d.extracted_at desc
         limit $2 offset $3`,
        [q, input.limit, offset],
      );
      return { items: rows.map(toDocument), total: rows[0]?.total ?? 0 };
    },

    async find(id: string): Promise<TDocumentDetail | undefined> {
      const { rows } = await db.query<Row & { pages: Array<{ page: number; text: string }> }>(
        `select id, title, original_name, page_count, extracted_at, left(full_text, 240) as excerpt, pages from documents where id = $1`,
        [id],
      );
      const row = rows[0];
      return row ? { ...toDocument(row), pages: row.pages } : undefined;
    },

    async remove(id: string): Promise<boolean> {
      const { rowCount } = await db.query('delete from documents where id = $1', [id]);
      return (rowCount ?? 0) > 0;
    },
  };
}
