-- A visitor's wish list and saved items, one row per account (replaced whole on every save).
create table visitor_lists (
  visitor_id uuid primary key references visitors (id) on delete cascade,
  lists jsonb not null,
  updated_at timestamptz not null default now()
);
