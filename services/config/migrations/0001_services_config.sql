-- The services page settings: one row. No placeholder form link or sample number is seeded;
-- an unset field stays empty and the page offers the contact page instead.
create table services_config (
  id smallint primary key default 1 check (id = 1),
  is_available boolean not null default true,
  google_form_url text not null default '',
  whatsapp_number text not null default '',
  message text not null default '',
  message_arabic text not null default '',
  updated_by text,
  updated_at timestamptz not null default now()
);
