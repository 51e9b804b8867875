-- The scraping source registry: one row per page the scrapers read, with its parser and the
-- outcome of its last run. Seeded with official pages; admins may disable a source.
create table scrape_sources (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  name_arabic text not null,
  kind text not null check (kind in ('universities', 'scholarships', 'jobs', 'costs')),
  url text not null,
  parser_id text not null,
  rendered boolean not null default false,
  enabled boolean not null default true,
  is_local_fixture boolean not null default false,
  last_run_at timestamptz,
  last_count integer,
  last_written integer,
  last_error text,
  created_at timestamptz not null default now(),
  unique (kind, url)
);
create index scrape_sources_kind_idx on scrape_sources (kind) where enabled;

insert into scrape_sources (name, name_arabic, kind, url, parser_id, rendered) values
  ('Supreme Council of Universities — public universities', 'المجلس الأعلى للجامعات — الجامعات الحكومية', 'universities', 'https://scu.eg/pages/public_universities', 'scu-universities', false),
  ('Supreme Council of Universities — private universities', 'المجلس الأعلى للجامعات — الجامعات الخاصة', 'universities', 'https://scu.eg/pages/private_universities', 'scu-universities', false),
  ('Study in Egypt — universities', 'ادرس في مصر — الجامعات', 'universities', 'https://study-in-egypt.gov.eg/universities', 'study-in-egypt-universities', true),
  ('DAAD Egypt — scholarships', 'الهيئة الألمانية للتبادل العلمي (DAAD) مصر — المنح', 'scholarships', 'https://www.daad.eg/en/find-funding/scholarship-database/', 'daad-scholarships', true),
  ('Fulbright Egypt — programs for Egyptians', 'فولبرايت مصر — برامج للمصريين', 'scholarships', 'https://fulbright-egypt.org/programs/egyptian-programs/', 'fulbright-scholarships', false),
  ('Chevening — Egypt', 'منح تشيفنينغ — مصر', 'scholarships', 'https://www.chevening.org/scholarship/egypt/', 'chevening-scholarships', false),
  ('Erasmus+ — Egypt', 'إيراسموس+ — مصر', 'scholarships', 'https://erasmus-plus.ec.europa.eu/opportunities/opportunities-for-individuals/students/erasmus-mundus-joint-masters', 'generic-scholarship-links', false),
  ('Ministry of Higher Education — scholarships and missions', 'وزارة التعليم العالي — البعثات والمنح', 'scholarships', 'https://mohesr.gov.eg/ar-eg/Pages/scholarships.aspx', 'generic-scholarship-links', false),
  ('Wuzzuf — entry-level jobs in Egypt', 'وظف — وظائف للخريجين في مصر', 'jobs', 'https://wuzzuf.net/search/jobs/?q=fresh+graduate', 'wuzzuf-jobs', true),
  ('CAPMAS — employment statistics', 'الجهاز المركزي للتعبئة العامة والإحصاء — التشغيل', 'jobs', 'https://www.capmas.gov.eg/Pages/IndicatorsPage.aspx?Ind_id=2384', 'capmas-indicators', false),
  ('Forasna — government jobs', 'فرصنا — وظائف حكومية', 'jobs', 'https://forasna.com/jobs', 'forasna-jobs', false),
  ('CAPMAS — consumer price indicators', 'الجهاز المركزي للتعبئة العامة والإحصاء — أسعار المستهلكين', 'costs', 'https://www.capmas.gov.eg/Pages/IndicatorsPage.aspx?Ind_id=4583', 'capmas-indicators', false),
  ('Numbeo — cost of living in Egyptian cities', 'نمبيو — تكلفة المعيشة في المدن المصرية', 'costs', 'https://www.numbeo.com/cost-of-living/country_result.jsp?country=Egypt', 'numbeo-costs', false);
