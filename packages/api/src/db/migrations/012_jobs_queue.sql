-- Background jobs (issue 14). The queue library (pg-boss, schema "pgboss", created by the library itself)
-- carries the execution: claiming, retries with backoff, expiry. This row is the product's record of a job,
-- what staff see: its status, progress, log, attempts, summary and result file.
alter table jobs drop constraint if exists jobs_status_check;
alter table jobs add constraint jobs_status_check
  check (status in ('queued', 'running', 'succeeded', 'failed', 'cancelled'));
alter table jobs
  add column progress_done integer not null default 0 check (progress_done >= 0),
  add column progress_total integer check (progress_total >= 0),
  add column log jsonb not null default '[]'::jsonb,
  add column max_attempts integer not null default 1 check (max_attempts >= 1),
  add column summary jsonb,
  add column started_at timestamptz,
  add column finished_at timestamptz,
  add column cancel_requested_at timestamptz,
  -- The queue library's id of the current attempt (a retry from the jobs page queues a new one).
  add column queue_id text,
  -- Written every few seconds by the process running the job: a stale one means that process died.
  add column heartbeat_at timestamptz;

create index jobs_type_created_idx on jobs (type, created_at desc, id desc);
create index jobs_status_idx on jobs (status) where status in ('queued', 'running');

-- Result files (exports, import reports): kept in the data folder, served through an expiring signed link,
-- removed after the retention period (app setting jobs.fileRetentionDays).
create table job_files (
  id uuid primary key default gen_random_uuid(),
  job_id uuid references jobs (id) on delete set null,
  name text not null,
  content_type text not null default 'text/csv; charset=utf-8',
  -- Path under the files folder, never absolute.
  path text not null,
  bytes bigint not null default 0,
  created_by uuid references accounts (id) on delete set null,
  expires_at timestamptz not null,
  removed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index job_files_expiry_idx on job_files (expires_at) where removed_at is null;
create trigger job_files_touch before update on job_files for each row execute function touch_row();

alter table jobs add column file_id uuid references job_files (id) on delete set null;

-- The audit log records job starts, cancels and retries.
alter table audit_log drop constraint if exists audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'status', 'post', 'start', 'cancel', 'retry'));
