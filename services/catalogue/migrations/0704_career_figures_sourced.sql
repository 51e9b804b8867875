-- Career figures only with their source (issue 26):
--  * the specification's software-engineering salaries (25,000/45,000/75,000 EGP) and growth
--    (22 %) named no publisher and no year, and the demand levels were Dalil's own "editorial
--    assessment": they are removed (null: the page says no source gives one), and a demand level
--    may now be unknown;
--  * salary figures keep the year as published ("2022/23", "c.2017") beside its first year, and
--    say what a row is (a published figure, one employer's advert, a proxy, an anecdote);
--  * growth and demand indicators per field (seed/career-growth.csv) in a table of their own.
alter table career_fields alter column demand_level drop not null;
update career_fields set salary_entry = null, salary_mid = null, salary_senior = null, salary_source = null
  where salary_source ->> 'name' = 'Dalil product specification (career fields)';
update career_fields set growth_rate = null, growth_source = null
  where growth_source ->> 'name' = 'Dalil product specification (career fields)';
update career_fields set demand_level = null, demand_source = null
  where demand_source ->> 'name' = 'Dalil editorial assessment';

alter table career_salary_figures add column year_text text;
alter table career_salary_figures add column kind text not null default 'published'
  check (kind in ('published', 'advert', 'proxy', 'anecdote', 'indicator'));

create table career_growth_figures (
  id uuid primary key default gen_random_uuid(),
  natural_key text not null unique,
  fields text[] not null,
  indicator text not null,
  value numeric not null,
  unit text not null,
  -- As published ("FY2021/22", "2024-2027"); `year` is its first calendar year, for ordering.
  year_text text,
  year integer,
  source_name text not null,
  source_url text,
  notes text,
  position integer not null,
  edited_by_admin boolean not null default false,
  created_at timestamptz not null default now()
);
