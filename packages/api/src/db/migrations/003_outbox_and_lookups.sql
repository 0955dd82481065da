-- Customer notifications waiting to be delivered (an outbox: the status change and its message commit
-- together; delivery by email/SMS/push is a separate worker, not part of this server).
create table notification_outbox (
  id uuid primary key default gen_random_uuid(),
  event text not null,
  channel text not null check (channel in ('email', 'sms', 'push')),
  customer_id uuid references customers (id) on delete cascade,
  order_id uuid references orders (id) on delete cascade,
  title text not null,
  body text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index notification_outbox_pending_idx on notification_outbox (created_at, id) where status = 'pending';
create index notification_outbox_order_idx on notification_outbox (order_id);
create trigger notification_outbox_touch before update on notification_outbox
  for each row execute function touch_row();

-- Reverse look-ups the membership and coupon rules need: a store's collections, a coupon's uses per customer.
create index store_type_collection_stores_store_idx on store_type_collection_stores (store_id);
create index admin_group_members_account_idx on admin_group_members (account_id);
create index coupon_redemptions_coupon_customer_idx on coupon_redemptions (coupon_id, customer_id);
create index returns_order_idx on returns (order_id);
