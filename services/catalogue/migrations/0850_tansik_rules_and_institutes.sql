-- Tansik cut-offs for every faculty, division and institute (shared/data README §15–17):
--  * each cut-off keeps its publisher (`source_name`, never a web host) beside its pages;
--  * technical and higher institutes are cut-offs of kind 'institute': they are options for low
--    totals, not catalogue faculties, so they are never linked to a catalogue university;
--  * the placement rules (tansik-rules/*.csv) are stored one row per source row, each keeping
--    its publisher, pages, year and the data's confidence; guidance/rules reads them.
alter table admission_cutoffs add column source_name text;

alter table admission_cutoffs drop constraint if exists admission_cutoffs_kind_check;
alter table admission_cutoffs add constraint admission_cutoffs_kind_check
  check (kind in ('faculty', 'national-minimum', 'stage-threshold', 'institute'));

create table placement_rule_rows (
  -- The rules file the row comes from ('geographic-regions', 'geo-exempt-faculties', …) and its row number (1 = first data row).
  file text not null check (file in ('geographic-regions', 'geo-exempt-faculties', 'stage-thresholds', 'score-distribution', 'other-rules')),
  row_number integer not null check (row_number >= 1),
  -- The row's own id where the file has one (other-rules: R01…); else '<file>#<row>'.
  rule_id text not null,
  -- As the file words it ("2025", "c. 2019/2020 …").
  rule_year text,
  -- The data's confidence column, as written (e.g. "medium (official wording, but ~2019; may have changed)").
  confidence text,
  source_name text,
  source_urls text[] not null default '{}',
  -- Every column of the source row, as published.
  data jsonb not null,
  primary key (file, row_number)
);
