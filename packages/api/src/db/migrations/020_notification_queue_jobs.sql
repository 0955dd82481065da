-- Notification delivery runs on the job queue (pg-boss, queue `market-notifications`): each try of an outbox
-- row is one queue job. `queue_job_id` names the job that owns the row's next try; a job that is not (or no
-- longer) the row's owner does nothing, so a row is delivered by one worker however many processes run.
-- Rows without a job yet (queued by an order status change, a password link, the resend script) are picked
-- up through the partial index below.
alter table notification_outbox add column if not exists queue_job_id uuid;
create index if not exists notification_outbox_unqueued_idx on notification_outbox (next_attempt_at, id)
  where status = 'pending' and queue_job_id is null;
