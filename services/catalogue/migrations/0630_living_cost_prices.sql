-- Prices as published (../shared/data/cost-of-living.csv): one row per city and item, the
-- amount as the source words it ("6-15", "150 / 350"), its unit, year and source. Nationwide
-- rows (fares, dorm-fee caps, internet bundles) have city 'Egypt (nationwide)'.
create table living_cost_prices (
  id uuid primary key default gen_random_uuid(),
  natural_key text not null unique,
  city text not null,
  city_arabic text,
  item text not null,
  amount text not null,
  unit text not null,
  year integer,
  year_text text,
  source_name text not null,
  source_urls text[] not null default '{}',
  position integer not null,
  edited_by_admin boolean not null default false,
  created_at timestamptz not null default now()
);
