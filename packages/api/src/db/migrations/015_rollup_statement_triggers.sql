-- Cheaper rollup upkeep on the order write path (issue 13: placement and status-change throughput with
-- rollups must stay ≥ 0.9× of without).
--
-- Migration 011 kept the order rollups with row-level triggers that ran one statement per rollup row per sign:
-- placing a one-line order and moving its status cost about eighteen statements inside the server (the item
-- count looked up twice, a product upsert on an order that has no lines yet, two separate updates per line,
-- the time zone looked up for every day computed). Here:
--
-- * orders and order_items get statement-level triggers with transition tables (one per event, as
--   PostgreSQL requires): a statement's changed rows become one array of signed contributions, and one
--   statement — data-modifying CTEs — adds them to every rollup it touches, grouped by rollup key, so each
--   rollup row gets at most one upsert per statement however many orders or lines the statement changed
--   (a status code renamed with ON UPDATE CASCADE, a bulk status change, a seed);
-- * updates that change nothing a report counts (comments, delivery date, version) contribute nothing;
-- * the time zone is read once per statement;
-- * the work is PL/pgSQL, whose statement plans are cached per connection (a LANGUAGE sql function is planned
--   again on every call), and generic: a plan made for the array in hand always looks cheaper than one for
--   any array, so without `force_generic_plan` each call would plan the multi-CTE statement again.
--
-- Deleting an order is the one case left row-level, and BEFORE the delete: its lines are still there to
-- count, and the cascade that removes them afterwards finds no order and adds nothing.
--
-- The rollup tables, their base views and rollups_rebuild() are unchanged, so the rollups stay as they are.

drop trigger orders_rollup on orders;
drop trigger order_items_rollup on order_items;
drop function orders_rollup();
drop function order_items_rollup();

-- One order's contribution, with its sign (+1 added, −1 removed), its day already in the marketplace's zone.
create type rollup_order_delta as (
  id uuid,
  sign integer,
  day date,
  store_id uuid,
  merchant_id uuid,
  customer_id uuid,
  status text,
  payment_status smallint,
  payment_method_id uuid,
  delivery_method_id uuid,
  currency_code char(3),
  subtotal bigint,
  discount bigint,
  delivery_charges bigint,
  grand_total bigint
);

-- One order line's contribution, with its sign.
create type rollup_item_delta as (order_id uuid, product_id uuid, qty bigint, line_total bigint, sign integer);

-- Adds order contributions to rollup_orders, rollup_customer_orders and rollup_order_products: one statement.
-- The order's item count and lines are read as they are now (a line written later adds itself, below).
create function rollup_orders_apply(d rollup_order_delta[]) returns void language plpgsql
set plan_cache_mode = force_generic_plan as $$
begin
  with x as (
    select x.*, coalesce((select sum(i.qty) from order_items i where i.order_id = x.id), 0)::bigint as items
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
  ), b as (
    insert into rollup_customer_orders as r (day, customer_id, status, currency_code, orders, items, grand_total)
    select day, customer_id, status, currency_code, sum(sign), sum(sign * items), sum(sign * grand_total)
    from x group by 1, 2, 3, 4
    on conflict on constraint rollup_customer_orders_key do update set
      orders = r.orders + excluded.orders, items = r.items + excluded.items, grand_total = r.grand_total + excluded.grand_total
  )
  insert into rollup_order_products as r (day, product_id, store_id, status, currency_code, lines, qty, total)
  select x.day, i.product_id, x.store_id, x.status, x.currency_code, sum(x.sign), sum(x.sign * i.qty),
    sum(x.sign * i.line_total)
  from x join order_items i on i.order_id = x.id
  group by 1, 2, 3, 4, 5
  on conflict on constraint rollup_order_products_key do update set
    lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total;
end $$;

-- Adds line contributions under their order's current keys: the product rows and the orders' item counts.
-- Lines of an order that is gone (being deleted: its BEFORE DELETE trigger removed everything) add nothing.
create function rollup_items_apply(d rollup_item_delta[]) returns void language plpgsql
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
  ), b as (
    update rollup_orders r set items = r.items + s.items
    from (select day, store_id, merchant_id, status, payment_status, payment_method_id, delivery_method_id,
            currency_code, sum(sign * qty) as items
          from x group by 1, 2, 3, 4, 5, 6, 7, 8) s
    where r.day = s.day and r.store_id = s.store_id and r.merchant_id = s.merchant_id and r.status = s.status
      and r.payment_status = s.payment_status and r.payment_method_id is not distinct from s.payment_method_id
      and r.delivery_method_id is not distinct from s.delivery_method_id and r.currency_code = s.currency_code
  )
  update rollup_customer_orders r set items = r.items + s.items
  from (select day, customer_id, status, currency_code, sum(sign * qty) as items from x group by 1, 2, 3, 4) s
  where r.day = s.day and r.customer_id = s.customer_id and r.status = s.status and r.currency_code = s.currency_code;
end $$;

-- A coupon's day, currency and revenue come from its order: moves them for orders whose
-- (day, currency, grand total) changed.
create function rollup_order_coupons_apply(d rollup_order_delta[]) returns void language plpgsql
set plan_cache_mode = force_generic_plan as $$
begin
  insert into rollup_coupons as r (day, coupon_id, currency_code, orders, discount, cashback, revenue)
  select x.day, cr.coupon_id, x.currency_code, sum(x.sign),
    sum(x.sign * case when c.type = 'deduct' then cr.amount else 0 end),
    sum(x.sign * case when cr.cashback_status = 'credited' then cr.amount else 0 end),
    sum(x.sign * x.grand_total)
  from unnest(d) x join coupon_redemptions cr on cr.order_id = x.id join coupons c on c.id = cr.coupon_id
  group by 1, 2, 3
  on conflict on constraint rollup_coupons_key do update set
    orders = r.orders + excluded.orders, discount = r.discount + excluded.discount,
    cashback = r.cashback + excluded.cashback, revenue = r.revenue + excluded.revenue;
end $$;

create function orders_rollup_statement() returns trigger language plpgsql as $$
declare
  tz text;
  d rollup_order_delta[];
  moved rollup_order_delta[];
begin
  if not rollups_enabled() then return null; end if;
  tz := market_time_zone();
  if tg_op = 'INSERT' then
    select array_agg(row(n.id, 1, (n.placed_at at time zone tz)::date, n.store_id, n.merchant_id, n.customer_id,
        n.status, n.payment_status, n.payment_method_id, n.delivery_method_id, n.currency_code, n.subtotal,
        n.discount, n.delivery_charges, n.grand_total)::rollup_order_delta)
    into d from new_rows n;
    if d is not null then perform rollup_orders_apply(d); end if;
    return null;
  end if;
  -- UPDATE: the old row's contribution out, the new one's in, for rows where something counted changed.
  select array_agg(v.x) into d
  from old_rows o join new_rows n on n.id = o.id
  cross join lateral (values
    (row(o.id, -1, (o.placed_at at time zone tz)::date, o.store_id, o.merchant_id, o.customer_id, o.status,
       o.payment_status, o.payment_method_id, o.delivery_method_id, o.currency_code, o.subtotal, o.discount,
       o.delivery_charges, o.grand_total)::rollup_order_delta),
    (row(n.id, 1, (n.placed_at at time zone tz)::date, n.store_id, n.merchant_id, n.customer_id, n.status,
       n.payment_status, n.payment_method_id, n.delivery_method_id, n.currency_code, n.subtotal, n.discount,
       n.delivery_charges, n.grand_total)::rollup_order_delta)) v(x)
  where (o.placed_at, o.store_id, o.merchant_id, o.customer_id, o.status, o.payment_status, o.payment_method_id,
         o.delivery_method_id, o.currency_code, o.subtotal, o.discount, o.delivery_charges, o.grand_total)
        is distinct from
        (n.placed_at, n.store_id, n.merchant_id, n.customer_id, n.status, n.payment_status, n.payment_method_id,
         n.delivery_method_id, n.currency_code, n.subtotal, n.discount, n.delivery_charges, n.grand_total);
  if d is null then return null; end if;  -- nothing a report counts changed
  perform rollup_orders_apply(d);
  -- Coupons follow only a change of day, currency or grand total (a status change leaves them alone).
  select array_agg(x) into moved from unnest(d) x
  where x.id in (select y.id from unnest(d) y group by y.id
                 having min(y.day) <> max(y.day) or min(y.currency_code) <> max(y.currency_code)
                     or min(y.grand_total) <> max(y.grand_total));
  if moved is not null then perform rollup_order_coupons_apply(moved); end if;
  return null;
end $$;
create trigger orders_rollup_insert after insert on orders referencing new table as new_rows
  for each statement execute function orders_rollup_statement();
create trigger orders_rollup_update after update on orders referencing old table as old_rows new table as new_rows
  for each statement execute function orders_rollup_statement();

-- Deleting an order removes all it contributed while its lines are still there to count.
create function orders_rollup_delete() returns trigger language plpgsql as $$
begin
  if not rollups_enabled() then return old; end if;
  perform rollup_orders_apply(array[row(old.id, -1, market_day(old.placed_at), old.store_id, old.merchant_id,
    old.customer_id, old.status, old.payment_status, old.payment_method_id, old.delivery_method_id, old.currency_code,
    old.subtotal, old.discount, old.delivery_charges, old.grand_total)::rollup_order_delta]);
  perform rollup_order_coupons_apply(array[row(old.id, -1, market_day(old.placed_at), old.store_id,
    old.merchant_id, old.customer_id, old.status, old.payment_status, old.payment_method_id,
    old.delivery_method_id, old.currency_code, old.subtotal, old.discount, old.delivery_charges,
    old.grand_total)::rollup_order_delta]);
  return old;
end $$;
create trigger orders_rollup_delete before delete on orders
  for each row execute function orders_rollup_delete();

create function order_items_rollup_statement() returns trigger language plpgsql as $$
declare d rollup_item_delta[];
begin
  if not rollups_enabled() then return null; end if;
  if tg_op = 'INSERT' then
    select array_agg(row(n.order_id, n.product_id, n.qty, n.line_total, 1)::rollup_item_delta) into d from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(row(o.order_id, o.product_id, o.qty, o.line_total, -1)::rollup_item_delta) into d from old_rows o;
  else
    select array_agg(v.x) into d
    from old_rows o join new_rows n on n.id = o.id
    cross join lateral (values (row(o.order_id, o.product_id, o.qty, o.line_total, -1)::rollup_item_delta),
                               (row(n.order_id, n.product_id, n.qty, n.line_total, 1)::rollup_item_delta)) v(x)
    where (o.order_id, o.product_id, o.qty, o.line_total) is distinct from (n.order_id, n.product_id, n.qty, n.line_total);
  end if;
  if d is not null then perform rollup_items_apply(d); end if;
  return null;
end $$;
create trigger order_items_rollup_insert after insert on order_items referencing new table as new_rows
  for each statement execute function order_items_rollup_statement();
create trigger order_items_rollup_update after update on order_items
  referencing old table as old_rows new table as new_rows
  for each statement execute function order_items_rollup_statement();
create trigger order_items_rollup_delete after delete on order_items referencing old table as old_rows
  for each statement execute function order_items_rollup_statement();
