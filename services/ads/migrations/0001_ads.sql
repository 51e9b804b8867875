create table ads (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  title_arabic text not null,
  description text not null,
  description_arabic text not null,
  type text not null check (type in ('image', 'video')),
  media_url text not null,
  click_url text,
  position text not null check (position in ('homepage-hero', 'sidebar', 'interstitial', 'banner')),
  priority integer not null default 5 check (priority between 1 and 10),
  target_audience text[] not null default '{}',
  is_active boolean not null default true,
  start_date timestamptz,
  end_date timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ads_position_active_priority on ads (position, is_active, priority desc);

create table banner_ads (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  position text not null check (position in ('top-banner', 'bottom-banner', 'left-sidebar', 'right-sidebar')),
  type text not null check (type in ('image', 'html', 'adsense')),
  content jsonb not null default '{}',
  targeting jsonb not null default '{"pages":["all"],"userTypes":["all"]}',
  start_date timestamptz,
  end_date timestamptz,
  is_active boolean not null default true,
  created_by text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index banner_ads_position_active on banner_ads (position, is_active);

-- Counts per ad (or banner ad) per day, written in batches by the event consumer.
-- No foreign key: the id may be either kind; deleting an ad deletes its rows.
create table ad_daily_stats (
  ad_id uuid not null,
  day date not null,
  impressions bigint not null default 0,
  clicks bigint not null default 0,
  primary key (ad_id, day)
);

-- Stream ids already counted, so a batch replayed after a crash is counted once.
create table processed_ad_events (
  stream_id text primary key,
  processed_at timestamptz not null default now()
);
create index processed_ad_events_processed_at on processed_ad_events (processed_at);
