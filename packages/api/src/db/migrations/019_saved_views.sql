-- Saved views of a list (issue 19): a named list state (filters, sort, columns) that its owner keeps private
-- or shares with all staff, shown as tabs above the list. One of an owner's views of a list can be their
-- default (opened when the list's URL names no state).
create table saved_views (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references accounts (id) on delete cascade,
  list_key text not null,
  name text not null check (length(name) between 1 and 60),
  state jsonb not null default '{}'::jsonb,
  shared boolean not null default false,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
-- The tabs of a list: the caller's own views, then the shared ones.
create index saved_views_owner_list_idx on saved_views (owner_id, list_key);
create index saved_views_shared_list_idx on saved_views (list_key) where shared;
-- At most one default per owner and list.
create unique index saved_views_one_default_idx on saved_views (owner_id, list_key) where is_default;
