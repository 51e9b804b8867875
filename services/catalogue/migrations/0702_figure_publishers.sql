-- Who publishes each university figure (shared/data's `source_name`): shown beside the figure
-- instead of the web host of its page. Links are read from the encyclopedia or a copy of it.
alter table university_fees add column source_name text;
alter table university_rankings add column source_name text;
alter table university_facts add column source_name text;
alter table university_links add column source_name text;
