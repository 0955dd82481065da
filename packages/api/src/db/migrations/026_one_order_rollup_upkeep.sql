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
-- lines) are still grouped, each once. The trigger function sends one order's writes here and every other
-- statement (a bulk status change, a day moved, payment status alone) to 025's rollup_orders_apply, as before.
-- Same rollups, same sums: the exactness property test places orders through placeOrder and moves them through
-- changeOrderStatus, and checks one order holding a product twice.
--
-- `pnpm bench:reports --only upkeep` (the database alone placing a one-line order and moving it, with and
-- without the triggers) on copies of the 1,000,000-order bench seed, before and after, alternated: upkeep
-- 1.76 → 1.35 / 1.45 ms of the database's time per placement + status change (medians of the blocks 1.72 →
-- 1.32 / 1.20). The README records the runs.

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

-- 025's trigger function; a statement that wrote one order goes to rollup_order_apply_one.
create or replace function orders_rollup_statement() returns trigger language plpgsql as $$
declare
  d rollup_order_delta[];
  has_lines boolean;
  any_moved boolean;
  moved rollup_order_delta[];
begin
  if not rollups_enabled() then return null; end if;  -- a SQL expression, inlined: no statement of its own
  if tg_op = 'INSERT' then
    -- has_lines: some of these orders already have lines (placeOrder writes them first).
    select array_agg(row(n.id, 1, (n.placed_at at time zone z.tz)::date, n.store_id, n.merchant_id, n.customer_id,
        n.status, n.payment_status, n.payment_method_id, n.delivery_method_id, n.currency_code, n.subtotal,
        n.discount, n.delivery_charges, n.grand_total)::rollup_order_delta),
      bool_or(exists (select 1 from order_items i where i.order_id = n.id))
    into d, has_lines
    from new_rows n
    cross join (select coalesce((select value ->> 'timeZone' from app_settings where key = 'reports'), 'UTC') as tz) z;
    if d is null then return null; end if;
    if cardinality(d) = 1 then perform rollup_order_apply_one(d);
    elsif has_lines then perform rollup_orders_apply(d);
    else perform rollup_order_heads_apply(d);
    end if;
    return null;
  end if;
  -- UPDATE: the old row's contribution out, the new one's in, for rows where something counted changed;
  -- any_moved: some order's day, currency or grand total changed (its coupon rows move).
  select array_agg(v.x), bool_or(o.placed_at is distinct from n.placed_at or o.currency_code is distinct from n.currency_code
                                 or o.grand_total is distinct from n.grand_total)
  into d, any_moved
  from old_rows o join new_rows n on n.id = o.id
  cross join (select coalesce((select value ->> 'timeZone' from app_settings where key = 'reports'), 'UTC') as tz) z
  cross join lateral (values
    (row(o.id, -1, (o.placed_at at time zone z.tz)::date, o.store_id, o.merchant_id, o.customer_id, o.status,
       o.payment_status, o.payment_method_id, o.delivery_method_id, o.currency_code, o.subtotal, o.discount,
       o.delivery_charges, o.grand_total)::rollup_order_delta),
    (row(n.id, 1, (n.placed_at at time zone z.tz)::date, n.store_id, n.merchant_id, n.customer_id, n.status,
       n.payment_status, n.payment_method_id, n.delivery_method_id, n.currency_code, n.subtotal, n.discount,
       n.delivery_charges, n.grand_total)::rollup_order_delta)) v(x)
  where (o.placed_at, o.store_id, o.merchant_id, o.customer_id, o.status, o.payment_status, o.payment_method_id,
         o.delivery_method_id, o.currency_code, o.subtotal, o.discount, o.delivery_charges, o.grand_total)
        is distinct from
        (n.placed_at, n.store_id, n.merchant_id, n.customer_id, n.status, n.payment_status, n.payment_method_id,
         n.delivery_method_id, n.currency_code, n.subtotal, n.discount, n.delivery_charges, n.grand_total);
  if d is null then return null; end if;  -- nothing a report counts changed
  -- One order (its old row out, its new in) whose status changed: every key but the store day's differs.
  if cardinality(d) = 2 and d[1].status <> d[2].status then perform rollup_order_apply_one(d);
  else perform rollup_orders_apply(d);
  end if;
  if any_moved then
    -- Only the orders whose day, currency or grand total moved (a status change leaves coupons alone).
    select array_agg(x) into moved from unnest(d) x
    where x.id in (select y.id from unnest(d) y group by y.id
                   having min(y.day) <> max(y.day) or min(y.currency_code) <> max(y.currency_code)
                       or min(y.grand_total) <> max(y.grand_total));
    if moved is not null then perform rollup_order_coupons_apply(moved); end if;
  end if;
  return null;
end $$;
