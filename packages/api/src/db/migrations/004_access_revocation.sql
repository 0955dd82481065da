-- Access tokens are short-lived and stateless; this column lets the API refuse the ones issued before an
-- account was deactivated, given another role or a new password, without waiting for them to expire.
alter table accounts add column access_revoked_at timestamptz;

create function accounts_revoke_access() returns trigger language plpgsql as $$
begin
  if new.role is distinct from old.role
     or new.is_active is distinct from old.is_active
     or new.password_hash is distinct from old.password_hash then
    new.access_revoked_at := now();
  end if;
  return new;
end $$;

create trigger accounts_revoke_access before update on accounts
  for each row execute function accounts_revoke_access();
