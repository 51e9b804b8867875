-- Universities an administrator created or changed: the published data's re-seed never
-- rewrites them (the seed is insert-only by seed key; the mark records the decision too).
alter table universities add column edited_by_admin boolean not null default false;
