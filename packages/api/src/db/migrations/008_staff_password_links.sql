-- One table of single-use password links: "forgot password" resets and staff invitations. An invitation
-- lives longer than a reset (the person may read it days later), so the link says which it is.
alter table password_resets
  add column purpose text not null default 'reset'
    constraint password_resets_purpose_check check (purpose in ('reset', 'invite'));

-- The language a staff member reads their messages in (invitation, reset link); null = the default.
alter table accounts add column language_code text;

-- Staff messages go through the same outbox as customer notifications, addressed to an account.
alter table notification_outbox add column account_id uuid references accounts (id) on delete cascade;
create index notification_outbox_account_idx on notification_outbox (account_id) where account_id is not null;
