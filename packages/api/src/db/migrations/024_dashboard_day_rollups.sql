-- Day rollups for the dashboard (issue 13: dashboard p95 ≤ 50 ms at 1,000,000 orders).
--
-- The dashboard read every rollup_orders row of both periods (day × store × merchant × status × payment status ×
-- payment method × delivery method × currency: 79,000 rows for 12 months at a million orders, 1,700 buffers)
-- and grouped them six ways. What it shows needs far fewer keys:
--
-- * rollup_order_days (day × currency × status × payment status × payment method: orders, grand total; about
--   11 rows a day) answers the per-day KPIs and their series (orders, revenue, average order value, pending,
--   failed payments) for both periods, orders by status and payment methods;
-- * rollup_store_days (day × store × currency: orders; one row per store that sold that day) answers the
--   active stores per day, and, probed per store through rollup_store_days_store_idx, per period.
--
-- Top stores read rollup_orders_month for whole months (reports/dashboard.ts), as top products already did.
--
-- Both are sums of rollup_orders rows, kept by the same statement of the same trigger functions (022's
-- rollup_orders_apply and 023's rollup_order_heads_apply, each with two more upserts below), in the same
-- transaction as the write; rollups_rebuild() refills them from rollup_orders; base_rollup_order_days and
-- base_rollup_store_days compute them from the base tables for the exactness test. Only order rows feed them
-- (no item counts), so rollup_items_apply is unchanged. A statement whose contributions net to nothing for a
-- key (a status change leaves its order's store and day as they were) writes nothing there: a status change
-- costs one more upsert, a placement two.

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
    rollup_order_products_month, rollup_customer_orders_month, rollup_order_days, rollup_store_days;
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
end $$;

-- 022's function with the two dashboard tables added to its one statement.
create or replace function rollup_orders_apply(d rollup_order_delta[]) returns void language plpgsql
set plan_cache_mode = force_generic_plan as $$
begin
  with x as (
    select x.*, date_trunc('month', x.day)::date as month,
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
    select x.day, x.month, i.product_id, x.store_id, x.status, x.currency_code, x.sign, i.qty, i.line_total
    from x join order_items i on i.order_id = x.id
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

-- 023's function (an order INSERT whose orders have no lines yet) with the same two upserts.
create or replace function rollup_order_heads_apply(d rollup_order_delta[]) returns void language plpgsql
set plan_cache_mode = force_generic_plan as $$
begin
  with x as (
    select x.*, date_trunc('month', x.day)::date as month from unnest(d) x
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

-- Existing rollups: the dashboard tables from rollup_orders (no scan of the base tables).
insert into rollup_order_days
select day, currency_code, status, payment_status, payment_method_id, sum(orders), sum(grand_total)
from rollup_orders group by 1, 2, 3, 4, 5 order by 1;
insert into rollup_store_days
select day, store_id, currency_code, sum(orders) from rollup_orders group by 1, 2, 3 order by 1;
