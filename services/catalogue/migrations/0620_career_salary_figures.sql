-- Salary figures as published (../shared/data/career-salaries.csv): one row per source figure,
-- with its field, level as the source labels it, amounts, year and source. Context rows
-- (proxies, anecdotes, demand indicators) are kept and shown as notes, never as the salary.
create table career_salary_figures (
  id uuid primary key default gen_random_uuid(),
  natural_key text not null unique,
  fields text[] not null,
  level_label text not null,
  level text not null check (level in ('entry', 'mid', 'senior', 'all', 'context')),
  monthly_low integer,
  monthly_high integer,
  monthly_typical integer,
  year integer,
  source_name text not null,
  source_url text,
  notes text,
  edited_by_admin boolean not null default false,
  created_at timestamptz not null default now()
);
