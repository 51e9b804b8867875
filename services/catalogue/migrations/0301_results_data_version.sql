-- A version stamp for the small data every lookup reads besides the student's row (the
-- cut-offs). The lookup query returns it, so each service replica reloads its in-memory copy
-- as soon as an import, the seed or an administrator changes cut-offs, with no extra query.
create table results_data_version (
  id integer primary key default 1 check (id = 1),
  cutoffs bigint not null default 0
);
insert into results_data_version (id) values (1);

create function bump_cutoffs_version() returns trigger language plpgsql as $$
begin
  update results_data_version set cutoffs = cutoffs + 1 where id = 1;
  return null;
end $$;

create trigger admission_cutoffs_version after insert or update or delete or truncate on admission_cutoffs
  for each statement execute function bump_cutoffs_version();
