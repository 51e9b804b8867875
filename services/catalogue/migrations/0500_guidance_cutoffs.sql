-- Guidance data: each cut-off row linked to its catalogue university and faculty, with the
-- coordination stage, what kind of row it is (a faculty's minimum, a national minimum, a
-- stage's minimum to apply) and the streams it is open to. A scientific row that names no
-- stream is open to science and mathematics students alike, which `stream` alone cannot say.
alter table admission_cutoffs
  add column stage smallint check (stage between 1 and 3),
  add column kind text not null default 'faculty' check (kind in ('faculty', 'national-minimum', 'stage-threshold')),
  add column streams text[] not null default '{}',
  -- The published university name may be a campus or a former name; the link is resolved
  -- through university-aliases.csv and the universities' former names (guidance/link-cutoffs.ts).
  add column university_id uuid references universities (id) on delete set null,
  add column faculty_key text,
  add column campus text,
  -- Stage minimums are published for the new (320) and the old (410) system separately.
  add column system text check (system in ('old', 'new')),
  add column source_urls text[] not null default '{}',
  -- Set by every administrator's write; the seed never overwrites such a row.
  add column edited_by_admin boolean not null default false;

update admission_cutoffs set
  kind = case when all_public_universities then 'national-minimum' else 'faculty' end,
  streams = case
    when stream is not null then array[stream]
    when all_public_universities then array['science', 'math', 'literary']
    else array['science', 'math']
  end,
  source_urls = case when source_url is null then '{}' else array[source_url] end;

create index admission_cutoffs_university_idx on admission_cutoffs (university_id);
create index admission_cutoffs_kind_year_idx on admission_cutoffs (kind, year desc);

-- Universities renamed by decree keep one record; their former names stay searchable.
-- [{ "name": "Helwan University", "nameArabic": "جامعة حلوان", "until": "2025-10-15", "sourceUrl": "…" }]
alter table universities add column former_names jsonb not null default '[]'::jsonb;

-- Seed files already applied, by content hash, so an unchanged file is not read again at start.
create table catalogue_seed_files (
  name text primary key,
  fingerprint text not null,
  applied_at timestamptz not null default now()
);
