-- Day rollups for the dashboard and year rollups for the per-customer and per-product reports (issue 13: every
-- report and the dashboard p95 ≤ 50 ms at 1,000,000 orders).
--
-- The dashboard read every rollup_orders row of both periods (day × store × merchant × status × payment status ×
-- payment method × delivery method × currency: 79,000 rows for 12 months at a million orders) and grouped them
-- six ways. What it shows needs far fewer keys:
--
-- * rollup_order_days (day × currency × status × payment status × payment method: orders, grand total; about
--   11 rows a day) answers the per-day KPIs and their series (orders, revenue, average order value, pending,
--   failed payments) for both periods, orders by status and payment methods;
-- * rollup_store_days (day × store × currency: orders; one row per store that sold that day) answers the
--   active stores per day, and, probed per store through rollup_store_days_store_idx, per period.
--
-- Top stores read rollup_orders_month for whole months (reports/dashboard.ts), as top products already did.
--
-- A 12-month customer-orders report still read 173,000 rollup_customer_orders_month rows (5,000 customers ×
-- their statuses × 12 months) to show 5,000 groups; the dashboard's top products 35,000
-- rollup_order_products_month rows. rollup_customer_orders_year and rollup_order_products_year hold the same
-- sums per calendar year (`day` = 1 January): a report not grouped by day, week or month reads a mostly covered
-- year as its year row minus the months and days of that year outside the range (engine.ts, `yearTerms`) —
-- for the last 12 months up to today, this year's row minus days to come (none), and last year's few days and
-- month: 43,000 rows instead of 178,000.
--
-- All are sums of rows the triggers already write, kept by the same statement of the same trigger functions
-- (022's rollup_orders_apply, 023's rollup_order_heads_apply and rollup_items_apply, each with more upserts
-- below), in the same transaction as the write; rollups_rebuild() refills them from the day and month tables;
-- each has a base_rollup_* view computing it from the base tables for the exactness test. A statement whose
-- contributions net to nothing for a key (a status change leaves its order's store and day as they were)
-- writes nothing there.

create table rollup_order_days (
  day date not null,
  currency_code char(3) not null,
  status text not null,
  payment_status smallint not null,
  payment_method_id uuid,
  orders bigint not null default 0,
  grand_total bigint not null default 0,
  constraint rollup_order_days_key unique nulls not distinct
    (day, currency_code, status, payment_status, payment_method_id)
);

create table rollup_store_days (
  day date not null,
  store_id uuid not null,
  currency_code char(3) not null,
  orders bigint not null default 0,
  constraint rollup_store_days_key unique (day, currency_code, store_id)
);
-- Whether a store sold in a period: one probe per store (the orders column stays out of the index, so the
-- +1 of a placement remains a HOT update).
create index rollup_store_days_store_idx on rollup_store_days (store_id, currency_code, day);

create table rollup_customer_orders_year (
  day date not null,
  customer_id uuid not null,
  status text not null,
  currency_code char(3) not null,
  orders bigint not null default 0,
  items bigint not null default 0,
  grand_total bigint not null default 0,
  constraint rollup_customer_orders_year_key unique (day, customer_id, status, currency_code)
);

create table rollup_order_products_year (
  day date not null,
  product_id uuid,
  store_id uuid not null,
  status text not null,
  currency_code char(3) not null,
  lines bigint not null default 0,
  qty bigint not null default 0,
  total bigint not null default 0,
  constraint rollup_order_products_year_key unique nulls not distinct (day, product_id, store_id, status, currency_code)
);

create view base_rollup_customer_orders_year as
select date_trunc('year', day)::date as day, customer_id, status, currency_code, sum(orders)::bigint as orders,
       sum(items)::bigint as items, sum(grand_total)::bigint as grand_total
from base_rollup_customer_orders group by 1, 2, 3, 4;

create view base_rollup_order_products_year as
select date_trunc('year', day)::date as day, product_id, store_id, status, currency_code, sum(lines)::bigint as lines,
       sum(qty)::bigint as qty, sum(total)::bigint as total
from base_rollup_order_products group by 1, 2, 3, 4, 5;

create view base_rollup_order_days as
select day, currency_code, status, payment_status, payment_method_id, sum(orders)::bigint as orders,
       sum(grand_total)::bigint as grand_total
from base_rollup_orders group by 1, 2, 3, 4, 5;

create view base_rollup_store_days as
select day, store_id, currency_code, sum(orders)::bigint as orders
from base_rollup_orders group by 1, 2, 3;

create or replace function rollups_rebuild() returns void language plpgsql as $$
begin
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
  -- The month and dashboard tables from the day tables just filled (the same sums as their base views, without
  -- a second scan).
  insert into rollup_orders_month
  select date_trunc('month', day)::date, store_id, merchant_id, status, delivery_method_id, currency_code,
         sum(orders), sum(items), sum(subtotal), sum(discount), sum(delivery_charges), sum(grand_total)
  from rollup_orders group by 1, 2, 3, 4, 5, 6 order by 1;
  insert into rollup_order_products_month
  select date_trunc('month', day)::date, product_id, store_id, status, currency_code, sum(lines), sum(qty), sum(total)
  from rollup_order_products group by 1, 2, 3, 4, 5 order by 1;
  insert into rollup_customer_orders_month
  select date_trunc('month', day)::date, customer_id, status, currency_code, sum(orders), sum(items), sum(grand_total)
  from rollup_customer_orders group by 1, 2, 3, 4 order by 1;
  insert into rollup_order_days
  select day, currency_code, status, payment_status, payment_method_id, sum(orders), sum(grand_total)
  from rollup_orders group by 1, 2, 3, 4, 5 order by 1;
  insert into rollup_store_days
  select day, store_id, currency_code, sum(orders) from rollup_orders group by 1, 2, 3 order by 1;
  insert into rollup_customer_orders_year
  select date_trunc('year', day)::date, customer_id, status, currency_code, sum(orders), sum(items), sum(grand_total)
  from rollup_customer_orders_month group by 1, 2, 3, 4 order by 1;
  insert into rollup_order_products_year
  select date_trunc('year', day)::date, product_id, store_id, status, currency_code, sum(lines), sum(qty), sum(total)
  from rollup_order_products_month group by 1, 2, 3, 4, 5 order by 1;
end $$;

-- 022's function with the dashboard tables and the year rows added to its one statement.
create or replace function rollup_orders_apply(d rollup_order_delta[]) returns void language plpgsql
set plan_cache_mode = force_generic_plan as $$
begin
  with x as (
    select x.*, date_trunc('month', x.day)::date as month, date_trunc('year', x.day)::date as year,
      coalesce((select sum(i.qty) from order_items i where i.order_id = x.id), 0)::bigint as items
    from unnest(d) x
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
    from x group by 1, 2, 3, 4, 5, 6
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
    from x group by 1, 2, 3, 4
    on conflict on constraint rollup_customer_orders_month_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, grand_total = r.grand_total + excluded.grand_total
  ), by as (
    insert into rollup_customer_orders_year as r (day, customer_id, status, currency_code, orders, items, grand_total)
    select year, customer_id, status, currency_code, sum(sign), sum(sign * items), sum(sign * grand_total)
    from x group by 1, 2, 3, 4
    having sum(sign) <> 0 or sum(sign * items) <> 0 or sum(sign * grand_total) <> 0
    on conflict on constraint rollup_customer_orders_year_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, grand_total = r.grand_total + excluded.grand_total
  ), od as (
    insert into rollup_order_days as r (day, currency_code, status, payment_status, payment_method_id, orders,
      grand_total)
    select day, currency_code, status, payment_status, payment_method_id, sum(sign), sum(sign * grand_total)
    from x group by 1, 2, 3, 4, 5 having sum(sign) <> 0 or sum(sign * grand_total) <> 0
    on conflict on constraint rollup_order_days_key do update set
      orders = r.orders + excluded.orders, grand_total = r.grand_total + excluded.grand_total
  ), sd as (
    insert into rollup_store_days as r (day, store_id, currency_code, orders)
    select day, store_id, currency_code, sum(sign) from x group by 1, 2, 3 having sum(sign) <> 0
    on conflict on constraint rollup_store_days_key do update set orders = r.orders + excluded.orders
  ), lines as (
    select x.day, x.month, x.year, i.product_id, x.store_id, x.status, x.currency_code, x.sign, i.qty, i.line_total
    from x join order_items i on i.order_id = x.id
  ), cy as (
    insert into rollup_order_products_year as r (day, product_id, store_id, status, currency_code, lines, qty, total)
    select year, product_id, store_id, status, currency_code, sum(sign), sum(sign * qty), sum(sign * line_total)
    from lines group by 1, 2, 3, 4, 5
    having sum(sign) <> 0 or sum(sign * qty) <> 0 or sum(sign * line_total) <> 0
    on conflict on constraint rollup_order_products_year_key do update set
      lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total
  ), cm as (
    insert into rollup_order_products_month as r (day, product_id, store_id, status, currency_code, lines, qty, total)
    select month, product_id, store_id, status, currency_code, sum(sign), sum(sign * qty), sum(sign * line_total)
    from lines group by 1, 2, 3, 4, 5
    on conflict on constraint rollup_order_products_month_key do update set
      lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total
  )
  insert into rollup_order_products as r (day, product_id, store_id, status, currency_code, lines, qty, total)
  select day, product_id, store_id, status, currency_code, sum(sign), sum(sign * qty), sum(sign * line_total)
  from lines group by 1, 2, 3, 4, 5
  on conflict on constraint rollup_order_products_key do update set
    lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total;
end $$;

-- 023's function (an order INSERT whose orders have no lines yet) with the dashboard and customer year upserts.
create or replace function rollup_order_heads_apply(d rollup_order_delta[]) returns void language plpgsql
set plan_cache_mode = force_generic_plan as $$
begin
  with x as (
    select x.*, date_trunc('month', x.day)::date as month, date_trunc('year', x.day)::date as year
    from unnest(d) x
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
    from x group by 1, 2, 3, 4, 5, 6
    on conflict on constraint rollup_orders_month_key do update set
      orders = r.orders + excluded.orders, subtotal = r.subtotal + excluded.subtotal,
      discount = r.discount + excluded.discount, delivery_charges = r.delivery_charges + excluded.delivery_charges,
      grand_total = r.grand_total + excluded.grand_total
  ), od as (
    insert into rollup_order_days as r (day, currency_code, status, payment_status, payment_method_id, orders,
      grand_total)
    select day, currency_code, status, payment_status, payment_method_id, sum(sign), sum(sign * grand_total)
    from x group by 1, 2, 3, 4, 5 having sum(sign) <> 0 or sum(sign * grand_total) <> 0
    on conflict on constraint rollup_order_days_key do update set
      orders = r.orders + excluded.orders, grand_total = r.grand_total + excluded.grand_total
  ), sd as (
    insert into rollup_store_days as r (day, store_id, currency_code, orders)
    select day, store_id, currency_code, sum(sign) from x group by 1, 2, 3 having sum(sign) <> 0
    on conflict on constraint rollup_store_days_key do update set orders = r.orders + excluded.orders
  ), by as (
    insert into rollup_customer_orders_year as r (day, customer_id, status, currency_code, orders, items, grand_total)
    select year, customer_id, status, currency_code, sum(sign), 0, sum(sign * grand_total)
    from x group by 1, 2, 3, 4 having sum(sign) <> 0 or sum(sign * grand_total) <> 0
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
  from x group by 1, 2, 3, 4
  on conflict on constraint rollup_customer_orders_month_key do update set
    orders = r.orders + excluded.orders, grand_total = r.grand_total + excluded.grand_total;
end $$;

-- 023's function with the year rows of the order lines and of the customers' item counts.
create or replace function rollup_items_apply(d rollup_item_delta[]) returns void language plpgsql
set plan_cache_mode = force_generic_plan as $$
declare
  tz text := coalesce((select value ->> 'timeZone' from app_settings where key = 'reports'), 'UTC');
begin
  with x as (
    select (o.placed_at at time zone tz)::date as day, o.store_id, o.merchant_id, o.customer_id,
      o.status, o.payment_status, o.payment_method_id, o.delivery_method_id, o.currency_code,
      l.product_id, l.qty, l.line_total, l.sign
    from unnest(d) l join orders o on o.id = l.order_id
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
    from x group by 1, 2, 3, 4, 5
    on conflict on constraint rollup_order_products_month_key do update set
      lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total
  ), ay as (
    insert into rollup_order_products_year as r (day, product_id, store_id, status, currency_code, lines, qty, total)
    select date_trunc('year', day)::date, product_id, store_id, status, currency_code, sum(sign), sum(sign * qty),
      sum(sign * line_total)
    from x group by 1, 2, 3, 4, 5
    having sum(sign) <> 0 or sum(sign * qty) <> 0 or sum(sign * line_total) <> 0
    on conflict on constraint rollup_order_products_year_key do update set
      lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total
  ), cy as (
    update rollup_customer_orders_year r set items = r.items + s.items
    from (select date_trunc('year', day)::date as day, customer_id, status, currency_code, sum(sign * qty) as items
          from x group by 1, 2, 3, 4 having sum(sign * qty) <> 0) s
    where r.day = s.day and r.customer_id = s.customer_id and r.status = s.status and r.currency_code = s.currency_code
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
          from x group by 1, 2, 3, 4, 5, 6) s
    where r.day = s.day and r.store_id = s.store_id and r.merchant_id = s.merchant_id and r.status = s.status
      and r.delivery_method_id is not distinct from s.delivery_method_id and r.currency_code = s.currency_code
  ), c as (
    update rollup_customer_orders r set items = r.items + s.items
    from (select day, customer_id, status, currency_code, sum(sign * qty) as items from x group by 1, 2, 3, 4) s
    where r.day = s.day and r.customer_id = s.customer_id and r.status = s.status and r.currency_code = s.currency_code
  )
  update rollup_customer_orders_month r set items = r.items + s.items
  from (select date_trunc('month', day)::date as day, customer_id, status, currency_code, sum(sign * qty) as items
        from x group by 1, 2, 3, 4) s
  where r.day = s.day and r.customer_id = s.customer_id and r.status = s.status and r.currency_code = s.currency_code;
end $$;

-- Existing rollups: the dashboard and year tables from the day and month tables (no scan of the base tables).
insert into rollup_order_days
select day, currency_code, status, payment_status, payment_method_id, sum(orders), sum(grand_total)
from rollup_orders group by 1, 2, 3, 4, 5 order by 1;
insert into rollup_store_days
select day, store_id, currency_code, sum(orders) from rollup_orders group by 1, 2, 3 order by 1;
insert into rollup_customer_orders_year
select date_trunc('year', day)::date, customer_id, status, currency_code, sum(orders), sum(items), sum(grand_total)
from rollup_customer_orders_month group by 1, 2, 3, 4 order by 1;
insert into rollup_order_products_year
select date_trunc('year', day)::date, product_id, store_id, status, currency_code, sum(lines), sum(qty), sum(total)
from rollup_order_products_month group by 1, 2, 3, 4, 5 order by 1;
