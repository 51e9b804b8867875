-- Application windows per scholarship and intake (../shared/data/scholarship-deadlines.csv):
-- a confirmed window (dates read for that intake), the previous cycle's window (real dates of
-- an earlier intake, never a coming deadline) or a recurring pattern (no dates; the usual months
-- in `usual`). A scholarship that has ended or is suspended says so (status, with its source)
-- and leaves the default list.
create table scholarship_windows (
  id uuid primary key default gen_random_uuid(),
  scholarship_id uuid not null references scholarships (id) on delete cascade,
  -- lower(scholarship name) | intake: a re-seed adds a window once.
  natural_key text not null unique,
  intake text not null,
  intake_arabic text,
  opens_on date,
  closes_on date,
  status text not null check (status in ('confirmed', 'previous-cycle', 'recurring-pattern')),
  -- [{opens: {months, either} | null, closes: {months, either}}] for a recurring pattern.
  usual jsonb not null default '[]',
  note text,
  note_arabic text,
  source_name text not null,
  source_name_arabic text,
  source_urls text[] not null default '{}',
  confidence text check (confidence in ('high', 'medium', 'low')),
  confidence_note text,
  confidence_note_arabic text,
  position integer not null,
  created_at timestamptz not null default now()
);
create index scholarship_windows_scholarship_id_idx on scholarship_windows (scholarship_id);

alter table scholarships
  add column status text not null default 'active' check (status in ('active', 'discontinued', 'suspended')),
  add column status_note text,
  add column status_note_arabic text,
  add column status_since text,
  add column status_since_arabic text,
  add column status_source_name text,
  add column status_source_name_arabic text,
  add column status_source_urls text[] not null default '{}';
create index scholarships_status_idx on scholarships (status);
