-- The Ministry's 2025/26 list types every institution (shared/data/universities-complete.csv):
-- technological universities, Al-Azhar, special-law, international-agreement universities and
-- foreign-university branches are no longer filed as public, private or national.
alter table universities drop constraint if exists universities_type_check;
alter table universities add constraint universities_type_check check (
  type in ('public', 'technological', 'al-azhar', 'national', 'private', 'special-law', 'international-agreement', 'international-branch')
);
