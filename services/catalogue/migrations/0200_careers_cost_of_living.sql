-- Career fields and per-city living costs. Seeded on start (only rows that do not exist yet),
-- refreshed later by administrators or the job-market/costs scrapers through the admin upserts.
create table career_fields (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null,
  name_arabic text not null,
  description text not null,
  description_arabic text not null,
  salary_entry integer,
  salary_mid integer,
  salary_senior integer,
  salary_source jsonb,
  demand_level text not null check (demand_level in ('high', 'medium', 'low')),
  demand_source jsonb,
  growth_rate numeric(6, 2),
  growth_source jsonb,
  top_skills jsonb not null default '[]',
  top_skills_arabic jsonb not null default '[]',
  related_programs jsonb not null default '[]',
  companies jsonb not null default '[]',
  work_environment text not null check (work_environment in ('hybrid', 'office', 'field')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table city_costs (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  city text not null,
  city_arabic text not null,
  costs jsonb not null,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
