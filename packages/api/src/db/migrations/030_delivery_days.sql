-- Deliveries per day for sales-shipping (issue 13: every report p95 ≤ 50 ms at 1,000,000 orders).
--
-- sales-shipping (per period × delivery method: orders, delivery charges; no filters) read rollup_orders, about
-- 216 rows a day at a million orders: by day or week over 12 months it grouped 79,000 rows into about 1,100,
-- and was the slowest report (p50 108 ms, p95 262 ms on a slow machine of this kind).
--
-- rollup_delivery_days (day × delivery method × currency: orders, delivery charges; about 3 rows a day) holds
-- those sums for the sealed days (027), like the dashboard's day rollups; readers add the open days from
-- rollup_orders and its buffer (reports/engine.ts). It is kept by triggers rather than by another upsert in each
-- writer, so that every writer of rollup_orders keeps it without knowing (the upkeep of writes to sealed days,
-- the fold, the rebuild, a line's items):
--   * statement triggers on rollup_orders, with its inserted, updated and deleted rows as transition tables, add
--     what changed on sealed days (one call per statement: the fold, every five seconds, writes open days only
--     and adds nothing here);
--   * a trigger on rollup_seal adds the days a seal closes (or takes out those it reopens) from rollup_orders,
--     which the seal has just folded the buffers into; it runs under the seal's lock, like the other derived
--     rollups' additions (rollup_periods_add);
--   * TRUNCATE of rollup_orders (the rebuild) empties it; the rebuild's refill and its new seal date then fill it.

create table rollup_delivery_days (
  day date not null,
  delivery_method_id uuid,
  currency_code char(3) not null,
  orders bigint not null default 0,
  delivery_charges bigint not null default 0,
  constraint rollup_delivery_days_key unique nulls not distinct (day, currency_code, delivery_method_id)
);

-- What a statement changed in rollup_orders on sealed days: its rows in (`new_rows`) and out (`old_rows`). A
-- function per event: each names only the transition tables its trigger has (static statements, whose plans
-- plpgsql keeps; EXECUTE would plan at every call).
create function rollup_delivery_days_inserted() returns trigger language plpgsql as $$
declare sealed date := (select before from rollup_seal);
begin
  insert into rollup_delivery_days as r (day, delivery_method_id, currency_code, orders, delivery_charges)
  select day, delivery_method_id, currency_code, sum(orders), sum(delivery_charges)
  from new_rows where day < sealed
  group by 1, 2, 3
  having sum(orders) <> 0 or sum(delivery_charges) <> 0
  order by 1, 3, 2
  on conflict on constraint rollup_delivery_days_key do update set
    orders = r.orders + excluded.orders, delivery_charges = r.delivery_charges + excluded.delivery_charges;
  return null;
end $$;

create function rollup_delivery_days_updated() returns trigger language plpgsql as $$
declare sealed date := (select before from rollup_seal);
begin
  insert into rollup_delivery_days as r (day, delivery_method_id, currency_code, orders, delivery_charges)
  select day, delivery_method_id, currency_code, sum(orders), sum(delivery_charges)
  from (
    select day, delivery_method_id, currency_code, orders, delivery_charges from new_rows where day < sealed
    union all
    select day, delivery_method_id, currency_code, -orders, -delivery_charges from old_rows where day < sealed
  ) x
  group by 1, 2, 3
  having sum(orders) <> 0 or sum(delivery_charges) <> 0
  order by 1, 3, 2
  on conflict on constraint rollup_delivery_days_key do update set
    orders = r.orders + excluded.orders, delivery_charges = r.delivery_charges + excluded.delivery_charges;
  return null;
end $$;

create function rollup_delivery_days_deleted() returns trigger language plpgsql as $$
declare sealed date := (select before from rollup_seal);
begin
  insert into rollup_delivery_days as r (day, delivery_method_id, currency_code, orders, delivery_charges)
  select day, delivery_method_id, currency_code, -sum(orders), -sum(delivery_charges)
  from old_rows where day < sealed
  group by 1, 2, 3
  having sum(orders) <> 0 or sum(delivery_charges) <> 0
  order by 1, 3, 2
  on conflict on constraint rollup_delivery_days_key do update set
    orders = r.orders + excluded.orders, delivery_charges = r.delivery_charges + excluded.delivery_charges;
  return null;
end $$;

create trigger rollup_orders_delivery_inserted after insert on rollup_orders
  referencing new table as new_rows for each statement execute function rollup_delivery_days_inserted();
create trigger rollup_orders_delivery_updated after update on rollup_orders
  referencing old table as old_rows new table as new_rows for each statement
  execute function rollup_delivery_days_updated();
create trigger rollup_orders_delivery_deleted after delete on rollup_orders
  referencing old table as old_rows for each statement execute function rollup_delivery_days_deleted();

-- The seal moved: the days between the old date and the new one are sealed (forward) or open again (back).
create function rollup_delivery_days_seal() returns trigger language plpgsql as $$
declare
  a date := least(old.before, new.before);
  b date := greatest(old.before, new.before);
  sgn int := case when new.before > old.before then 1 else -1 end;
begin
  insert into rollup_delivery_days as r (day, delivery_method_id, currency_code, orders, delivery_charges)
  select day, delivery_method_id, currency_code, sgn * sum(orders), sgn * sum(delivery_charges)
  from rollup_orders where day >= a and day < b
  group by 1, 2, 3
  having sum(orders) <> 0 or sum(delivery_charges) <> 0
  order by 1, 3, 2
  on conflict on constraint rollup_delivery_days_key do update set
    orders = r.orders + excluded.orders, delivery_charges = r.delivery_charges + excluded.delivery_charges;
  return null;
end $$;

create trigger rollup_seal_delivery_days after update on rollup_seal
  for each row when (old.before is distinct from new.before) execute function rollup_delivery_days_seal();

create trigger rollup_orders_delivery_emptied after truncate on rollup_orders
  for each statement execute function rollup_truncate_with('rollup_delivery_days');

-- Every day (reports are compared with it; the exactness test compares the table with its sealed days).
create view base_rollup_delivery_days as
select day, delivery_method_id, currency_code, sum(orders)::bigint as orders,
       sum(delivery_charges)::bigint as delivery_charges
from base_rollup_orders group by 1, 2, 3;

insert into rollup_delivery_days (day, delivery_method_id, currency_code, orders, delivery_charges)
select day, delivery_method_id, currency_code, sum(orders), sum(delivery_charges)
from rollup_orders where day < (select before from rollup_seal)
group by 1, 2, 3 having sum(orders) <> 0 or sum(delivery_charges) <> 0;
