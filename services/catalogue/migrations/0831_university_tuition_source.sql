-- The academic year, publisher and page an administrator gives beside a university's fee range
-- (tuition_min, tuition_max): {"year", "sourceName", "sourceUrl"}, or null when none was given.
alter table universities add column tuition_source jsonb;
