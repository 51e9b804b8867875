-- Universities (faculties inside as jsonb), graduate programs and scholarships.
--
-- Search: the repositories store `search_names` (names only) and `search_text` (every
-- searchable field) already normalised for Arabic as people type it (see search/search-text.ts).
-- The tsvector is generated from them here, so it can never drift from the text; pg_trgm
-- indexes serve partial words (LIKE) and the typo dictionary (search_terms).
create extension if not exists pg_trgm with schema public;

create table universities (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  name_arabic text,
  description text,
  description_arabic text,
  type text not null check (type in ('public', 'private', 'national')),
  city text,
  city_arabic text,
  governorate text,
  governorate_arabic text,
  rating numeric(2, 1) check (rating between 0 and 5),
  rank_local integer check (rank_local >= 1),
  rank_global integer check (rank_global >= 1),
  established_year integer,
  student_count integer check (student_count >= 0),
  tuition_min numeric(12, 2) check (tuition_min >= 0),
  tuition_max numeric(12, 2) check (tuition_max >= 0),
  tuition_currency text not null default 'EGP',
  faculties jsonb not null default '[]'::jsonb,
  photo_thumbnail text,
  photo_gallery text[] not null default '{}',
  website text,
  application_link text,
  source_urls text[] not null default '{}',
  search_names text not null default '',
  search_text text not null default '',
  search_vector tsvector generated always as (
    setweight(to_tsvector('simple', search_names), 'A')
    || setweight(to_tsvector('simple', search_text), 'C')
    || setweight(to_tsvector('english', search_text), 'D')
    || setweight(to_tsvector('arabic', search_text), 'D')
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Upserts (seed, bulk import, scrapers) find a university by its English name.
create unique index universities_name_key on universities (lower(name));
create index universities_type_idx on universities (type);
create index universities_governorate_idx on universities (lower(governorate));
create index universities_governorate_arabic_idx on universities (governorate_arabic);
create index universities_search_vector_idx on universities using gin (search_vector);
create index universities_search_text_trgm_idx on universities using gin (search_text public.gin_trgm_ops);
create index universities_search_names_trgm_idx on universities using gin (search_names public.gin_trgm_ops);

create table programs (
  id uuid primary key default gen_random_uuid(),
  -- restrict: a university with programs cannot be deleted (the API answers 409 first).
  university_id uuid not null references universities (id) on delete restrict,
  -- Copies of the university's names, kept in step when the university is renamed.
  university_name text not null,
  university_name_arabic text,
  -- Both university names normalised, for the `university` filter ("جامعه القاهره", "cairo").
  university_key text not null default '',
  name text not null,
  name_arabic text,
  faculty text,
  faculty_arabic text,
  specialization text,
  type text not null check (type in ('masters', 'phd')),
  language text check (language in ('arabic', 'english', 'both')),
  duration integer check (duration between 1 and 10),
  tuition_annual numeric(12, 2) check (tuition_annual >= 0),
  tuition_currency text not null default 'EGP',
  gpa numeric(3, 2) check (gpa between 0 and 4),
  degree text,
  degree_arabic text,
  application_deadline date,
  online_available boolean not null default false,
  application_link text,
  description text,
  description_arabic text,
  is_active boolean not null default true,
  source_url text,
  search_names text not null default '',
  search_text text not null default '',
  search_vector tsvector generated always as (
    setweight(to_tsvector('simple', search_names), 'A')
    || setweight(to_tsvector('simple', search_text), 'C')
    || setweight(to_tsvector('english', search_text), 'D')
    || setweight(to_tsvector('arabic', search_text), 'D')
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index programs_university_id_idx on programs (university_id);
create unique index programs_university_name_type_key on programs (university_id, lower(name), type);
create index programs_active_type_idx on programs (is_active, type);
create index programs_language_idx on programs (language);
create index programs_search_vector_idx on programs using gin (search_vector);
create index programs_search_text_trgm_idx on programs using gin (search_text public.gin_trgm_ops);
create index programs_university_key_trgm_idx on programs using gin (university_key public.gin_trgm_ops);

create table scholarships (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  name_arabic text,
  provider text,
  provider_arabic text,
  country text,
  type text not null check (type in ('domestic', 'international', 'mixed')),
  -- null: the source does not say what is paid.
  coverage text check (coverage in ('full', 'partial', 'tuition-only')),
  amount numeric(14, 2) check (amount >= 0),
  currency text check (currency in ('USD', 'EUR', 'GBP', 'EGP')),
  deadline date,
  eligibility_gpa numeric(3, 2) check (eligibility_gpa between 0 and 4),
  eligibility_age_min integer,
  eligibility_age_max integer,
  eligibility_fields text[] not null default '{}',
  eligibility_nationality text[] not null default '{Egyptian}',
  benefits text[] not null default '{}',
  benefits_arabic text[] not null default '{}',
  level text[] not null default '{}',
  application_link text,
  description text,
  description_arabic text,
  is_active boolean not null default true,
  source_urls text[] not null default '{}',
  search_names text not null default '',
  search_text text not null default '',
  search_vector tsvector generated always as (
    setweight(to_tsvector('simple', search_names), 'A')
    || setweight(to_tsvector('simple', search_text), 'C')
    || setweight(to_tsvector('english', search_text), 'D')
    || setweight(to_tsvector('arabic', search_text), 'D')
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index scholarships_name_key on scholarships (lower(name));
create index scholarships_active_type_idx on scholarships (is_active, type);
create index scholarships_coverage_idx on scholarships (coverage);
create index scholarships_search_vector_idx on scholarships using gin (search_vector);
create index scholarships_search_text_trgm_idx on scholarships using gin (search_text public.gin_trgm_ops);

-- Every distinct normalised word of the catalogue: a misspelt query word ("kairo") is
-- corrected to the nearest stored words ("cairo") by trigram distance before searching.
create table catalogue_search_terms (
  term text primary key
);
create index catalogue_search_terms_trgm_idx on catalogue_search_terms using gist (term public.gist_trgm_ops);

-- Seed keys already applied: a seed row is inserted once, so a restart never re-creates a
-- record an administrator deleted nor overwrites one an administrator edited.
create table catalogue_seed_keys (
  seed_key text primary key,
  applied_at timestamptz not null default now()
);
