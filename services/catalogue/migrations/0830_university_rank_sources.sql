-- The year, publisher and page an administrator gives beside each rank (local, global):
-- {"local": {"year", "sourceName", "sourceUrl"} | null, "global": … | null}. Seeded ranks have none.
alter table universities add column rank_sources jsonb not null default '{"local": null, "global": null}';
