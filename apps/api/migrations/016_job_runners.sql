-- The job queue's runners, each with the last time it said it was alive
-- (docs/decisions/0041-dead-job-runners-unlocked.md). graphile-worker leaves a job locked by a
-- runner that died without stopping (kill -9, a lost machine) for four hours; with this table a live
-- runner sees the dead one's silence within a minute and hands its jobs back to the queue.
create table job_runners (
  worker_id text primary key,
  seen_at timestamptz not null default now()
);
