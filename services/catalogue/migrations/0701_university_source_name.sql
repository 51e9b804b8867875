-- Who says what a university's record says: the publisher of the list or page its type, names,
-- place and founding year were read from (the Ministry's 2025/26 list as compiled in
-- shared/data/universities-complete.csv). Null for an administrator's own record.
alter table universities add column source_name text;
