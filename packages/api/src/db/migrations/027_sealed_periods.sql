-- Issue 13's write figure: order placement + status change with rollup upkeep ≥ 0.9× of without.
--
-- A placement upserted one row in each of ten rollups, a status change two in each of nine. Seven of the ten are
-- sums of the other three: the month and year copies (022, 024) of rollup_orders, rollup_customer_orders and
-- rollup_order_products, and the dashboard's day rows (024: rollup_order_days and rollup_store_days, sums of
-- rollup_orders). Most writes are to today's orders (placed, then moved on within hours).
--
-- So the seven derived rollups now hold the days before a date, `rollup_seal.before` ("sealed" days); the three
-- day rollups they sum hold every day, as before. A write to an order on a sealed day keeps all ten as before;
-- a write to orders on open days (today's, normally) keeps the three only. `rollups_seal(d)` moves the date: it
-- adds the rows of the days it seals to the derived rollups (or takes them out when it moves back), and the
-- server calls it for the marketplace's today every few minutes (reports/rollups.ts), so the open days are
-- today's and, for a few minutes after midnight, yesterday's.
--
-- Readers (reports/engine.ts) add the open days from the three day rollups, reading `before` in the same
-- statement: to every month or year row they read, that period's open days (`rollupSourceFor`); to the
-- dashboard's day rows, the open days' rollup_orders rows summed to their keys (`rollupTables`). Exact whatever
-- the date is, and about a day of rows more.
--
-- Writers and the seal meet on an advisory lock: a write takes it shared before it reads `before` (released at
-- its commit), the seal takes it exclusively, so the seal adds day rows only once every write that read the old
-- date has committed, and no write reads the old date after it.

create table rollup_seal (
  one boolean primary key default true check (one),
  -- The derived rollups (month, year and dashboard day rows) hold the days before this one (marketplace time).
  before date not null
);
-- Until the end of this migration the derived rollups hold every day.
insert into rollup_seal (before) values ('infinity');

-- The advisory lock writers take shared and the seal exclusively (pg_advisory_xact_lock: released at commit).
create function rollup_seal_lock_key() returns bigint language sql immutable as $$ select 2026112701::bigint $$;

-- The date the derived rollups hold the days before, for a write about to use it: holds the lock shared
-- until the writer's commit. Two statements: a READ COMMITTED snapshot taken before the lock was granted could
-- still show the date a seal has just moved.
create function rollup_sealed_before() returns date language plpgsql as $$
begin
  perform pg_advisory_xact_lock_shared(rollup_seal_lock_key());
  return (select before from rollup_seal);
end $$;

-- Adds `sgn` × the rows of the days in [a, b) of the three day rollups to the seven derived from them.
create function rollup_periods_add(a date, b date, sgn int) returns void language sql as $$
  insert into rollup_order_days as r (day, currency_code, status, payment_status, payment_method_id, orders,
    grand_total, items, subtotal, discount, delivery_charges)
  select day, currency_code, status, payment_status, payment_method_id, sgn * sum(orders), sgn * sum(grand_total),
    sgn * sum(items), sgn * sum(subtotal), sgn * sum(discount), sgn * sum(delivery_charges)
  from rollup_orders where day >= a and day < b group by 1, 2, 3, 4, 5 order by 1
  on conflict on constraint rollup_order_days_key do update set
    orders = r.orders + excluded.orders, grand_total = r.grand_total + excluded.grand_total,
    items = r.items + excluded.items, subtotal = r.subtotal + excluded.subtotal,
    discount = r.discount + excluded.discount, delivery_charges = r.delivery_charges + excluded.delivery_charges;
  insert into rollup_store_days as r (day, store_id, currency_code, orders)
  select day, store_id, currency_code, sgn * sum(orders)
  from rollup_orders where day >= a and day < b group by 1, 2, 3 order by 1
  on conflict on constraint rollup_store_days_key do update set orders = r.orders + excluded.orders;
  insert into rollup_orders_month as r (day, store_id, merchant_id, status, delivery_method_id, currency_code,
    orders, items, subtotal, discount, delivery_charges, grand_total)
  select date_trunc('month', day)::date, store_id, merchant_id, status, delivery_method_id, currency_code,
    sgn * sum(orders), sgn * sum(items), sgn * sum(subtotal), sgn * sum(discount), sgn * sum(delivery_charges),
    sgn * sum(grand_total)
  from rollup_orders where day >= a and day < b group by 1, 2, 3, 4, 5, 6 order by 1
  on conflict on constraint rollup_orders_month_key do update set
    orders = r.orders + excluded.orders, items = r.items + excluded.items, subtotal = r.subtotal + excluded.subtotal,
    discount = r.discount + excluded.discount, delivery_charges = r.delivery_charges + excluded.delivery_charges,
    grand_total = r.grand_total + excluded.grand_total;
  insert into rollup_customer_orders_month as r (day, customer_id, status, currency_code, orders, items, grand_total)
  select date_trunc('month', day)::date, customer_id, status, currency_code, sgn * sum(orders), sgn * sum(items),
    sgn * sum(grand_total)
  from rollup_customer_orders where day >= a and day < b group by 1, 2, 3, 4 order by 1
  on conflict on constraint rollup_customer_orders_month_key do update set
    orders = r.orders + excluded.orders, items = r.items + excluded.items, grand_total = r.grand_total + excluded.grand_total;
  insert into rollup_customer_orders_year as r (day, customer_id, status, currency_code, orders, items, grand_total)
  select date_trunc('year', day)::date, customer_id, status, currency_code, sgn * sum(orders), sgn * sum(items),
    sgn * sum(grand_total)
  from rollup_customer_orders where day >= a and day < b group by 1, 2, 3, 4 order by 1
  on conflict on constraint rollup_customer_orders_year_key do update set
    orders = r.orders + excluded.orders, items = r.items + excluded.items, grand_total = r.grand_total + excluded.grand_total;
  insert into rollup_order_products_month as r (day, product_id, store_id, status, currency_code, lines, qty, total)
  select date_trunc('month', day)::date, product_id, store_id, status, currency_code, sgn * sum(lines),
    sgn * sum(qty), sgn * sum(total)
  from rollup_order_products where day >= a and day < b group by 1, 2, 3, 4, 5 order by 1
  on conflict on constraint rollup_order_products_month_key do update set
    lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total;
  insert into rollup_order_products_year as r (day, product_id, store_id, status, currency_code, lines, qty, total)
  select date_trunc('year', day)::date, product_id, store_id, status, currency_code, sgn * sum(lines),
    sgn * sum(qty), sgn * sum(total)
  from rollup_order_products where day >= a and day < b group by 1, 2, 3, 4, 5 order by 1
  on conflict on constraint rollup_order_products_year_key do update set
    lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total;
$$;

-- The derived rollups hold the days before `d` from now on; true when the date moved. Either way: forward adds
-- the days it seals, back takes them out (tests move it both ways; the server only forward, to today).
create function rollups_seal(d date) returns boolean language plpgsql as $$
declare was date;
begin
  perform pg_advisory_xact_lock(rollup_seal_lock_key());
  select before into was from rollup_seal;  -- a statement after the lock: every earlier write has committed
  if d = was then return false; end if;
  if d > was then perform rollup_periods_add(was, d, 1); else perform rollup_periods_add(d, was, -1); end if;
  update rollup_seal set before = d;
  return true;
end $$;

-- The base views of the month and year rollups (what the exactness test compares those tables with): sealed days
-- only. The dashboard's day rollups keep their base views of every day (024, 025): reports and the dashboard are
-- compared with those, and the test compares the tables with their sealed days.
create or replace view base_rollup_orders_month as
select date_trunc('month', day)::date as day, store_id, merchant_id, status, delivery_method_id, currency_code,
       sum(orders)::bigint as orders, sum(items)::bigint as items, sum(subtotal)::bigint as subtotal,
       sum(discount)::bigint as discount, sum(delivery_charges)::bigint as delivery_charges,
       sum(grand_total)::bigint as grand_total
from base_rollup_orders where day < (select before from rollup_seal) group by 1, 2, 3, 4, 5, 6;

create or replace view base_rollup_order_products_month as
select date_trunc('month', day)::date as day, product_id, store_id, status, currency_code, sum(lines)::bigint as lines,
       sum(qty)::bigint as qty, sum(total)::bigint as total
from base_rollup_order_products where day < (select before from rollup_seal) group by 1, 2, 3, 4, 5;

create or replace view base_rollup_customer_orders_month as
select date_trunc('month', day)::date as day, customer_id, status, currency_code, sum(orders)::bigint as orders,
       sum(items)::bigint as items, sum(grand_total)::bigint as grand_total
from base_rollup_customer_orders where day < (select before from rollup_seal) group by 1, 2, 3, 4;

create or replace view base_rollup_customer_orders_year as
select date_trunc('year', day)::date as day, customer_id, status, currency_code, sum(orders)::bigint as orders,
       sum(items)::bigint as items, sum(grand_total)::bigint as grand_total
from base_rollup_customer_orders where day < (select before from rollup_seal) group by 1, 2, 3, 4;

create or replace view base_rollup_order_products_year as
select date_trunc('year', day)::date as day, product_id, store_id, status, currency_code, sum(lines)::bigint as lines,
       sum(qty)::bigint as qty, sum(total)::bigint as total
from base_rollup_order_products where day < (select before from rollup_seal) group by 1, 2, 3, 4, 5;

-- 025's rebuild; the derived rollups from the day rollups' rows of the days before the marketplace's today,
-- which it seals (under the seal's lock, so that no write uses the date it replaces).
create or replace function rollups_rebuild() returns void language plpgsql as $$
begin
  perform pg_advisory_xact_lock(rollup_seal_lock_key());
  truncate rollup_orders, rollup_order_products, rollup_customer_orders, rollup_returns, rollup_product_returns,
    rollup_coupons, rollup_signups, rollup_wallet, rollup_reward_points, rollup_orders_month,
    rollup_order_products_month, rollup_customer_orders_month, rollup_order_days, rollup_store_days,
    rollup_customer_orders_year, rollup_order_products_year;
  -- In day order: a range's rows then sit on few pages (the triggers add rows in day order anyway).
  insert into rollup_orders select * from base_rollup_orders order by day;
  insert into rollup_order_products select * from base_rollup_order_products order by day;
  insert into rollup_customer_orders select * from base_rollup_customer_orders order by day;
  insert into rollup_returns select * from base_rollup_returns;
  insert into rollup_product_returns select * from base_rollup_product_returns;
  insert into rollup_coupons select * from base_rollup_coupons;
  insert into rollup_signups select * from base_rollup_signups;
  insert into rollup_wallet select * from base_rollup_wallet;
  insert into rollup_reward_points select * from base_rollup_reward_points;
  -- The derived rollups' sealed days from the day rollups just filled (the same sums as their base views,
  -- without a second scan).
  update rollup_seal set before = market_day(now());
  perform rollup_periods_add('-infinity', market_day(now()), 1);
end $$;

-- The order rollups' entry point (026's): one order on open days keeps the three day rollups only
-- (rollup_order_apply_one_open); one order on sealed days all ten (026's rollup_order_apply_one); anything else
-- (several orders, or an order moved across the date) the grouping body, which leaves the derived rollups'
-- open days alone.
create or replace function rollup_orders_apply(d rollup_order_delta[]) returns void language plpgsql as $$
declare
  open_from date := rollup_sealed_before();
begin
  -- One order: one delta, or its old and new rows with different statuses (plain expressions, no query).
  if cardinality(d) = 1 or (cardinality(d) = 2 and d[1].id = d[2].id and d[1].status <> d[2].status) then
    if d[1].day >= open_from and d[cardinality(d)].day >= open_from then
      perform rollup_order_apply_one_open(d);
      return;
    end if;
    if d[1].day < open_from and d[cardinality(d)].day < open_from then
      perform rollup_order_apply_one(d);
      return;
    end if;
  end if;
  perform rollup_orders_apply_grouped(d);
end $$;

-- 026's one-order path for an order on open days: rollup_orders, rollup_customer_orders, rollup_order_products.
create function rollup_order_apply_one_open(d rollup_order_delta[]) returns void language plpgsql
set plan_cache_mode = force_generic_plan as $$
begin
  with x as (
    select x.*, coalesce((select sum(i.qty) from order_items i where i.order_id = x.id), 0)::bigint as items
    from unnest(d) x
  ), a as (
    insert into rollup_orders as r (day, store_id, merchant_id, status, payment_status, payment_method_id,
      delivery_method_id, currency_code, orders, items, subtotal, discount, delivery_charges, grand_total)
    select day, store_id, merchant_id, status, payment_status, payment_method_id, delivery_method_id, currency_code,
      sign, sign * items, sign * subtotal, sign * discount, sign * delivery_charges, sign * grand_total
    from x
    on conflict on constraint rollup_orders_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, subtotal = r.subtotal + excluded.subtotal,
      discount = r.discount + excluded.discount, delivery_charges = r.delivery_charges + excluded.delivery_charges,
      grand_total = r.grand_total + excluded.grand_total
  ), b as (
    insert into rollup_customer_orders as r (day, customer_id, status, currency_code, orders, items, grand_total)
    select day, customer_id, status, currency_code, sign, sign * items, sign * grand_total from x
    on conflict on constraint rollup_customer_orders_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, grand_total = r.grand_total + excluded.grand_total
  )
  -- The order's lines per product, under each of its one or two rows.
  insert into rollup_order_products as r (day, product_id, store_id, status, currency_code, lines, qty, total)
  select x.day, i.product_id, x.store_id, x.status, x.currency_code, x.sign * i.lines, x.sign * i.qty,
    x.sign * i.total
  from x cross join lateral (
    select product_id, count(*) as lines, sum(qty) as qty, sum(line_total) as total
    from order_items where order_id = x.id group by product_id
  ) i
  on conflict on constraint rollup_order_products_key do update set
    lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total;
end $$;

-- 025's grouping body (026 renamed it); the derived rollups for sealed days only.
create or replace function rollup_orders_apply_grouped(d rollup_order_delta[]) returns void language plpgsql
set plan_cache_mode = force_generic_plan as $$
declare
  open_from date := rollup_sealed_before();
begin
  with x as (
    select x.*, date_trunc('month', x.day)::date as month, date_trunc('year', x.day)::date as year,
      coalesce((select sum(i.qty) from order_items i where i.order_id = x.id), 0)::bigint as items
    from unnest(d) x
  ), xs as (
    select * from x where day < open_from
  ), a as (
    insert into rollup_orders as r (day, store_id, merchant_id, status, payment_status, payment_method_id,
      delivery_method_id, currency_code, orders, items, subtotal, discount, delivery_charges, grand_total)
    select day, store_id, merchant_id, status, payment_status, payment_method_id, delivery_method_id, currency_code,
      sum(sign), sum(sign * items), sum(sign * subtotal), sum(sign * discount), sum(sign * delivery_charges),
      sum(sign * grand_total)
    from x group by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict on constraint rollup_orders_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, subtotal = r.subtotal + excluded.subtotal,
      discount = r.discount + excluded.discount, delivery_charges = r.delivery_charges + excluded.delivery_charges,
      grand_total = r.grand_total + excluded.grand_total
  ), am as (
    insert into rollup_orders_month as r (day, store_id, merchant_id, status, delivery_method_id, currency_code,
      orders, items, subtotal, discount, delivery_charges, grand_total)
    select month, store_id, merchant_id, status, delivery_method_id, currency_code, sum(sign), sum(sign * items),
      sum(sign * subtotal), sum(sign * discount), sum(sign * delivery_charges), sum(sign * grand_total)
    from xs group by 1, 2, 3, 4, 5, 6
    on conflict on constraint rollup_orders_month_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, subtotal = r.subtotal + excluded.subtotal,
      discount = r.discount + excluded.discount, delivery_charges = r.delivery_charges + excluded.delivery_charges,
      grand_total = r.grand_total + excluded.grand_total
  ), b as (
    insert into rollup_customer_orders as r (day, customer_id, status, currency_code, orders, items, grand_total)
    select day, customer_id, status, currency_code, sum(sign), sum(sign * items), sum(sign * grand_total)
    from x group by 1, 2, 3, 4
    on conflict on constraint rollup_customer_orders_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, grand_total = r.grand_total + excluded.grand_total
  ), bm as (
    insert into rollup_customer_orders_month as r (day, customer_id, status, currency_code, orders, items, grand_total)
    select month, customer_id, status, currency_code, sum(sign), sum(sign * items), sum(sign * grand_total)
    from xs group by 1, 2, 3, 4
    on conflict on constraint rollup_customer_orders_month_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, grand_total = r.grand_total + excluded.grand_total
  ), by as (
    insert into rollup_customer_orders_year as r (day, customer_id, status, currency_code, orders, items, grand_total)
    select year, customer_id, status, currency_code, sum(sign), sum(sign * items), sum(sign * grand_total)
    from xs group by 1, 2, 3, 4
    having sum(sign) <> 0 or sum(sign * items) <> 0 or sum(sign * grand_total) <> 0
    on conflict on constraint rollup_customer_orders_year_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, grand_total = r.grand_total + excluded.grand_total
  ), od as (
    insert into rollup_order_days as r (day, currency_code, status, payment_status, payment_method_id, orders,
      grand_total, items, subtotal, discount, delivery_charges)
    select day, currency_code, status, payment_status, payment_method_id, sum(sign), sum(sign * grand_total),
      sum(sign * items), sum(sign * subtotal), sum(sign * discount), sum(sign * delivery_charges)
    from xs group by 1, 2, 3, 4, 5
    having sum(sign) <> 0 or sum(sign * grand_total) <> 0 or sum(sign * items) <> 0 or sum(sign * subtotal) <> 0
      or sum(sign * discount) <> 0 or sum(sign * delivery_charges) <> 0
    on conflict on constraint rollup_order_days_key do update set
      orders = r.orders + excluded.orders, grand_total = r.grand_total + excluded.grand_total,
      items = r.items + excluded.items, subtotal = r.subtotal + excluded.subtotal,
      discount = r.discount + excluded.discount, delivery_charges = r.delivery_charges + excluded.delivery_charges
  ), sd as (
    insert into rollup_store_days as r (day, store_id, currency_code, orders)
    select day, store_id, currency_code, sum(sign) from xs group by 1, 2, 3 having sum(sign) <> 0
    on conflict on constraint rollup_store_days_key do update set orders = r.orders + excluded.orders
  ), lines as (
    select x.day, x.month, x.year, i.product_id, x.store_id, x.status, x.currency_code, x.sign, i.qty, i.line_total
    from x join order_items i on i.order_id = x.id
  ), cy as (
    insert into rollup_order_products_year as r (day, product_id, store_id, status, currency_code, lines, qty, total)
    select year, product_id, store_id, status, currency_code, sum(sign), sum(sign * qty), sum(sign * line_total)
    from lines where day < open_from group by 1, 2, 3, 4, 5
    having sum(sign) <> 0 or sum(sign * qty) <> 0 or sum(sign * line_total) <> 0
    on conflict on constraint rollup_order_products_year_key do update set
      lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total
  ), cm as (
    insert into rollup_order_products_month as r (day, product_id, store_id, status, currency_code, lines, qty, total)
    select month, product_id, store_id, status, currency_code, sum(sign), sum(sign * qty), sum(sign * line_total)
    from lines where day < open_from group by 1, 2, 3, 4, 5
    on conflict on constraint rollup_order_products_month_key do update set
      lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total
  )
  insert into rollup_order_products as r (day, product_id, store_id, status, currency_code, lines, qty, total)
  select day, product_id, store_id, status, currency_code, sum(sign), sum(sign * qty), sum(sign * line_total)
  from lines group by 1, 2, 3, 4, 5
  on conflict on constraint rollup_order_products_key do update set
    lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total;
end $$;

-- 025's function (an order INSERT whose orders have no lines yet); the derived rollups for sealed days only.
create or replace function rollup_order_heads_apply(d rollup_order_delta[]) returns void language plpgsql
set plan_cache_mode = force_generic_plan as $$
declare
  open_from date := rollup_sealed_before();
begin
  with x as (
    select x.*, date_trunc('month', x.day)::date as month, date_trunc('year', x.day)::date as year
    from unnest(d) x
  ), xs as (
    select * from x where day < open_from
  ), a as (
    insert into rollup_orders as r (day, store_id, merchant_id, status, payment_status, payment_method_id,
      delivery_method_id, currency_code, orders, items, subtotal, discount, delivery_charges, grand_total)
    select day, store_id, merchant_id, status, payment_status, payment_method_id, delivery_method_id, currency_code,
      sum(sign), 0, sum(sign * subtotal), sum(sign * discount), sum(sign * delivery_charges), sum(sign * grand_total)
    from x group by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict on constraint rollup_orders_key do update set
      orders = r.orders + excluded.orders, subtotal = r.subtotal + excluded.subtotal,
      discount = r.discount + excluded.discount, delivery_charges = r.delivery_charges + excluded.delivery_charges,
      grand_total = r.grand_total + excluded.grand_total
  ), am as (
    insert into rollup_orders_month as r (day, store_id, merchant_id, status, delivery_method_id, currency_code,
      orders, items, subtotal, discount, delivery_charges, grand_total)
    select month, store_id, merchant_id, status, delivery_method_id, currency_code, sum(sign), 0,
      sum(sign * subtotal), sum(sign * discount), sum(sign * delivery_charges), sum(sign * grand_total)
    from xs group by 1, 2, 3, 4, 5, 6
    on conflict on constraint rollup_orders_month_key do update set
      orders = r.orders + excluded.orders, subtotal = r.subtotal + excluded.subtotal,
      discount = r.discount + excluded.discount, delivery_charges = r.delivery_charges + excluded.delivery_charges,
      grand_total = r.grand_total + excluded.grand_total
  ), od as (
    insert into rollup_order_days as r (day, currency_code, status, payment_status, payment_method_id, orders,
      grand_total, items, subtotal, discount, delivery_charges)
    select day, currency_code, status, payment_status, payment_method_id, sum(sign), sum(sign * grand_total), 0,
      sum(sign * subtotal), sum(sign * discount), sum(sign * delivery_charges)
    from xs group by 1, 2, 3, 4, 5
    having sum(sign) <> 0 or sum(sign * grand_total) <> 0 or sum(sign * subtotal) <> 0 or sum(sign * discount) <> 0
      or sum(sign * delivery_charges) <> 0
    on conflict on constraint rollup_order_days_key do update set
      orders = r.orders + excluded.orders, grand_total = r.grand_total + excluded.grand_total,
      subtotal = r.subtotal + excluded.subtotal, discount = r.discount + excluded.discount,
      delivery_charges = r.delivery_charges + excluded.delivery_charges
  ), sd as (
    insert into rollup_store_days as r (day, store_id, currency_code, orders)
    select day, store_id, currency_code, sum(sign) from xs group by 1, 2, 3 having sum(sign) <> 0
    on conflict on constraint rollup_store_days_key do update set orders = r.orders + excluded.orders
  ), by as (
    insert into rollup_customer_orders_year as r (day, customer_id, status, currency_code, orders, items, grand_total)
    select year, customer_id, status, currency_code, sum(sign), 0, sum(sign * grand_total)
    from xs group by 1, 2, 3, 4 having sum(sign) <> 0 or sum(sign * grand_total) <> 0
    on conflict on constraint rollup_customer_orders_year_key do update set
      orders = r.orders + excluded.orders, grand_total = r.grand_total + excluded.grand_total
  ), b as (
    insert into rollup_customer_orders as r (day, customer_id, status, currency_code, orders, items, grand_total)
    select day, customer_id, status, currency_code, sum(sign), 0, sum(sign * grand_total)
    from x group by 1, 2, 3, 4
    on conflict on constraint rollup_customer_orders_key do update set
      orders = r.orders + excluded.orders, grand_total = r.grand_total + excluded.grand_total
  )
  insert into rollup_customer_orders_month as r (day, customer_id, status, currency_code, orders, items, grand_total)
  select month, customer_id, status, currency_code, sum(sign), 0, sum(sign * grand_total)
  from xs group by 1, 2, 3, 4
  on conflict on constraint rollup_customer_orders_month_key do update set
    orders = r.orders + excluded.orders, grand_total = r.grand_total + excluded.grand_total;
end $$;

-- 025's function (lines added, changed or removed); the derived rollups for sealed days only.
create or replace function rollup_items_apply(d rollup_item_delta[]) returns void language plpgsql
set plan_cache_mode = force_generic_plan as $$
declare
  tz text := coalesce((select value ->> 'timeZone' from app_settings where key = 'reports'), 'UTC');
  open_from date := rollup_sealed_before();
begin
  with x as (
    select (o.placed_at at time zone tz)::date as day, o.store_id, o.merchant_id, o.customer_id,
      o.status, o.payment_status, o.payment_method_id, o.delivery_method_id, o.currency_code,
      l.product_id, l.qty, l.line_total, l.sign
    from unnest(d) l join orders o on o.id = l.order_id
  ), xs as (
    select * from x where day < open_from
  ), a as (
    insert into rollup_order_products as r (day, product_id, store_id, status, currency_code, lines, qty, total)
    select day, product_id, store_id, status, currency_code, sum(sign), sum(sign * qty), sum(sign * line_total)
    from x group by 1, 2, 3, 4, 5
    on conflict on constraint rollup_order_products_key do update set
      lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total
  ), am as (
    insert into rollup_order_products_month as r (day, product_id, store_id, status, currency_code, lines, qty, total)
    select date_trunc('month', day)::date, product_id, store_id, status, currency_code, sum(sign), sum(sign * qty),
      sum(sign * line_total)
    from xs group by 1, 2, 3, 4, 5
    on conflict on constraint rollup_order_products_month_key do update set
      lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total
  ), ay as (
    insert into rollup_order_products_year as r (day, product_id, store_id, status, currency_code, lines, qty, total)
    select date_trunc('year', day)::date, product_id, store_id, status, currency_code, sum(sign), sum(sign * qty),
      sum(sign * line_total)
    from xs group by 1, 2, 3, 4, 5
    having sum(sign) <> 0 or sum(sign * qty) <> 0 or sum(sign * line_total) <> 0
    on conflict on constraint rollup_order_products_year_key do update set
      lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total
  ), cy as (
    update rollup_customer_orders_year r set items = r.items + s.items
    from (select date_trunc('year', day)::date as day, customer_id, status, currency_code, sum(sign * qty) as items
          from xs group by 1, 2, 3, 4 having sum(sign * qty) <> 0) s
    where r.day = s.day and r.customer_id = s.customer_id and r.status = s.status and r.currency_code = s.currency_code
  ), od as (
    update rollup_order_days r set items = r.items + s.items
    from (select day, currency_code, status, payment_status, payment_method_id, sum(sign * qty) as items
          from xs group by 1, 2, 3, 4, 5 having sum(sign * qty) <> 0) s
    where r.day = s.day and r.currency_code = s.currency_code and r.status = s.status
      and r.payment_status = s.payment_status and r.payment_method_id is not distinct from s.payment_method_id
  ), b as (
    update rollup_orders r set items = r.items + s.items
    from (select day, store_id, merchant_id, status, payment_status, payment_method_id, delivery_method_id,
            currency_code, sum(sign * qty) as items
          from x group by 1, 2, 3, 4, 5, 6, 7, 8) s
    where r.day = s.day and r.store_id = s.store_id and r.merchant_id = s.merchant_id and r.status = s.status
      and r.payment_status = s.payment_status and r.payment_method_id is not distinct from s.payment_method_id
      and r.delivery_method_id is not distinct from s.delivery_method_id and r.currency_code = s.currency_code
  ), bm as (
    update rollup_orders_month r set items = r.items + s.items
    from (select date_trunc('month', day)::date as day, store_id, merchant_id, status, delivery_method_id,
            currency_code, sum(sign * qty) as items
          from xs group by 1, 2, 3, 4, 5, 6) s
    where r.day = s.day and r.store_id = s.store_id and r.merchant_id = s.merchant_id and r.status = s.status
      and r.delivery_method_id is not distinct from s.delivery_method_id and r.currency_code = s.currency_code
  ), c as (
    update rollup_customer_orders r set items = r.items + s.items
    from (select day, customer_id, status, currency_code, sum(sign * qty) as items from x group by 1, 2, 3, 4) s
    where r.day = s.day and r.customer_id = s.customer_id and r.status = s.status and r.currency_code = s.currency_code
  )
  update rollup_customer_orders_month r set items = r.items + s.items
  from (select date_trunc('month', day)::date as day, customer_id, status, currency_code, sum(sign * qty) as items
        from xs group by 1, 2, 3, 4) s
  where r.day = s.day and r.customer_id = s.customer_id and r.status = s.status and r.currency_code = s.currency_code;
end $$;

-- Today and any later day become open: their rows leave the derived rollups.
select rollups_seal(market_day(now()));
