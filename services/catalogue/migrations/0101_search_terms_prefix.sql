-- Byte-order collation, so the primary key's b-tree also answers prefix lookups
-- (`term like 'alexand%'`): a word that is the start of a stored word needs no typo correction.
alter table catalogue_search_terms alter column term type text collate "C";
