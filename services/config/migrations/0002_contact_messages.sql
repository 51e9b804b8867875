create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  subject text not null check (subject in ('general', 'technical', 'partnership', 'feedback')),
  message text not null,
  handled boolean not null default false,
  handled_at timestamptz,
  handled_by text,
  created_at timestamptz not null default now()
);
-- The admin list reads newest first, filtered by handled status.
create index contact_messages_handled_created_idx on contact_messages (handled, created_at desc);
create index contact_messages_created_idx on contact_messages (created_at desc);
