-- Every import that committed, written in the import's own transaction (common/import-commits.ts):
-- a retried or resumed job finds its run here and finishes as completed instead of importing
-- again, and a second attempt can never commit the same run twice (the primary key).
create table import_commits (
  -- The job's run: its id and the time it was queued (a deliberate repeat of a file is a new run).
  run_id text primary key,
  job_id text not null,
  kind text not null,
  -- The job's result as the committing attempt computed it.
  result jsonb not null,
  committed_at timestamptz not null default now()
);
create index import_commits_committed_at on import_commits (committed_at);
