-- Thanaweya Amma results, one list partition per year, so re-importing a year swaps one
-- partition in a single transaction (readers see the old year or the new one, never a mix).
create table result_years (
  year integer primary key check (year between 1990 and 2100),
  system text not null check (system in ('old', 'new')),
  max_score numeric(7, 2) not null check (max_score > 0),
  -- Maximum per plain subject name (Arabic), for files whose headers carry no maximum.
  subject_max_scores jsonb not null default '{}'::jsonb,
  row_count integer not null default 0,
  imported_at timestamptz,
  updated_at timestamptz not null default now()
);

create table results (
  year integer not null,
  seat_number bigint not null,
  student_name text not null,
  stream text check (stream in ('science', 'math', 'literary')),
  total_score numeric(7, 2) not null,
  -- Null: the year's configured maximum applies (so an administrator's change applies at once).
  max_score numeric(7, 2),
  status text check (status in ('passed', 'second-round', 'failed')),
  -- [[name, nameArabic, score, maxScore|null], ...] — compact, read whole with the row.
  subjects jsonb not null default '[]'::jsonb,
  primary key (year, seat_number)
) partition by list (year);

-- Admission cut-offs (تنسيق). University is by name (Arabic or English) as published; the
-- catalogue link is resolved by name when the page is built, so no cross-feature foreign key.
create table admission_cutoffs (
  id uuid primary key default gen_random_uuid(),
  year integer not null check (year between 1990 and 2100),
  stream text check (stream in ('science', 'math', 'literary')),
  university_name text not null,
  university_name_ar text,
  all_public_universities boolean not null default false,
  faculty_name text not null,
  faculty_name_ar text not null,
  min_score numeric(7, 2),
  max_score_of_year numeric(7, 2),
  min_percentage numeric(5, 2),
  source_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (min_percentage is not null or min_score is not null)
);
create unique index admission_cutoffs_natural_key on admission_cutoffs (year, coalesce(stream, ''), lower(university_name), lower(faculty_name));
create index admission_cutoffs_stream_year on admission_cutoffs (stream, year desc);
