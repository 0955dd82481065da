-- Reports and the dashboard read rollup tables, never `orders`/`order_items` (issue 13). Each rollup is kept
-- current by triggers in the same transaction as the write that changes it, so every write path — GraphQL
-- mutations, generic resource writes, seeds, psql — keeps it exact without knowing about it, on PGlite and
-- PostgreSQL alike. A trigger subtracts the old row's contribution and adds the new one (an upsert on the
-- rollup's key), so updates and deletes are handled like inserts.
--
-- Each rollup has a `base_rollup_*` view computing the same rows from the base tables: `rollups_rebuild()`
-- refills the rollups from them (`pnpm rollups:rebuild`, after `seed:scale`, after a time-zone change), and
-- the exactness test compares both.
--
-- `set local market.rollups = 'off'` skips the triggers for bulk loads that rebuild afterwards (the seeds).

-- Days are days in the marketplace's time zone (app setting `reports.timeZone`, default UTC).
create function market_time_zone() returns text language sql stable as $$
  select coalesce((select value ->> 'timeZone' from app_settings where key = 'reports'), 'UTC')
$$;
create function market_day(ts timestamptz) returns date language sql stable as $$
  select (ts at time zone market_time_zone())::date
$$;
create function rollups_enabled() returns boolean language sql stable as $$
  select coalesce(current_setting('market.rollups', true), '') <> 'off'
$$;

-- Reward points had only a balance (customers.reward_points); reports need movements over time. Both stay in
-- step: an `earned`/`redeemed` entry moves the balance, and a balance written directly (a new customer, the
-- customer form) is recorded as an `opening`/`adjustment` entry that only records it.
create table reward_point_entries (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  points integer not null check (points <> 0),
  reason text not null check (reason in ('opening', 'earned', 'redeemed', 'adjustment')),
  order_id uuid references orders (id) on delete set null,
  created_at timestamptz not null default now()
);
create index reward_point_entries_customer_idx on reward_point_entries (customer_id, created_at);

create function reward_point_entries_apply() returns trigger language plpgsql as $$
begin
  if new.reason in ('earned', 'redeemed') then
    update customers set reward_points = reward_points + new.points where id = new.customer_id;
  end if;
  return new;
end $$;
create trigger reward_point_entries_apply after insert on reward_point_entries
  for each row execute function reward_point_entries_apply();

create function customers_reward_points_ledger() returns trigger language plpgsql as $$
declare delta integer;
begin
  -- Depth 1: the balance was written directly, not by reward_point_entries_apply above.
  if pg_trigger_depth() > 1 then return null; end if;
  if tg_op = 'INSERT' then delta := new.reward_points; else delta := new.reward_points - old.reward_points; end if;
  if delta <> 0 then
    -- The entry records the movement only: the balance is already written.
    insert into reward_point_entries (customer_id, points, reason, created_at)
    values (new.id, delta, case when tg_op = 'INSERT' then 'opening' else 'adjustment' end,
            case when tg_op = 'INSERT' then new.created_at else now() end);
  end if;
  return null;
end $$;

-- ---------------------------------------------------------------------------------------------------------
-- Rollup tables. Keys allow nulls (an order without a payment method) and treat them as equal.

create table rollup_orders (
  day date not null,
  store_id uuid not null,
  merchant_id uuid not null,
  status text not null,
  payment_status smallint not null,
  payment_method_id uuid,
  delivery_method_id uuid,
  currency_code char(3) not null,
  orders bigint not null default 0,
  items bigint not null default 0,
  subtotal bigint not null default 0,
  discount bigint not null default 0,
  delivery_charges bigint not null default 0,
  grand_total bigint not null default 0,
  constraint rollup_orders_key unique nulls not distinct
    (day, store_id, merchant_id, status, payment_status, payment_method_id, delivery_method_id, currency_code)
);

create table rollup_order_products (
  day date not null,
  product_id uuid,
  store_id uuid not null,
  status text not null,
  currency_code char(3) not null,
  lines bigint not null default 0,
  qty bigint not null default 0,
  total bigint not null default 0,
  constraint rollup_order_products_key unique nulls not distinct (day, product_id, store_id, status, currency_code)
);

create table rollup_customer_orders (
  day date not null,
  customer_id uuid not null,
  status text not null,
  currency_code char(3) not null,
  orders bigint not null default 0,
  items bigint not null default 0,
  grand_total bigint not null default 0,
  constraint rollup_customer_orders_key unique (day, customer_id, status, currency_code)
);

create table rollup_returns (
  day date not null,
  merchant_id uuid not null,
  store_id uuid not null,
  customer_id uuid not null,
  status text not null,
  currency_code char(3) not null,
  returns bigint not null default 0,
  items bigint not null default 0,
  refunded bigint not null default 0,
  constraint rollup_returns_key unique (day, merchant_id, store_id, customer_id, status, currency_code)
);

create table rollup_product_returns (
  day date not null,
  product_id uuid,
  status text not null,
  currency_code char(3) not null,
  qty bigint not null default 0,
  refunded bigint not null default 0,
  constraint rollup_product_returns_key unique nulls not distinct (day, product_id, status, currency_code)
);

create table rollup_coupons (
  day date not null,
  coupon_id uuid not null,
  currency_code char(3) not null,
  orders bigint not null default 0,
  discount bigint not null default 0,
  cashback bigint not null default 0,
  revenue bigint not null default 0,
  constraint rollup_coupons_key unique (day, coupon_id, currency_code)
);

create table rollup_signups (
  day date not null,
  kind text not null check (kind in ('customer', 'merchant', 'store')),
  group_id uuid,
  signups bigint not null default 0,
  constraint rollup_signups_key unique nulls not distinct (day, kind, group_id)
);

create table rollup_wallet (
  day date not null,
  account_id uuid not null,
  owner_type text not null,
  owner_id uuid,
  currency_code char(3) not null,
  credits bigint not null default 0,
  debits bigint not null default 0,
  constraint rollup_wallet_key unique (day, account_id)
);

create table rollup_reward_points (
  day date not null,
  customer_id uuid not null,
  earned bigint not null default 0,
  spent bigint not null default 0,
  constraint rollup_reward_points_key unique (day, customer_id)
);

-- Per-entity reports read their entity's rows over a range: lead with the entity where it is the grouping.
create index rollup_orders_day_idx on rollup_orders (day);
create index rollup_order_products_day_idx on rollup_order_products (day);
create index rollup_customer_orders_day_idx on rollup_customer_orders (day);
create index rollup_returns_day_idx on rollup_returns (day);
create index rollup_reward_points_customer_idx on rollup_reward_points (customer_id, day);

-- ---------------------------------------------------------------------------------------------------------
-- Base views: the same rows computed from the base tables (rebuild, exactness test, bench comparison).

create function return_lines(p_items jsonb, p_refund bigint)
returns table (order_item_id uuid, product_id uuid, qty bigint, refunded bigint)
language sql stable as $$
  -- A return's refund is shared among its lines in proportion to their worth (unit price × quantity
  -- returned), rounded down; what rounding leaves goes to the first line (by order item id).
  with l as (
    select oi.id, oi.product_id, sum((e ->> 'qty')::bigint) as qty, sum((e ->> 'qty')::bigint) * oi.unit_price as worth
    from jsonb_array_elements(p_items) e join order_items oi on oi.id = (e ->> 'orderItemId')::uuid
    group by oi.id, oi.product_id, oi.unit_price
  ), s as (
    select l.*, case when sum(worth) over () = 0 then 0 else p_refund * worth / sum(worth) over () end as share,
           row_number() over (order by id) as n
    from l
  )
  select id, product_id, qty,
         share + case when n = 1 then p_refund - sum(share) over () else 0 end
  from s
$$;

create view base_rollup_orders as
select market_day(o.placed_at) as day, o.store_id, o.merchant_id, o.status, o.payment_status, o.payment_method_id,
       o.delivery_method_id, o.currency_code, count(*)::bigint as orders,
       coalesce(sum((select sum(qty) from order_items i where i.order_id = o.id)), 0)::bigint as items,
       sum(o.subtotal)::bigint as subtotal, sum(o.discount)::bigint as discount,
       sum(o.delivery_charges)::bigint as delivery_charges, sum(o.grand_total)::bigint as grand_total
from orders o
group by 1, 2, 3, 4, 5, 6, 7, 8;

create view base_rollup_order_products as
select market_day(o.placed_at) as day, i.product_id, o.store_id, o.status, o.currency_code, count(*)::bigint as lines,
       sum(i.qty)::bigint as qty, sum(i.line_total)::bigint as total
from order_items i join orders o on o.id = i.order_id
group by 1, 2, 3, 4, 5;

create view base_rollup_customer_orders as
select market_day(o.placed_at) as day, o.customer_id, o.status, o.currency_code, count(*)::bigint as orders,
       coalesce(sum((select sum(qty) from order_items i where i.order_id = o.id)), 0)::bigint as items,
       sum(o.grand_total)::bigint as grand_total
from orders o
group by 1, 2, 3, 4;

create view base_rollup_returns as
select market_day(r.created_at) as day, o.merchant_id, o.store_id, o.customer_id, r.status, o.currency_code,
       count(*)::bigint as returns,
       coalesce(sum((select sum((e ->> 'qty')::bigint) from jsonb_array_elements(r.items) e)), 0)::bigint as items,
       sum(r.refund_amount)::bigint as refunded
from returns r join orders o on o.id = r.order_id
group by 1, 2, 3, 4, 5, 6;

create view base_rollup_product_returns as
select market_day(r.created_at) as day, l.product_id, r.status, o.currency_code, sum(l.qty)::bigint as qty,
       sum(l.refunded)::bigint as refunded
from returns r join orders o on o.id = r.order_id cross join lateral return_lines(r.items, r.refund_amount) l
group by 1, 2, 3, 4;

create view base_rollup_coupons as
select market_day(o.placed_at) as day, cr.coupon_id, o.currency_code, count(*)::bigint as orders,
       sum(case when c.type = 'deduct' then cr.amount else 0 end)::bigint as discount,
       sum(case when cr.cashback_status = 'credited' then cr.amount else 0 end)::bigint as cashback,
       sum(o.grand_total)::bigint as revenue
from coupon_redemptions cr join orders o on o.id = cr.order_id join coupons c on c.id = cr.coupon_id
group by 1, 2, 3;

create view base_rollup_signups as
select market_day(created_at) as day, 'customer'::text as kind, group_id, count(*)::bigint as signups
from customers group by 1, 3
union all
select market_day(created_at), 'merchant', null::uuid, count(*) from merchants group by 1
union all
select market_day(created_at), 'store', null::uuid, count(*) from stores group by 1;

create view base_rollup_wallet as
select market_day(p.created_at) as day, p.account_id, a.owner_type, a.owner_id, a.currency_code,
       sum(greatest(p.amount, 0))::bigint as credits, sum(greatest(-p.amount, 0))::bigint as debits
from wallet_postings p join wallet_accounts a on a.id = p.account_id
group by 1, 2, 3, 4, 5;

create view base_rollup_reward_points as
select market_day(created_at) as day, customer_id, sum(greatest(points, 0))::bigint as earned,
       sum(greatest(-points, 0))::bigint as spent
from reward_point_entries group by 1, 2;

create function rollups_rebuild() returns void language plpgsql as $$
begin
  truncate rollup_orders, rollup_order_products, rollup_customer_orders, rollup_returns, rollup_product_returns,
    rollup_coupons, rollup_signups, rollup_wallet, rollup_reward_points;
  insert into rollup_orders select * from base_rollup_orders;
  insert into rollup_order_products select * from base_rollup_order_products;
  insert into rollup_customer_orders select * from base_rollup_customer_orders;
  insert into rollup_returns select * from base_rollup_returns;
  insert into rollup_product_returns select * from base_rollup_product_returns;
  insert into rollup_coupons select * from base_rollup_coupons;
  insert into rollup_signups select * from base_rollup_signups;
  insert into rollup_wallet select * from base_rollup_wallet;
  insert into rollup_reward_points select * from base_rollup_reward_points;
end $$;

-- ---------------------------------------------------------------------------------------------------------
-- Maintenance: one function per rollup adds (sign = 1) or removes (sign = -1) one base row's contribution.

create function rollup_order(o orders, sign integer) returns void language plpgsql as $$
declare
  d date := market_day(o.placed_at);
  n bigint := coalesce((select sum(qty) from order_items where order_id = o.id), 0);
begin
  insert into rollup_orders as r (day, store_id, merchant_id, status, payment_status, payment_method_id,
    delivery_method_id, currency_code, orders, items, subtotal, discount, delivery_charges, grand_total)
  values (d, o.store_id, o.merchant_id, o.status, o.payment_status, o.payment_method_id, o.delivery_method_id,
    o.currency_code, sign, sign * n, sign * o.subtotal, sign * o.discount, sign * o.delivery_charges, sign * o.grand_total)
  on conflict on constraint rollup_orders_key do update set
    orders = r.orders + excluded.orders, items = r.items + excluded.items, subtotal = r.subtotal + excluded.subtotal,
    discount = r.discount + excluded.discount, delivery_charges = r.delivery_charges + excluded.delivery_charges,
    grand_total = r.grand_total + excluded.grand_total;

  insert into rollup_customer_orders as r (day, customer_id, status, currency_code, orders, items, grand_total)
  values (d, o.customer_id, o.status, o.currency_code, sign, sign * n, sign * o.grand_total)
  on conflict on constraint rollup_customer_orders_key do update set
    orders = r.orders + excluded.orders, items = r.items + excluded.items, grand_total = r.grand_total + excluded.grand_total;

  insert into rollup_order_products as r (day, product_id, store_id, status, currency_code, lines, qty, total)
  select d, i.product_id, o.store_id, o.status, o.currency_code, sign * count(*), sign * sum(i.qty), sign * sum(i.line_total)
  from order_items i where i.order_id = o.id group by i.product_id
  on conflict on constraint rollup_order_products_key do update set
    lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total;
end $$;

-- One order line: its product row, and the item count of its order's rows.
create function rollup_order_item(i order_items, sign integer) returns void language plpgsql as $$
declare o orders;
begin
  select * into o from orders where id = i.order_id;
  if not found then return; end if;  -- the order is being deleted; its trigger removed everything
  insert into rollup_order_products as r (day, product_id, store_id, status, currency_code, lines, qty, total)
  values (market_day(o.placed_at), i.product_id, o.store_id, o.status, o.currency_code, sign, sign * i.qty, sign * i.line_total)
  on conflict on constraint rollup_order_products_key do update set
    lines = r.lines + excluded.lines, qty = r.qty + excluded.qty, total = r.total + excluded.total;
  update rollup_orders set items = items + sign * i.qty
  where day = market_day(o.placed_at) and store_id = o.store_id and merchant_id = o.merchant_id and status = o.status
    and payment_status = o.payment_status and payment_method_id is not distinct from o.payment_method_id
    and delivery_method_id is not distinct from o.delivery_method_id and currency_code = o.currency_code;
  update rollup_customer_orders set items = items + sign * i.qty
  where day = market_day(o.placed_at) and customer_id = o.customer_id and status = o.status
    and currency_code = o.currency_code;
end $$;

create function rollup_return(ret returns, sign integer) returns void language plpgsql as $$
declare
  o orders;
  d date := market_day(ret.created_at);
begin
  select * into o from orders where id = ret.order_id;
  insert into rollup_returns as r (day, merchant_id, store_id, customer_id, status, currency_code, returns, items, refunded)
  values (d, o.merchant_id, o.store_id, o.customer_id, ret.status, o.currency_code, sign,
    sign * coalesce((select sum((e ->> 'qty')::bigint) from jsonb_array_elements(ret.items) e), 0), sign * ret.refund_amount)
  on conflict on constraint rollup_returns_key do update set
    returns = r.returns + excluded.returns, items = r.items + excluded.items, refunded = r.refunded + excluded.refunded;
  insert into rollup_product_returns as r (day, product_id, status, currency_code, qty, refunded)
  select d, l.product_id, ret.status, o.currency_code, sign * sum(l.qty), sign * sum(l.refunded)
  from return_lines(ret.items, ret.refund_amount) l group by l.product_id
  on conflict on constraint rollup_product_returns_key do update set
    qty = r.qty + excluded.qty, refunded = r.refunded + excluded.refunded;
end $$;

create function rollup_redemption(cr coupon_redemptions, sign integer) returns void language plpgsql as $$
declare
  o orders;
  kind text;
begin
  select * into o from orders where id = cr.order_id;
  if not found then return; end if;
  select type into kind from coupons where id = cr.coupon_id;
  insert into rollup_coupons as r (day, coupon_id, currency_code, orders, discount, cashback, revenue)
  values (market_day(o.placed_at), cr.coupon_id, o.currency_code, sign,
    sign * case when kind = 'deduct' then cr.amount else 0 end,
    sign * case when cr.cashback_status = 'credited' then cr.amount else 0 end, sign * o.grand_total)
  on conflict on constraint rollup_coupons_key do update set
    orders = r.orders + excluded.orders, discount = r.discount + excluded.discount,
    cashback = r.cashback + excluded.cashback, revenue = r.revenue + excluded.revenue;
end $$;

create function rollup_signup(kind text, created timestamptz, group_id uuid, sign integer) returns void
language plpgsql as $$
begin
  insert into rollup_signups as r (day, kind, group_id, signups) values (market_day(created), kind, group_id, sign)
  on conflict on constraint rollup_signups_key do update set signups = r.signups + excluded.signups;
end $$;

-- ---------------------------------------------------------------------------------------------------------
-- Triggers.

create function orders_rollup() returns trigger language plpgsql as $$
declare cr coupon_redemptions;
begin
  if not rollups_enabled() then return null; end if;
  if tg_op = 'UPDATE' and (old.placed_at, old.store_id, old.merchant_id, old.customer_id, old.status,
      old.payment_status, old.payment_method_id, old.delivery_method_id, old.currency_code, old.subtotal,
      old.discount, old.delivery_charges, old.grand_total) is not distinct from
     (new.placed_at, new.store_id, new.merchant_id, new.customer_id, new.status, new.payment_status,
      new.payment_method_id, new.delivery_method_id, new.currency_code, new.subtotal, new.discount,
      new.delivery_charges, new.grand_total) then
    return null;  -- comments, delivery date, version: nothing a report counts
  end if;
  if tg_op in ('UPDATE', 'DELETE') then perform rollup_order(old, -1); end if;
  if tg_op in ('UPDATE', 'INSERT') then perform rollup_order(new, 1); end if;
  -- A coupon's day, currency and revenue come from its order.
  if tg_op = 'UPDATE' and (old.placed_at, old.currency_code, old.grand_total) is distinct from
                          (new.placed_at, new.currency_code, new.grand_total) then
    select * into cr from coupon_redemptions where order_id = new.id;
    if found then
      update rollup_coupons set orders = orders - 1,
        discount = discount - case when (select type from coupons where id = cr.coupon_id) = 'deduct' then cr.amount else 0 end,
        cashback = cashback - case when cr.cashback_status = 'credited' then cr.amount else 0 end,
        revenue = revenue - old.grand_total
      where day = market_day(old.placed_at) and coupon_id = cr.coupon_id and currency_code = old.currency_code;
      perform rollup_redemption(cr, 1);
    end if;
  end if;
  return null;
end $$;
create trigger orders_rollup after insert or update or delete on orders
  for each row execute function orders_rollup();

create function order_items_rollup() returns trigger language plpgsql as $$
begin
  if not rollups_enabled() then return null; end if;
  if tg_op in ('UPDATE', 'DELETE') then perform rollup_order_item(old, -1); end if;
  if tg_op in ('UPDATE', 'INSERT') then perform rollup_order_item(new, 1); end if;
  return null;
end $$;
create trigger order_items_rollup after insert or update or delete on order_items
  for each row execute function order_items_rollup();

create function returns_rollup() returns trigger language plpgsql as $$
begin
  if not rollups_enabled() then return null; end if;
  if tg_op = 'UPDATE' and (old.created_at, old.order_id, old.status, old.items, old.refund_amount)
     is not distinct from (new.created_at, new.order_id, new.status, new.items, new.refund_amount) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then perform rollup_return(old, -1); end if;
  if tg_op in ('UPDATE', 'INSERT') then perform rollup_return(new, 1); end if;
  return null;
end $$;
create trigger returns_rollup after insert or update or delete on returns
  for each row execute function returns_rollup();

create function coupon_redemptions_rollup() returns trigger language plpgsql as $$
begin
  if not rollups_enabled() then return null; end if;
  if tg_op = 'UPDATE' and (old.coupon_id, old.order_id, old.amount, old.cashback_status)
     is not distinct from (new.coupon_id, new.order_id, new.amount, new.cashback_status) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then perform rollup_redemption(old, -1); end if;
  if tg_op in ('UPDATE', 'INSERT') then perform rollup_redemption(new, 1); end if;
  return null;
end $$;
create trigger coupon_redemptions_rollup after insert or update or delete on coupon_redemptions
  for each row execute function coupon_redemptions_rollup();

create function signups_rollup() returns trigger language plpgsql as $$
declare
  kind text := case tg_table_name when 'customers' then 'customer' when 'merchants' then 'merchant' else 'store' end;
  old_group uuid;
  new_group uuid;
begin
  if not rollups_enabled() then return null; end if;
  if kind = 'customer' then
    if tg_op <> 'INSERT' then old_group := old.group_id; end if;
    if tg_op <> 'DELETE' then new_group := new.group_id; end if;
  end if;
  if tg_op = 'UPDATE' and old.created_at is not distinct from new.created_at and old_group is not distinct from new_group then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then perform rollup_signup(kind, old.created_at, old_group, -1); end if;
  if tg_op in ('UPDATE', 'INSERT') then perform rollup_signup(kind, new.created_at, new_group, 1); end if;
  return null;
end $$;
create trigger customers_rollup after insert or update or delete on customers
  for each row execute function signups_rollup();
create trigger merchants_rollup after insert or update or delete on merchants
  for each row execute function signups_rollup();
create trigger stores_rollup after insert or update or delete on stores
  for each row execute function signups_rollup();
create trigger customers_reward_points_ledger after insert or update of reward_points on customers
  for each row execute function customers_reward_points_ledger();

-- Postings are append-only (001), so only inserts count.
create function wallet_postings_rollup() returns trigger language plpgsql as $$
begin
  if not rollups_enabled() then return null; end if;
  insert into rollup_wallet as r (day, account_id, owner_type, owner_id, currency_code, credits, debits)
  select market_day(new.created_at), a.id, a.owner_type, a.owner_id, a.currency_code,
         greatest(new.amount, 0), greatest(-new.amount, 0)
  from wallet_accounts a where a.id = new.account_id
  on conflict on constraint rollup_wallet_key do update set
    credits = r.credits + excluded.credits, debits = r.debits + excluded.debits;
  return null;
end $$;
create trigger wallet_postings_rollup after insert on wallet_postings
  for each row execute function wallet_postings_rollup();

create function reward_point_entries_rollup() returns trigger language plpgsql as $$
declare
  e reward_point_entries := case when tg_op = 'DELETE' then old else new end;
  sign integer := case when tg_op = 'DELETE' then -1 else 1 end;
begin
  if not rollups_enabled() then return null; end if;
  insert into rollup_reward_points as r (day, customer_id, earned, spent)
  values (market_day(e.created_at), e.customer_id, sign * greatest(e.points, 0), sign * greatest(-e.points, 0))
  on conflict on constraint rollup_reward_points_key do update set
    earned = r.earned + excluded.earned, spent = r.spent + excluded.spent;
  return null;
end $$;
create trigger reward_point_entries_rollup after insert or delete on reward_point_entries
  for each row execute function reward_point_entries_rollup();

-- Another time zone moves every day boundary: recompute in the same transaction as the setting.
create function app_settings_time_zone() returns trigger language plpgsql as $$
declare
  before text;
  after text;
begin
  if tg_op <> 'INSERT' and old.key = 'reports' then before := old.value ->> 'timeZone'; end if;
  if tg_op <> 'DELETE' and new.key = 'reports' then after := new.value ->> 'timeZone'; end if;
  if before is distinct from after then perform rollups_rebuild(); end if;
  return null;
end $$;
create trigger app_settings_time_zone after insert or update or delete on app_settings
  for each row execute function app_settings_time_zone();

-- Existing data (databases migrated from before this migration): balances so far become opening entries.
insert into reward_point_entries (customer_id, points, reason, created_at)
select id, reward_points, 'opening', created_at from customers where reward_points <> 0;
select rollups_rebuild();
