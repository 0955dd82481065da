-- Active stores per day for the dashboard (issue 13: dashboard p95 ≤ 50 ms at 1,000,000 orders).
--
-- The dashboard's "active stores" series counted, for every day of the range, the stores that sold that day:
-- it read every rollup_store_days row of the range (a row per store and day: 21,900 rows for 12 months at a
-- million orders) to return 365 numbers. That was the largest part of its 12-month statement.
--
-- rollup_active_store_days holds that count per day and currency: the rollup_store_days rows of the day with
-- orders <> 0. Like rollup_store_days it holds the sealed days only (027); readers add the open days from the
-- day rollups (reports/engine.ts). It is kept by row triggers on rollup_store_days that fire only when a row
-- starts or stops counting (orders becomes or stops being zero), so the usual upkeep (a sealed day's store row
-- going from 5 orders to 6, or a status change that nets to nothing) does no more than before. Every writer of
-- rollup_store_days (the upkeep of writes to sealed days, the seal, the rebuild) keeps it without knowing.

create table rollup_active_store_days (
  day date not null,
  currency_code char(3) not null,
  stores integer not null default 0,
  constraint rollup_active_store_days_key primary key (day, currency_code)
);

-- +1 for a store row that starts counting, −1 for one that stops.
create function rollup_active_store_days_keep() returns trigger language plpgsql as $$
declare
  d date := case when tg_op = 'DELETE' then old.day else new.day end;
  c char(3) := case when tg_op = 'DELETE' then old.currency_code else new.currency_code end;
  n int := case when tg_op = 'DELETE' then -1 when tg_op = 'INSERT' then 1
                when new.orders <> 0 then 1 else -1 end;
begin
  insert into rollup_active_store_days as r (day, currency_code, stores) values (d, c, n)
  on conflict on constraint rollup_active_store_days_key do update set stores = r.stores + excluded.stores;
  return null;
end $$;

-- The WHEN clauses keep the trigger function from being called at all for writes that change no count.
create trigger rollup_store_days_counted after insert on rollup_store_days
  for each row when (new.orders <> 0) execute function rollup_active_store_days_keep();
create trigger rollup_store_days_recounted after update on rollup_store_days
  for each row when ((old.orders <> 0) <> (new.orders <> 0)) execute function rollup_active_store_days_keep();
create trigger rollup_store_days_uncounted after delete on rollup_store_days
  for each row when (old.orders <> 0) execute function rollup_active_store_days_keep();

-- Every day (the dashboard is compared with it; the exactness test compares the table with its sealed days).
create view base_rollup_active_store_days as
select day, currency_code, count(*)::int as stores
from base_rollup_store_days where orders <> 0 group by 1, 2;

insert into rollup_active_store_days (day, currency_code, stores)
select day, currency_code, count(*) from rollup_store_days where orders <> 0 group by 1, 2;

-- The rebuild truncates rollup_store_days and refills it (the refill fires the triggers above); TRUNCATE fires
-- no row triggers, so the counts are emptied with it. The same function empties the rollups 030 and 031 keep
-- by triggers: the table named by the trigger's argument goes with the one the trigger is on.
create function rollup_truncate_with() returns trigger language plpgsql as $$
begin
  execute format('truncate %I', tg_argv[0]);
  return null;
end $$;

create trigger rollup_store_days_emptied after truncate on rollup_store_days
  for each statement execute function rollup_truncate_with('rollup_active_store_days');
