-- Issue 13's write figure: order placement + status change with rollup upkeep ≥ 0.9× of without.
--
-- After 027 a write to today's orders kept three day rollups (rollup_orders, rollup_customer_orders,
-- rollup_order_products): one upsert per rollup row, a placement three and a status change six. Measured in a
-- PL/pgSQL loop of placements and status changes (bench:reports --only upkeep), the trigger's own work —
-- building the deltas, the lock, the nested calls — was about a fifth of the upkeep; the upserts were the rest.
-- An upsert checks the key's index for a conflict, locks the row it finds and updates it: that is the cost.
--
-- So writes to orders on open days now append their signed contributions to two buffer tables, as plain
-- inserts (no key, no index, no conflict to check), in the write's transaction as before:
--   rollup_order_buffer       — an order's row: the keys of rollup_orders and rollup_customer_orders, and both
--                               rollups' measures (one buffer serves the two);
--   rollup_order_line_buffer  — its lines: rollup_order_products' keys and measures, a row per line.
-- `rollup_buffer_fold()` moves the buffered rows into the three day rollups: it deletes them and adds their
-- sums per key, in one statement, so a reader sees each row either in a buffer or in its rollup, never both or
-- neither. The server folds every few seconds (reports/rollups.ts), and the seal folds before it moves the date.
--
-- Readers read the three day rollups through views that add the buffered rows (`rollup_orders_live`, …):
-- rows of one key may then appear more than once, and every reader sums them. Reports stay exact at every
-- moment, and read at most a few seconds of writes more.
--
-- Which writes are buffered: the open days' contributions of every order INSERT and UPDATE (the trigger
-- buffers them from its transition tables itself), orders deleted from open days (`rollup_orders_apply`),
-- and the open days' part of lines edited (`rollup_items_apply`, which updated rows that may now still be in
-- a buffer). Writes to sealed days keep all ten rollups directly, as before. So only folds write the open
-- days' rows of the day rollups (`rollup_orders_apply` would still upsert them through its grouping body if a
-- caller sent it deltas on both sides of the seal; none does: correct either way, since readers add both).
--
-- Several folds at once (several processes) take disjoint rows: a DELETE skips the rows another fold deleted
-- and committed. A write that is still open when a fold runs keeps its rows for the next one.

create table rollup_order_buffer (
  day date not null,
  store_id uuid not null,
  merchant_id uuid not null,
  customer_id uuid not null,
  status text not null,
  payment_status smallint not null,
  payment_method_id uuid,
  delivery_method_id uuid,
  currency_code char(3) not null,
  orders bigint not null,
  items bigint not null,
  subtotal bigint not null,
  discount bigint not null,
  delivery_charges bigint not null,
  grand_total bigint not null
);

create table rollup_order_line_buffer (
  day date not null,
  product_id uuid,
  store_id uuid not null,
  status text not null,
  currency_code char(3) not null,
  lines bigint not null,
  qty bigint not null,
  total bigint not null
);

-- What readers read for the three day rollups: their rows and the buffered ones (several rows of a key are
-- summed by every reader).
create view rollup_orders_live as
select day, store_id, merchant_id, status, payment_status, payment_method_id, delivery_method_id, currency_code,
       orders, items, subtotal, discount, delivery_charges, grand_total
from rollup_orders
union all
select day, store_id, merchant_id, status, payment_status, payment_method_id, delivery_method_id, currency_code,
       orders, items, subtotal, discount, delivery_charges, grand_total
from rollup_order_buffer;

create view rollup_customer_orders_live as
select day, customer_id, status, currency_code, orders, items, grand_total from rollup_customer_orders
union all
select day, customer_id, status, currency_code, orders, items, grand_total from rollup_order_buffer;

create view rollup_order_products_live as
select day, product_id, store_id, status, currency_code, lines, qty, total from rollup_order_products
union all
select day, product_id, store_id, status, currency_code, lines, qty, total from rollup_order_line_buffer;

-- Moves the buffered rows into the day rollups; returns how many order rows it moved. Keys are added in key
-- order, so that two folds lock rollup rows in the same order.
create function rollup_buffer_fold() returns bigint language plpgsql as $$
declare
  moved bigint;
begin
  with j as (
    delete from rollup_order_buffer returning *
  ), a as (
    insert into rollup_orders as r (day, store_id, merchant_id, status, payment_status, payment_method_id,
      delivery_method_id, currency_code, orders, items, subtotal, discount, delivery_charges, grand_total)
    select day, store_id, merchant_id, status, payment_status, payment_method_id, delivery_method_id, currency_code,
      sum(orders), sum(items), sum(subtotal), sum(discount), sum(delivery_charges), sum(grand_total)
    from j group by 1, 2, 3, 4, 5, 6, 7, 8
    having sum(orders) <> 0 or sum(items) <> 0 or sum(subtotal) <> 0 or sum(discount) <> 0
      or sum(delivery_charges) <> 0 or sum(grand_total) <> 0
    order by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict on constraint rollup_orders_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, subtotal = r.subtotal + excluded.subtotal,
      discount = r.discount + excluded.discount, delivery_charges = r.delivery_charges + excluded.delivery_charges,
      grand_total = r.grand_total + excluded.grand_total
  ), b as (
    insert into rollup_customer_orders as r (day, customer_id, status, currency_code, orders, items, grand_total)
    select day, customer_id, status, currency_code, sum(orders), sum(items), sum(grand_total)
    from j group by 1, 2, 3, 4
    having sum(orders) <> 0 or sum(items) <> 0 or sum(grand_total) <> 0
    order by 1, 2, 3, 4
    on conflict on constraint rollup_customer_orders_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, grand_total = r.grand_total + excluded.grand_total
  )
  select count(*) into moved from j;
  with l as (
    delete from rollup_order_line_buffer returning *
  )
  insert into rollup_order_products as r (day, product_id, store_id, status, currency_code, lines, qty, total)
  select day, product_id, store_id, status, currency_code, sum(lines), sum(qty), sum(total)
  from l group by 1, 2, 3, 4, 5
  having sum(lines) <> 0 or sum(qty) <> 0 or sum(total) <> 0
  order by 1, 2, 3, 4, 5
  on conflict on constraint rollup_order_products_key do update set
    lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total;
  return moved;
end $$;

-- Orders on open days: their contributions and their lines' go to the buffers as they are (one row per delta
-- and per line; nothing is grouped, so one key may come several times: the fold and the readers sum).
create function rollup_orders_buffer(d rollup_order_delta[]) returns void language plpgsql
set plan_cache_mode = force_generic_plan as $$
begin
  with x as (
    select x.*, coalesce((select sum(i.qty) from order_items i where i.order_id = x.id), 0)::bigint as items
    from unnest(d) x
  ), a as (
    insert into rollup_order_buffer (day, store_id, merchant_id, customer_id, status, payment_status,
      payment_method_id, delivery_method_id, currency_code, orders, items, subtotal, discount, delivery_charges,
      grand_total)
    select day, store_id, merchant_id, customer_id, status, payment_status, payment_method_id, delivery_method_id,
      currency_code, sign, sign * items, sign * subtotal, sign * discount, sign * delivery_charges,
      sign * grand_total
    from x
  )
  insert into rollup_order_line_buffer (day, product_id, store_id, status, currency_code, lines, qty, total)
  select x.day, i.product_id, x.store_id, x.status, x.currency_code, x.sign, x.sign * i.qty, x.sign * i.line_total
  from x join order_items i on i.order_id = x.id;
end $$;

-- 027's entry point (an order deleted; the trigger's sealed days' deltas): orders all on open days go to the
-- buffers, whatever their number (plain expressions for one order's one or two deltas, a query for more); one
-- order on sealed days keeps all ten rollups (026); anything else takes the grouping body.
create or replace function rollup_orders_apply(d rollup_order_delta[]) returns void language plpgsql as $$
declare
  open_from date := rollup_sealed_before();
begin
  if (cardinality(d) = 1 and d[1].day >= open_from)
     or (cardinality(d) = 2 and d[1].day >= open_from and d[2].day >= open_from)
     or (cardinality(d) > 2 and (select bool_and(x.day >= open_from) from unnest(d) x)) then
    perform rollup_orders_buffer(d);
    return;
  end if;
  if (cardinality(d) = 1 or (cardinality(d) = 2 and d[1].id = d[2].id and d[1].status <> d[2].status))
     and d[1].day < open_from and d[cardinality(d)].day < open_from then
    perform rollup_order_apply_one(d);
    return;
  end if;
  perform rollup_orders_apply_grouped(d);
end $$;

drop function rollup_order_apply_one_open(rollup_order_delta[]);

-- 025's trigger function, buffering in its own statement: the rows of orders on open days go from the transition
-- tables straight to the buffers, without the array of deltas, the nested calls and the switch of plan mode the
-- general path takes (in a loop of placements and status changes, interleaved, about 0.06 ms a pair less: a
-- tenth of the time with rollups; the loop's spread is as large, so the gain is small and not sharp). Each delta is
-- a signed contribution on its own day, so a statement's open deltas can be buffered while its sealed ones
-- (an order moved across the seal, a write to an older order) take the paths above. An order INSERT whose
-- order has no lines yet buffers its row with no items: the lines, when written, buffer theirs.
create or replace function orders_rollup_statement() returns trigger language plpgsql as $$
declare
  open_from date;
  d rollup_order_delta[];
  has_lines boolean;
  moved rollup_order_delta[];
begin
  if not rollups_enabled() then return null; end if;  -- a SQL expression, inlined: no statement of its own
  open_from := rollup_sealed_before();
  if tg_op = 'INSERT' then
    with n as materialized (
      select n.id, (n.placed_at at time zone z.tz)::date as day, n.store_id, n.merchant_id, n.customer_id, n.status,
        n.payment_status, n.payment_method_id, n.delivery_method_id, n.currency_code, n.subtotal, n.discount,
        n.delivery_charges, n.grand_total
      from new_rows n
      cross join (select coalesce((select value ->> 'timeZone' from app_settings where key = 'reports'), 'UTC') as tz) z
    ), a as (
      insert into rollup_order_buffer (day, store_id, merchant_id, customer_id, status, payment_status,
        payment_method_id, delivery_method_id, currency_code, orders, items, subtotal, discount, delivery_charges,
        grand_total)
      select day, store_id, merchant_id, customer_id, status, payment_status, payment_method_id, delivery_method_id,
        currency_code, 1, coalesce((select sum(i.qty) from order_items i where i.order_id = n.id), 0), subtotal,
        discount, delivery_charges, grand_total
      from n where day >= open_from
    ), b as (
      insert into rollup_order_line_buffer (day, product_id, store_id, status, currency_code, lines, qty, total)
      select n.day, i.product_id, n.store_id, n.status, n.currency_code, 1, i.qty, i.line_total
      from n join order_items i on i.order_id = n.id where n.day >= open_from
    )
    -- has_lines: some of the sealed days' orders already have lines (placeOrder writes them first).
    select array_agg(row(id, 1, day, store_id, merchant_id, customer_id, status, payment_status, payment_method_id,
        delivery_method_id, currency_code, subtotal, discount, delivery_charges, grand_total)::rollup_order_delta),
      bool_or(exists (select 1 from order_items i where i.order_id = n.id))
    into d, has_lines
    from n where day < open_from;
    if d is null then return null; end if;
    if has_lines then perform rollup_orders_apply(d); else perform rollup_order_heads_apply(d); end if;
    return null;
  end if;
  -- UPDATE: the old row's contribution out, the new one's in, for rows where something counted changed; the
  -- open days' to the buffers, the sealed days' in `d`; `moved`: both contributions of the orders whose
  -- placement time, currency or grand total changed (their coupon rows may move).
  with v as materialized (
    select v.*, (o.placed_at is distinct from n.placed_at or o.currency_code is distinct from n.currency_code
                 or o.grand_total is distinct from n.grand_total) as coupons_may_move
    from old_rows o join new_rows n on n.id = o.id
    cross join (select coalesce((select value ->> 'timeZone' from app_settings where key = 'reports'), 'UTC') as tz) z
    cross join lateral (values
      (o.id, -1, (o.placed_at at time zone z.tz)::date, o.store_id, o.merchant_id, o.customer_id, o.status,
       o.payment_status, o.payment_method_id, o.delivery_method_id, o.currency_code, o.subtotal, o.discount,
       o.delivery_charges, o.grand_total),
      (n.id, 1, (n.placed_at at time zone z.tz)::date, n.store_id, n.merchant_id, n.customer_id, n.status,
       n.payment_status, n.payment_method_id, n.delivery_method_id, n.currency_code, n.subtotal, n.discount,
       n.delivery_charges, n.grand_total)
    ) v(id, sign, day, store_id, merchant_id, customer_id, status, payment_status, payment_method_id,
        delivery_method_id, currency_code, subtotal, discount, delivery_charges, grand_total)
    where (o.placed_at, o.store_id, o.merchant_id, o.customer_id, o.status, o.payment_status, o.payment_method_id,
           o.delivery_method_id, o.currency_code, o.subtotal, o.discount, o.delivery_charges, o.grand_total)
          is distinct from
          (n.placed_at, n.store_id, n.merchant_id, n.customer_id, n.status, n.payment_status, n.payment_method_id,
           n.delivery_method_id, n.currency_code, n.subtotal, n.discount, n.delivery_charges, n.grand_total)
  ), a as (
    insert into rollup_order_buffer (day, store_id, merchant_id, customer_id, status, payment_status,
      payment_method_id, delivery_method_id, currency_code, orders, items, subtotal, discount, delivery_charges,
      grand_total)
    select day, store_id, merchant_id, customer_id, status, payment_status, payment_method_id, delivery_method_id,
      currency_code, sign, sign * coalesce((select sum(i.qty) from order_items i where i.order_id = v.id), 0),
      sign * subtotal, sign * discount, sign * delivery_charges, sign * grand_total
    from v where day >= open_from
  ), b as (
    insert into rollup_order_line_buffer (day, product_id, store_id, status, currency_code, lines, qty, total)
    select v.day, i.product_id, v.store_id, v.status, v.currency_code, v.sign, v.sign * i.qty, v.sign * i.line_total
    from v join order_items i on i.order_id = v.id where v.day >= open_from
  )
  select array_agg(row(id, sign, day, store_id, merchant_id, customer_id, status, payment_status, payment_method_id,
      delivery_method_id, currency_code, subtotal, discount, delivery_charges, grand_total)::rollup_order_delta)
      filter (where day < open_from),
    array_agg(row(id, sign, day, store_id, merchant_id, customer_id, status, payment_status, payment_method_id,
      delivery_method_id, currency_code, subtotal, discount, delivery_charges, grand_total)::rollup_order_delta)
      filter (where coupons_may_move)
  into d, moved
  from v;
  if d is not null then perform rollup_orders_apply(d); end if;
  if moved is not null then
    -- Only the orders whose day, currency or grand total moved (a status change leaves coupons alone).
    select array_agg(x) into moved from unnest(moved) x
    where x.id in (select y.id from unnest(moved) y group by y.id
                   having min(y.day) <> max(y.day) or min(y.currency_code) <> max(y.currency_code)
                       or min(y.grand_total) <> max(y.grand_total));
    if moved is not null then perform rollup_order_coupons_apply(moved); end if;
  end if;
  return null;
end $$;

-- 027's function (lines added, changed or removed): sealed days as before; the open days' lines and item
-- counts go to the buffers (their order's rows may not have been folded yet, so an UPDATE could miss them).
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
  ), ob as (
    insert into rollup_order_line_buffer (day, product_id, store_id, status, currency_code, lines, qty, total)
    select day, product_id, store_id, status, currency_code, sign, sign * qty, sign * line_total
    from x where day >= open_from
  ), oo as (
    insert into rollup_order_buffer (day, store_id, merchant_id, customer_id, status, payment_status,
      payment_method_id, delivery_method_id, currency_code, orders, items, subtotal, discount, delivery_charges,
      grand_total)
    select day, store_id, merchant_id, customer_id, status, payment_status, payment_method_id, delivery_method_id,
      currency_code, 0, sign * qty, 0, 0, 0, 0
    from x where day >= open_from
  ), a as (
    insert into rollup_order_products as r (day, product_id, store_id, status, currency_code, lines, qty, total)
    select day, product_id, store_id, status, currency_code, sum(sign), sum(sign * qty), sum(sign * line_total)
    from xs group by 1, 2, 3, 4, 5
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
          from xs group by 1, 2, 3, 4, 5, 6, 7, 8) s
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
    from (select day, customer_id, status, currency_code, sum(sign * qty) as items from xs group by 1, 2, 3, 4) s
    where r.day = s.day and r.customer_id = s.customer_id and r.status = s.status and r.currency_code = s.currency_code
  )
  update rollup_customer_orders_month r set items = r.items + s.items
  from (select date_trunc('month', day)::date as day, customer_id, status, currency_code, sum(sign * qty) as items
        from xs group by 1, 2, 3, 4) s
  where r.day = s.day and r.customer_id = s.customer_id and r.status = s.status and r.currency_code = s.currency_code;
end $$;

-- 027's seal, folding the buffers first: under the seal's lock every write that buffered rows has committed,
-- so the days it seals are whole in the day rollups when their rows are added to the derived ones.
create or replace function rollups_seal(d date) returns boolean language plpgsql as $$
declare was date;
begin
  perform pg_advisory_xact_lock(rollup_seal_lock_key());
  perform rollup_buffer_fold();
  select before into was from rollup_seal;
  if d = was then return false; end if;
  if d > was then perform rollup_periods_add(was, d, 1); else perform rollup_periods_add(d, was, -1); end if;
  update rollup_seal set before = d;
  return true;
end $$;

-- 027's rebuild, emptying the buffers with the rollups (the base tables already hold what they held).
create or replace function rollups_rebuild() returns void language plpgsql as $$
begin
  perform pg_advisory_xact_lock(rollup_seal_lock_key());
  truncate rollup_orders, rollup_order_products, rollup_customer_orders, rollup_returns, rollup_product_returns,
    rollup_coupons, rollup_signups, rollup_wallet, rollup_reward_points, rollup_orders_month,
    rollup_order_products_month, rollup_customer_orders_month, rollup_order_days, rollup_store_days,
    rollup_customer_orders_year, rollup_order_products_year, rollup_order_buffer, rollup_order_line_buffer;
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
