-- An import is audited as one entry with its counts (entity = the imported table, entity_id = the job).
alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'status', 'post', 'import'));
