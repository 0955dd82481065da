-- An import is audited as one entry with its counts (entity = the imported table, entity_id = the job).
alter table audit_log drop constraint if exists audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'status', 'post', 'start', 'cancel', 'retry', 'import'));
-- 012 added the jobs' start, cancel and retry; both came in one release, so this list holds all of them.
