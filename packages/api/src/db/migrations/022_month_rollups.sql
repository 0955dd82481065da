-- Month-grain copies of the three big order rollups (issue 13: every report p95 ≤ 50 ms at 1,000,000 orders).
--
-- At a million orders the day-grain rollups hold about a row per order line for the per-product and
-- per-customer reports (rollup_customer_orders 853,000 rows a year, rollup_order_products 419,000), so a
-- 12-month report grouped them for 1.2–1.8 s. These tables hold the same sums per calendar month (`day` is the
-- month's first day); a report whose grouping is not by day or week reads the whole months of its range from
-- them and only the days at its ends from the day tables (reports/engine.ts, `rollupSourceFor`).
--
-- They are kept exactly like the day tables: by the same statement of the same trigger functions (015's
-- rollup_orders_apply and rollup_items_apply, replaced below with one more upsert or update per table), in the
-- same transaction as the write; rollups_rebuild() refills them; each has a base_rollup_*_month view for the
-- exactness test. The month row of an order is shared by the month's orders of the same key, as the day row is
-- by the day's: no row is hotter than the day row the write already updates.
--
-- rollup_orders_month leaves out the payment status and payment method (only the dashboard reads those, per day).

create table rollup_orders_month (
  day date not null,
  store_id uuid not null,
  merchant_id uuid not null,
  status text not null,
  delivery_method_id uuid,
  currency_code char(3) not null,
  orders bigint not null default 0,
  items bigint not null default 0,
  subtotal bigint not null default 0,
  discount bigint not null default 0,
  delivery_charges bigint not null default 0,
  grand_total bigint not null default 0,
  constraint rollup_orders_month_key unique nulls not distinct
    (day, store_id, merchant_id, status, delivery_method_id, currency_code)
);

create table rollup_order_products_month (
  day date not null,
  product_id uuid,
  store_id uuid not null,
  status text not null,
  currency_code char(3) not null,
  lines bigint not null default 0,
  qty bigint not null default 0,
  total bigint not null default 0,
  constraint rollup_order_products_month_key unique nulls not distinct (day, product_id, store_id, status, currency_code)
);

create table rollup_customer_orders_month (
  day date not null,
  customer_id uuid not null,
  status text not null,
  currency_code char(3) not null,
  orders bigint not null default 0,
  items bigint not null default 0,
  grand_total bigint not null default 0,
  constraint rollup_customer_orders_month_key unique (day, customer_id, status, currency_code)
);

create view base_rollup_orders_month as
select date_trunc('month', day)::date as day, store_id, merchant_id, status, delivery_method_id, currency_code,
       sum(orders)::bigint as orders, sum(items)::bigint as items, sum(subtotal)::bigint as subtotal,
       sum(discount)::bigint as discount, sum(delivery_charges)::bigint as delivery_charges,
       sum(grand_total)::bigint as grand_total
from base_rollup_orders group by 1, 2, 3, 4, 5, 6;

create view base_rollup_order_products_month as
select date_trunc('month', day)::date as day, product_id, store_id, status, currency_code, sum(lines)::bigint as lines,
       sum(qty)::bigint as qty, sum(total)::bigint as total
from base_rollup_order_products group by 1, 2, 3, 4, 5;

create view base_rollup_customer_orders_month as
select date_trunc('month', day)::date as day, customer_id, status, currency_code, sum(orders)::bigint as orders,
       sum(items)::bigint as items, sum(grand_total)::bigint as grand_total
from base_rollup_customer_orders group by 1, 2, 3, 4;

create or replace function rollups_rebuild() returns void language plpgsql as $$
begin
  truncate rollup_orders, rollup_order_products, rollup_customer_orders, rollup_returns, rollup_product_returns,
    rollup_coupons, rollup_signups, rollup_wallet, rollup_reward_points, rollup_orders_month,
    rollup_order_products_month, rollup_customer_orders_month;
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
  -- The month tables from the day tables just filled (the same sums as their base views, without a second scan).
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
end $$;

-- 015's function with the three month tables added to its one statement.
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

-- 015's function with the month tables added: the product rows and the orders' item counts of the month.
create or replace function rollup_items_apply(d rollup_item_delta[]) returns void language plpgsql
set plan_cache_mode = force_generic_plan as $$
begin
  with x as (
    select (o.placed_at at time zone market_time_zone())::date as day, o.store_id, o.merchant_id, o.customer_id,
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

-- Existing rollups: their months (no second scan of the base tables).
insert into rollup_orders_month
select date_trunc('month', day)::date, store_id, merchant_id, status, delivery_method_id, currency_code,
       sum(orders), sum(items), sum(subtotal), sum(discount), sum(delivery_charges), sum(grand_total)
from rollup_orders group by 1, 2, 3, 4, 5, 6;
insert into rollup_order_products_month
select date_trunc('month', day)::date, product_id, store_id, status, currency_code, sum(lines), sum(qty), sum(total)
from rollup_order_products group by 1, 2, 3, 4, 5;
insert into rollup_customer_orders_month
select date_trunc('month', day)::date, customer_id, status, currency_code, sum(orders), sum(items), sum(grand_total)
from rollup_customer_orders group by 1, 2, 3, 4;
