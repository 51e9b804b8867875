-- A university's photo and logo, uploaded by an administrator with the credit the licence
-- requires (author, licence, source link). The bytes live in PostgreSQL so every catalogue
-- replica serves the same image without a shared volume; file names are random and immutable.
create table university_images (
  id uuid primary key default gen_random_uuid(),
  university_id uuid not null references universities (id) on delete cascade,
  kind text not null check (kind in ('photo', 'logo')),
  file_name text not null unique,
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  bytes bytea not null,
  author text not null,
  licence text not null,
  source_url text not null,
  created_at timestamptz not null default now(),
  unique (university_id, kind)
);
