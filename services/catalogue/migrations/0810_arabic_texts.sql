-- The Arabic version of every text the published data gives in English only (issue 28): a
-- scholarship's country, worded amount, requirements, usual deadline month and eligible fields;
-- a programme's specialisation and worded deadline; a price's item, unit, undated year and
-- publisher. arabic_translated marks Arabic that is Dalil's translation of an English source
-- (seed/*-ar.csv), which the pages say ("ترجمة دليل").
alter table scholarships
  add column country_arabic text,
  add column amount_text_arabic text,
  add column gpa_requirement_arabic text,
  add column deadline_month_arabic text,
  add column eligibility_fields_arabic text[] not null default '{}',
  add column arabic_translated boolean not null default false;

alter table programs
  add column specialization_arabic text,
  add column application_deadline_text_arabic text,
  add column arabic_translated boolean not null default false;

alter table living_cost_prices
  add column item_arabic text,
  add column unit_arabic text,
  add column year_text_arabic text,
  add column source_name_arabic text,
  add column arabic_translated boolean not null default false;
