-- Smaller search vectors: ranking reads search_names directly and no query uses positions or
-- weights, so the vector keeps each lexeme once without positions (strip). Testing a row
-- against a query costs less, which matters when a broad query matches many rows.

alter table universities drop column search_vector;
alter table universities add column search_vector tsvector generated always as (
  strip(to_tsvector('simple', search_text) || to_tsvector('english', search_text) || to_tsvector('arabic', search_text))
) stored;
create index universities_search_vector_idx on universities using gin (search_vector);

alter table programs drop column search_vector;
alter table programs add column search_vector tsvector generated always as (
  strip(to_tsvector('simple', search_text) || to_tsvector('english', search_text) || to_tsvector('arabic', search_text))
) stored;
create index programs_search_vector_idx on programs using gin (search_vector);

alter table scholarships drop column search_vector;
alter table scholarships add column search_vector tsvector generated always as (
  strip(to_tsvector('simple', search_text) || to_tsvector('english', search_text) || to_tsvector('arabic', search_text))
) stored;
create index scholarships_search_vector_idx on scholarships using gin (search_vector);
