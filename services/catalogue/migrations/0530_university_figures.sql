-- A university's published figures, one table per kind, each row from one source row of
-- seed/university-{fees,rankings,facts,links}.csv (see shared/data/README.md, sections 10–14):
--  * natural_key: the row's identity in its file, so a re-seed updates it instead of adding it;
--  * university_name: as the file names it; university_id: the catalogue university it was
--    matched to (through university-aliases.csv and former names), null while none matches;
--  * source_url (the main source) and source_urls (all of them), and the year the figure is for;
--  * edited_by_admin: set by every administrator's write; the seed never overwrites such a row.

create table university_fees (
  id uuid primary key default gen_random_uuid(),
  natural_key text not null unique,
  university_id uuid references universities (id) on delete set null,
  university_name text not null,
  university_name_arabic text,
  program_name text not null,
  program_name_arabic text,
  -- "2025/2026"; null where the source states no year.
  academic_year text,
  -- Fees for non-Egyptian (wafid) students are never shown as an Egyptian family's fee.
  students text not null check (students in ('egyptian', 'non-egyptian')),
  -- A per-credit-hour price stays one: it is never multiplied into a year.
  basis text not null check (basis in ('annual', 'per-credit-hour')),
  amount_min numeric(12, 2) check (amount_min >= 0),
  amount_max numeric(12, 2) check (amount_max >= 0),
  currency text not null,
  applies_to_all_faculties boolean not null default false,
  notes text,
  source_url text,
  source_urls text[] not null default '{}',
  edited_by_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (amount_min is null or amount_max is null or amount_max >= amount_min)
);
create index university_fees_university_idx on university_fees (university_id);

create table university_rankings (
  id uuid primary key default gen_random_uuid(),
  natural_key text not null unique,
  university_id uuid references universities (id) on delete set null,
  university_name text not null,
  ranking text not null check (ranking in ('qs', 'the', 'usnews')),
  -- As the publisher names the edition: "2026", "2025-2026".
  edition text not null,
  -- As published: "347", "1001-1200", "1401+".
  world_rank text not null,
  -- Our own derivation (position among the Egyptian institutions of that table), not official.
  national_rank text,
  source_url text,
  source_urls text[] not null default '{}',
  edited_by_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index university_rankings_university_idx on university_rankings (university_id);

create table university_facts (
  id uuid primary key default gen_random_uuid(),
  natural_key text not null unique,
  university_id uuid references universities (id) on delete set null,
  university_name text not null,
  kind text not null check (kind in ('students-fte', 'students', 'faculties', 'founded')),
  value numeric not null,
  as_of_year integer,
  source_url text,
  source_urls text[] not null default '{}',
  edited_by_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index university_facts_university_idx on university_facts (university_id);

create table university_links (
  id uuid primary key default gen_random_uuid(),
  natural_key text not null unique,
  university_id uuid references universities (id) on delete set null,
  university_name text not null,
  wikipedia_en text,
  wikipedia_ar text,
  -- The links file states no year; kept for a later source that does.
  as_of_year integer,
  source_url text,
  source_urls text[] not null default '{}',
  edited_by_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index university_links_university_idx on university_links (university_id);
