-- Admission outside Tansik's cut-offs (shared/data/README.md section 19), one row per source row:
--  * private_minimums: the minimum percentage per tier of private and national universities and
--    faculty group (private-minimums-2025.csv); `universities_in_tier` as the data words it (named
--    universities, or "All other private universities …"), resolved to universities when read;
--  * technological_admission: which certificates the technological universities accept, the
--    minimums and the admission test (technological-admission.csv).
-- Each keeps its publisher, pages, year and the data's own confidence; seeded by natural key like
-- the university figures (an administrator's edit is never overwritten).
create table private_minimums (
  id uuid primary key default gen_random_uuid(),
  natural_key text not null unique,
  admission_year integer not null,
  academic_year text not null,
  tier text not null,
  universities_in_tier text not null,
  certificate text not null,
  faculty_group text not null,
  faculty_group_arabic text,
  min_percentage numeric(5, 2) not null check (min_percentage between 0 and 100),
  confidence text not null check (confidence in ('high', 'medium', 'low')),
  notes text,
  source_name text,
  source_url text,
  source_urls text[] not null default '{}',
  edited_by_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index private_minimums_year_idx on private_minimums (admission_year);

create table technological_admission (
  id uuid primary key default gen_random_uuid(),
  natural_key text not null unique,
  -- "2025/2026"; null where the source states no year.
  academic_year text,
  applies_to text not null,
  certificate text not null,
  certificate_arabic text,
  rule text not null,
  details text,
  confidence text not null check (confidence in ('high', 'medium', 'low')),
  notes text,
  source_name text,
  source_url text,
  source_urls text[] not null default '{}',
  edited_by_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
