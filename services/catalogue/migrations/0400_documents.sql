-- Educational documents uploaded as PDF: text extracted page by page (import-pdf job), searched
-- with the Arabic stemmer plus 'simple' (English words, numbers) and trigrams on the title.
create extension if not exists pg_trgm with schema public;

create table documents (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  original_name text not null,
  content_sha256 text not null unique,
  page_count integer not null,
  pages jsonb not null,
  full_text text not null,
  search_title text not null,
  search_text text not null,
  search_vector tsvector generated always as (
    setweight(to_tsvector('arabic', search_title), 'A')
    || setweight(to_tsvector('simple', search_title), 'A')
    || setweight(to_tsvector('arabic', search_text), 'C')
    || setweight(to_tsvector('simple', search_text), 'D')
  ) stored,
  extracted_at timestamptz not null default now(),
  uploaded_by text not null
);
create index documents_search_idx on documents using gin (search_vector);
create index documents_title_trgm_idx on documents using gin (search_title public.gin_trgm_ops);
create index documents_extracted_at_idx on documents (extracted_at desc);
