-- A version per published year, bumped by every change to the year (an import's swap, a new
-- maximum): lookups answer it in their ETag, so HTTP caches revalidate to the new results.
alter table result_years add column data_version bigint not null default 1;

create function bump_result_year_version() returns trigger language plpgsql as $$
begin
  new.data_version := old.data_version + 1;
  return new;
end $$;

create trigger result_years_version before update on result_years
  for each row execute function bump_result_year_version();
