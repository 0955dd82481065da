-- Issue 13's write figure: order placement + status change with rollup upkeep ≥ 0.9× of without.
--
-- A profile of the upkeep (perf on a backend placing one-line orders and moving their status, rollups on)
-- put about a third of rollup_orders_apply's time in starting its statement: every one of its ten upserts
-- reads its rows through a hash aggregate (GROUP BY the rollup's key), and each aggregate's hash table and
-- expressions are built on every call, whatever few rows it then sees. The grouping is there for statements
-- that change many orders, whose rows may share a rollup key; an upsert must not meet one key twice.
--
-- A write of one order needs none of it. Its contributions are one row (the order placed) or two (its old row
-- out, its new row in, when its status changed), and status is part of every order rollup's key except
-- rollup_store_days': no key appears twice, so the rows go straight to their upserts. The day's store row
-- (old and new cancel when the store and day stay) and the order's lines (an order may hold a product on two
-- lines) are still grouped, each once. rollup_orders_apply sends one order's writes here and every other
-- statement (a bulk status change, a day moved, payment status alone) to 025's grouping body, as before.
-- Same rollups, same sums: the exactness property test places orders through placeOrder and moves them through
-- changeOrderStatus, and checks one order holding a product twice.
--
-- `pnpm bench:reports --only upkeep` measures the upkeep alone. A first comparison gave 1.76 → 1.35 / 1.45 ms
-- per placement + status change; re-run on a fresh seed it showed no difference (1.24 / 1.29 before, 1.28 / 1.23
-- after): the gain is not shown. The README records the runs.

-- One order's contributions: one delta, or two (old out, new in) with different statuses.
create function rollup_order_apply_one(d rollup_order_delta[]) returns void language plpgsql
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
      sign, sign * items, sign * subtotal, sign * discount, sign * delivery_charges, sign * grand_total
    from x
    on conflict on constraint rollup_orders_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, subtotal = r.subtotal + excluded.subtotal,
      discount = r.discount + excluded.discount, delivery_charges = r.delivery_charges + excluded.delivery_charges,
      grand_total = r.grand_total + excluded.grand_total
  ), am as (
    insert into rollup_orders_month as r (day, store_id, merchant_id, status, delivery_method_id, currency_code,
      orders, items, subtotal, discount, delivery_charges, grand_total)
    select month, store_id, merchant_id, status, delivery_method_id, currency_code, sign, sign * items,
      sign * subtotal, sign * discount, sign * delivery_charges, sign * grand_total
    from x
    on conflict on constraint rollup_orders_month_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, subtotal = r.subtotal + excluded.subtotal,
      discount = r.discount + excluded.discount, delivery_charges = r.delivery_charges + excluded.delivery_charges,
      grand_total = r.grand_total + excluded.grand_total
  ), b as (
    insert into rollup_customer_orders as r (day, customer_id, status, currency_code, orders, items, grand_total)
    select day, customer_id, status, currency_code, sign, sign * items, sign * grand_total from x
    on conflict on constraint rollup_customer_orders_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, grand_total = r.grand_total + excluded.grand_total
  ), bm as (
    insert into rollup_customer_orders_month as r (day, customer_id, status, currency_code, orders, items, grand_total)
    select month, customer_id, status, currency_code, sign, sign * items, sign * grand_total from x
    on conflict on constraint rollup_customer_orders_month_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, grand_total = r.grand_total + excluded.grand_total
  ), by as (
    insert into rollup_customer_orders_year as r (day, customer_id, status, currency_code, orders, items, grand_total)
    select year, customer_id, status, currency_code, sign, sign * items, sign * grand_total from x
    on conflict on constraint rollup_customer_orders_year_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, grand_total = r.grand_total + excluded.grand_total
  ), od as (
    insert into rollup_order_days as r (day, currency_code, status, payment_status, payment_method_id, orders,
      grand_total, items, subtotal, discount, delivery_charges)
    select day, currency_code, status, payment_status, payment_method_id, sign, sign * grand_total, sign * items,
      sign * subtotal, sign * discount, sign * delivery_charges
    from x
    on conflict on constraint rollup_order_days_key do update set
      orders = r.orders + excluded.orders, grand_total = r.grand_total + excluded.grand_total,
      items = r.items + excluded.items, subtotal = r.subtotal + excluded.subtotal,
      discount = r.discount + excluded.discount, delivery_charges = r.delivery_charges + excluded.delivery_charges
  ), sd as (
    insert into rollup_store_days as r (day, store_id, currency_code, orders)
    select day, store_id, currency_code, sum(sign) from x group by 1, 2, 3 having sum(sign) <> 0
    on conflict on constraint rollup_store_days_key do update set orders = r.orders + excluded.orders
  ), lines as (
    -- The order's lines per product, under each of its one or two rows.
    select x.day, x.month, x.year, i.product_id, x.store_id, x.status, x.currency_code, x.sign, i.lines, i.qty,
      i.total
    from x cross join lateral (
      select product_id, count(*) as lines, sum(qty) as qty, sum(line_total) as total
      from order_items where order_id = x.id group by product_id
    ) i
  ), cy as (
    insert into rollup_order_products_year as r (day, product_id, store_id, status, currency_code, lines, qty, total)
    select year, product_id, store_id, status, currency_code, sign * lines, sign * qty, sign * total from lines
    on conflict on constraint rollup_order_products_year_key do update set
      lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total
  ), cm as (
    insert into rollup_order_products_month as r (day, product_id, store_id, status, currency_code, lines, qty, total)
    select month, product_id, store_id, status, currency_code, sign * lines, sign * qty, sign * total from lines
    on conflict on constraint rollup_order_products_month_key do update set
      lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total
  )
  insert into rollup_order_products as r (day, product_id, store_id, status, currency_code, lines, qty, total)
  select day, product_id, store_id, status, currency_code, sign * lines, sign * qty, sign * total from lines
  on conflict on constraint rollup_order_products_key do update set
    lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total;
end $$;

-- rollup_orders_apply (025's, grouping) keeps its body under a new name; the name now chooses. Every caller
-- (the order trigger's INSERT and UPDATE, the delete trigger) reaches the one-order path through it.
alter function rollup_orders_apply(rollup_order_delta[]) rename to rollup_orders_apply_grouped;

create function rollup_orders_apply(d rollup_order_delta[]) returns void language plpgsql as $$
begin
  if cardinality(d) = 1 or (cardinality(d) = 2 and d[1].id = d[2].id and d[1].status <> d[2].status) then
    perform rollup_order_apply_one(d);
  else
    perform rollup_orders_apply_grouped(d);
  end if;
end $$;
