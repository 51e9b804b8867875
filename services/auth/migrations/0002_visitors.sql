create table visitors (
  id uuid primary key default gen_random_uuid(),
  name text,
  email text not null,
  password_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Emails are unique whatever their letter case.
create unique index visitors_email_key on visitors (lower(email));
