-- The default view of a list is each staff member's own choice (issue 19: "one can be the default"), and it may
-- be any view they can open: one of their own, or one another staff member shares. Migration 019 kept it as a
-- flag on the view, so only its owner could make it theirs. Here it becomes a row per staff member and list.
--
-- No dangling default: the row goes with its view (a cascade on delete), cannot name a view of another list
-- (the key includes the list), and goes for everyone but the owner when the view stops being shared (a trigger,
-- so every path that un-shares a view keeps it).
alter table saved_views add constraint saved_views_id_list_key unique (id, list_key);

create table saved_view_defaults (
  account_id uuid not null references accounts (id) on delete cascade,
  list_key text not null,
  view_id uuid not null,
  updated_at timestamptz not null default now(),
  primary key (account_id, list_key),
  foreign key (view_id, list_key) references saved_views (id, list_key) on delete cascade
);
-- The defaults that point at a view (its delete and un-share).
create index saved_view_defaults_view_idx on saved_view_defaults (view_id);

insert into saved_view_defaults (account_id, list_key, view_id)
  select owner_id, list_key, id from saved_views where is_default;
drop index saved_views_one_default_idx;
alter table saved_views drop column is_default;

create function saved_views_unshared() returns trigger language plpgsql as $$
begin
  delete from saved_view_defaults where view_id = new.id and account_id <> new.owner_id;
  return null;
end;
$$;
create trigger saved_views_unshared after update of shared on saved_views
  for each row when (old.shared and not new.shared) execute function saved_views_unshared();
