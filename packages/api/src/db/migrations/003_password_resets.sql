-- Reset requests from "forgot password". Only a hash of the token is kept, like refresh tokens:
-- a leaked database row cannot be used to change a password.
create table password_resets (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  account_id uuid not null references accounts (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_resets_account_idx on password_resets (account_id);
