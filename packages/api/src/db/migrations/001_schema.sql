-- Marketplace back-office schema. Rules live here too (FK, CHECK, UNIQUE, exclusion), not only in code.
-- Every table carries created_at, updated_at and version; touch_row() bumps the last two on update.

create extension if not exists btree_gist;

create function touch_row() returns trigger language plpgsql as $$
begin
  new.updated_at := now();
  new.version := old.version + 1;
  return new;
end $$;

-- Identity and staff --------------------------------------------------------------------------------

create table accounts (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text not null,
  first_name text not null default '',
  last_name text,
  image_url text,
  phone text,
  role text check (role in ('admin', 'support')),
  is_active boolean not null default true,
  failed_login_count integer not null default 0 check (failed_login_count >= 0),
  locked_until timestamptz,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create unique index accounts_email_key on accounts (lower(email));

create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  account_id uuid not null references accounts (id) on delete cascade,
  family_id uuid not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  replaced_by uuid references refresh_tokens (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index refresh_tokens_family_idx on refresh_tokens (family_id);
create index refresh_tokens_account_idx on refresh_tokens (account_id);

create table admin_groups (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table admin_group_members (
  group_id uuid not null references admin_groups (id) on delete cascade,
  account_id uuid not null references accounts (id) on delete cascade,
  primary key (group_id, account_id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table customer_groups (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  description text,
  discount_percent integer not null default 0 check (discount_percent between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

-- Geography and configuration -----------------------------------------------------------------------

create table states (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  code char(2) not null unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table cities (
  id uuid primary key default gen_random_uuid(),
  -- RESTRICT: a state with cities cannot be deleted (error 701).
  state_id uuid not null references states (id) on delete restrict,
  name text not null,
  unique (state_id, name),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table currencies (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 3 and 80),
  code char(3) not null unique check (code ~ '^[A-Z]{3}$'),
  symbol_left text,
  symbol_right text,
  decimal_places smallint not null default 2 check (decimal_places between 0 and 4),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create unique index currencies_one_default on currencies (is_default) where is_default;

create table languages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 2 and 20),
  code text not null unique check (char_length(code) between 2 and 6),
  locale text not null check (char_length(locale) between 2 and 50),
  is_rtl boolean not null default false,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create unique index languages_one_default on languages (is_default) where is_default;

create table payment_methods (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  name text not null,
  fee bigint not null default 0 check (fee >= 0),
  is_active boolean not null default true,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table delivery_methods (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  name text not null,
  fee bigint not null default 0 check (fee >= 0),
  is_active boolean not null default true,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table order_statuses (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[a-z][a-z0-9_]*$'),
  name text not null,
  colour text not null default '#4b7cf3',
  sort integer not null default 0,
  is_terminal boolean not null default false,
  notify_customer boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table order_status_transitions (
  from_status text not null references order_statuses (code) on update cascade on delete cascade,
  to_status text not null references order_statuses (code) on update cascade on delete cascade,
  primary key (from_status, to_status),
  check (from_status <> to_status),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table delivery_system_statuses (
  id uuid primary key default gen_random_uuid(),
  provider text not null,
  code text not null,
  name text not null,
  maps_to_order_status text references order_statuses (code) on update cascade on delete set null,
  unique (provider, code),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table notifications (
  id uuid primary key default gen_random_uuid(),
  event text not null,
  channel text not null check (channel in ('email', 'sms', 'push')),
  language_code text not null,
  title text not null,
  body text not null,
  unique (event, channel, language_code),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table pages (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title text not null,
  body text not null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table onboardings (
  id uuid primary key default gen_random_uuid(),
  image text,
  title text not null,
  text text not null,
  sort integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table app_menu (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  link text not null,
  icon text,
  sort integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table app_settings (
  key text primary key,
  value jsonb not null,
  -- Secret values (payment keys) are write-only: the API never returns them.
  is_secret boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

-- Merchants, stores, catalogue ----------------------------------------------------------------------

create table merchants (
  id uuid primary key default gen_random_uuid(),
  legal_name text not null,
  contact_name text not null,
  email text not null,
  phone text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'suspended')),
  commission_type text not null default 'percent' check (commission_type in ('percent', 'fixed')),
  commission_value bigint not null default 0 check (commission_value >= 0),
  is_active boolean not null default true,
  constraint merchants_commission_value_check1 check (commission_type <> 'percent' or commission_value <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create unique index merchants_email_key on merchants (lower(email));

create table store_types (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null unique,
  icon text,
  sort integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table stores (
  id uuid primary key default gen_random_uuid(),
  merchant_id uuid not null references merchants (id) on delete restrict,
  store_type_id uuid not null references store_types (id) on delete restrict,
  city_id uuid references cities (id) on delete restrict,
  currency_code char(3) not null default 'USD' references currencies (code) on update cascade,
  name text not null,
  slug text not null unique,
  zip_code text,
  address text,
  lat numeric(9, 6) check (lat between -90 and 90),
  lng numeric(9, 6) check (lng between -180 and 180),
  logo text,
  banner text,
  asap boolean not null default true,
  preparation_time integer not null default 20 check (preparation_time >= 0),
  buffer_time integer not null default 0 check (buffer_time >= 0),
  minimum_order_amount bigint not null default 0 check (minimum_order_amount >= 0),
  maximum_order_amount bigint,
  free_delivery_amount bigint check (free_delivery_amount >= 0),
  commission_type text not null default 'percent' check (commission_type in ('percent', 'fixed')),
  commission_value bigint not null default 0 check (commission_value >= 0),
  discount integer not null default 0 check (discount between 0 and 100),
  average_price bigint check (average_price >= 0),
  meta_title text,
  meta_description text,
  is_open boolean not null default true,
  is_active boolean not null default true,
  constraint stores_maximum_order_amount_check check (maximum_order_amount is null or maximum_order_amount >= minimum_order_amount),
  constraint stores_commission_value_check1 check (commission_type <> 'percent' or commission_value <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index stores_merchant_idx on stores (merchant_id);
create index stores_store_type_idx on stores (store_type_id);
create index stores_name_idx on stores (name, id);

create table store_type_collections (
  id uuid primary key default gen_random_uuid(),
  store_type_id uuid not null references store_types (id) on delete cascade,
  name text not null,
  image text,
  sort integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table store_type_collection_stores (
  collection_id uuid not null references store_type_collections (id) on delete cascade,
  store_id uuid not null references stores (id) on delete cascade,
  primary key (collection_id, store_id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

-- A time range type so the exclusion constraint can say "no two slots of a store overlap on a day".
create type time_range as range (subtype = time);

create table store_timeslots (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null references stores (id) on delete cascade,
  weekday smallint not null check (weekday between 0 and 6),
  opens_at time not null,
  closes_at time not null,
  constraint store_timeslots_closes_at_check check (closes_at > opens_at),
  constraint store_timeslots_no_overlap exclude using gist (
    store_id with =, weekday with =, time_range(opens_at, closes_at) with &&
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table categories (
  id uuid primary key default gen_random_uuid(),
  parent_id uuid references categories (id) on delete restrict,
  name text not null,
  slug text not null unique,
  image text,
  sort integer not null default 0,
  is_active boolean not null default true,
  check (parent_id is null or parent_id <> id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table products (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null references stores (id) on delete restrict,
  category_id uuid references categories (id) on delete set null,
  name text not null,
  sku text not null,
  description text,
  image text,
  price bigint not null check (price >= 0),
  compare_at_price bigint,
  stock integer not null default 0 check (stock >= 0),
  is_available boolean not null default true,
  constraint products_sku_key unique (store_id, sku),
  constraint products_compare_at_price_check check (compare_at_price is null or compare_at_price >= price),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index products_store_idx on products (store_id, name);
create index products_category_idx on products (category_id);

create table filter_groups (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null unique,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table filters (
  id uuid primary key default gen_random_uuid(),
  group_id uuid references filter_groups (id) on delete set null,
  merchant_id uuid not null references merchants (id) on delete cascade,
  name text not null check (char_length(name) between 2 and 30),
  description text not null check (char_length(description) between 5 and 200),
  slug text not null unique check (char_length(slug) between 3 and 60),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table help_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  sort integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table help (
  id uuid primary key default gen_random_uuid(),
  category_id uuid references help_categories (id) on delete set null,
  question text not null check (char_length(question) between 10 and 100),
  answer text not null check (char_length(answer) between 15 and 1000),
  sort integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

-- Customers, orders, payments -----------------------------------------------------------------------

create table customers (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  group_id uuid references customer_groups (id) on delete set null,
  reward_points integer not null default 0 check (reward_points >= 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create unique index customers_email_key on customers (lower(email));
create index customers_name_idx on customers (name, id);
create index customers_created_idx on customers (created_at desc, id);

create table customer_addresses (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  label text not null default 'Home',
  line1 text not null,
  city_id uuid references cities (id) on delete restrict,
  zip_code text,
  lat numeric(9, 6),
  lng numeric(9, 6),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table coupons (
  id uuid primary key default gen_random_uuid(),
  code text not null,
  title text not null,
  type text not null check (type in ('deduct', 'cashback')),
  discount_type text not null check (discount_type in ('fixed', 'percentage')),
  discount_value bigint not null check (discount_value >= 0),
  max_discount bigint check (max_discount >= 0),
  min_order_amount bigint not null default 0 check (min_order_amount >= 0),
  valid_from timestamptz not null,
  valid_to timestamptz not null,
  total_limit integer check (total_limit >= 0),
  per_customer_limit integer check (per_customer_limit >= 0),
  store_id uuid references stores (id) on delete cascade,
  store_type_id uuid references store_types (id) on delete cascade,
  is_active boolean not null default true,
  constraint coupons_discount_value_check1 check (discount_type <> 'percentage' or discount_value <= 100),
  constraint coupons_valid_to_check check (valid_from < valid_to),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create unique index coupons_code_key on coupons (lower(code));

create table orders (
  id uuid primary key default gen_random_uuid(),
  order_no text not null unique,
  customer_id uuid not null references customers (id) on delete restrict,
  store_id uuid not null references stores (id) on delete restrict,
  merchant_id uuid not null references merchants (id) on delete restrict,
  payment_method_id uuid references payment_methods (id) on delete restrict,
  delivery_method_id uuid references delivery_methods (id) on delete restrict,
  delivery_date date,
  timeslot text,
  status text not null references order_statuses (code) on update cascade on delete restrict,
  payment_status smallint not null default 1 check (payment_status between 1 and 4),
  currency_code char(3) not null default 'USD',
  subtotal bigint not null check (subtotal >= 0),
  delivery_charges bigint not null default 0 check (delivery_charges >= 0),
  discount bigint not null default 0 check (discount >= 0),
  coupon_id uuid references coupons (id) on delete restrict,
  reward_points_used integer not null default 0 check (reward_points_used >= 0),
  reward_discount bigint not null default 0 check (reward_discount >= 0),
  wallet_used bigint not null default 0 check (wallet_used >= 0),
  grand_total bigint not null check (grand_total >= 0),
  comments text,
  placed_at timestamptz not null default now(),
  constraint orders_grand_total_check1 check (
    grand_total = subtotal + delivery_charges - discount - reward_discount - wallet_used
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
-- The list's sorts and filters, each ending in id so keyset pagination is stable.
create index orders_placed_idx on orders (placed_at desc, id desc);
create index orders_status_placed_idx on orders (status, placed_at desc, id desc);
create index orders_payment_status_placed_idx on orders (payment_status, placed_at desc, id desc);
create index orders_customer_placed_idx on orders (customer_id, placed_at desc, id desc);
create index orders_store_placed_idx on orders (store_id, placed_at desc, id desc);
create index orders_merchant_placed_idx on orders (merchant_id, placed_at desc, id desc);
create index orders_grand_total_idx on orders (grand_total, id);

create table order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  product_id uuid references products (id) on delete set null,
  name text not null,
  unit_price bigint not null check (unit_price >= 0),
  qty integer not null check (qty > 0),
  line_total bigint not null,
  constraint order_items_line_total_check check (line_total = unit_price * qty),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index order_items_order_idx on order_items (order_id);

create table order_history (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  from_status text references order_statuses (code) on update cascade,
  to_status text not null references order_statuses (code) on update cascade,
  actor_id uuid references accounts (id) on delete set null,
  comment text,
  notify_customer boolean not null default false,
  at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index order_history_order_idx on order_history (order_id, at);

create table returns (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete restrict,
  items jsonb not null default '[]',
  reason text not null,
  status text not null default 'requested' check (status in ('requested', 'approved', 'rejected', 'refunded')),
  refund_amount bigint not null default 0 check (refund_amount >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table coupon_redemptions (
  id uuid primary key default gen_random_uuid(),
  coupon_id uuid not null references coupons (id) on delete restrict,
  customer_id uuid not null references customers (id) on delete restrict,
  order_id uuid not null unique references orders (id) on delete cascade,
  amount bigint not null check (amount >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

-- Marketing -----------------------------------------------------------------------------------------

create table sliders (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  image text not null,
  link text,
  sort integer not null default 0,
  active_from timestamptz,
  active_to timestamptz,
  is_active boolean not null default true,
  constraint sliders_active_to_check check (active_from is null or active_to is null or active_from < active_to),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table store_sliders (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null references stores (id) on delete cascade,
  title text not null,
  image text not null,
  link text,
  sort integer not null default 0,
  active_from timestamptz,
  active_to timestamptz,
  is_active boolean not null default true,
  constraint store_sliders_active_to_check check (active_from is null or active_to is null or active_from < active_to),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table app_starts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  image text not null,
  link text,
  duration_seconds integer not null default 3 check (duration_seconds between 0 and 60),
  sort integer not null default 0,
  active_from timestamptz,
  active_to timestamptz,
  is_active boolean not null default true,
  constraint app_starts_active_to_check check (active_from is null or active_to is null or active_from < active_to),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

-- Wallets: an append-only double-entry ledger -------------------------------------------------------

create table wallet_accounts (
  id uuid primary key default gen_random_uuid(),
  owner_type text not null check (owner_type in ('customer', 'merchant', 'platform')),
  owner_id uuid,
  owner_name text not null,
  currency_code char(3) not null default 'USD',
  -- Lowest allowed balance: 0 for customers, null (no floor) for merchants and the platform.
  balance_floor bigint,
  -- Cached sum of postings, kept by a trigger in the posting's transaction; never written by the API.
  balance bigint not null default 0,
  constraint wallet_accounts_balance_check check (balance_floor is null or balance >= balance_floor),
  constraint wallet_accounts_owner_key unique (owner_type, owner_id, currency_code),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table journal_entries (
  id uuid primary key default gen_random_uuid(),
  type text not null,
  idempotency_key text not null unique,
  order_id uuid references orders (id) on delete restrict,
  created_by uuid references accounts (id) on delete set null,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table wallet_postings (
  id uuid primary key default gen_random_uuid(),
  journal_id uuid not null references journal_entries (id) on delete restrict,
  account_id uuid not null references wallet_accounts (id) on delete restrict,
  amount bigint not null check (amount <> 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index wallet_postings_account_idx on wallet_postings (account_id, created_at desc, id desc);
create index wallet_postings_journal_idx on wallet_postings (journal_id);

create function wallet_postings_apply() returns trigger language plpgsql as $$
begin
  update wallet_accounts set balance = balance + new.amount where id = new.account_id;
  return new;
end $$;
create trigger wallet_postings_apply after insert on wallet_postings
  for each row execute function wallet_postings_apply();

create function wallet_postings_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'wallet postings are append-only; post a reversing journal instead' using errcode = 'P0001';
end $$;
create trigger wallet_postings_append_only before update or delete on wallet_postings
  for each row execute function wallet_postings_append_only();

-- Checked at commit so a journal's postings may be inserted one by one.
create function journal_balances() returns trigger language plpgsql as $$
declare total bigint;
begin
  select coalesce(sum(amount), 0) into total from wallet_postings where journal_id = new.journal_id;
  if total <> 0 then
    raise exception 'journal % does not balance (sum %)', new.journal_id, total using errcode = '23514';
  end if;
  return null;
end $$;
create constraint trigger journal_balances after insert on wallet_postings
  deferrable initially deferred for each row execute function journal_balances();

-- Jobs, audit ---------------------------------------------------------------------------------------

create table jobs (
  id uuid primary key default gen_random_uuid(),
  type text not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed')),
  progress integer not null default 0 check (progress between 0 and 100),
  params jsonb not null default '{}',
  result jsonb,
  error text,
  attempts integer not null default 0,
  created_by uuid references accounts (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table audit_log (
  id uuid primary key default gen_random_uuid(),
  actor_id uuid references accounts (id) on delete set null,
  entity text not null,
  entity_id text not null,
  action text not null check (action in ('create', 'update', 'delete', 'status', 'post')),
  diff jsonb not null,
  at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index audit_log_entity_idx on audit_log (entity, entity_id, at desc);
create index audit_log_at_idx on audit_log (at desc, id desc);

-- Bump updated_at and version on every update of every table.
do $$
declare t text;
begin
  for t in select table_name from information_schema.columns
           where table_schema = current_schema() and column_name = 'version' and table_name <> 'wallet_postings'
  loop
    execute format('create trigger %I before update on %I for each row execute function touch_row()', t || '_touch', t);
  end loop;
end $$;
