-- What a configurable order status means to the money rules: null while an order is still in progress.
alter table order_statuses add column outcome text
  constraint order_statuses_outcome_check check (outcome in ('delivered', 'cancelled', 'refunded'));
update order_statuses set outcome = code where code in ('delivered', 'cancelled', 'refunded');

-- The language a customer reads notifications in; null means the default language.
alter table customers add column language_code text
  references languages (code) on update cascade on delete set null;

-- A cashback coupon's money moves with the order: pending at placement, credited when the order is
-- delivered, reversed on cancel/refund (what the wallet allowed; the rest is the platform's shortfall).
alter table coupon_redemptions
  add column cashback_status text
    constraint coupon_redemptions_cashback_status_check check (cashback_status in ('pending', 'credited', 'reversed')),
  add column cashback_reversed bigint not null default 0
    constraint coupon_redemptions_cashback_reversed_check check (cashback_reversed >= 0),
  add column cashback_shortfall bigint not null default 0
    constraint coupon_redemptions_cashback_shortfall_check check (cashback_shortfall >= 0);
-- Cashback used to be credited at placement: those redemptions are already credited.
update coupon_redemptions r
set cashback_status = case when exists (
    select 1 from journal_entries j where j.idempotency_key = 'cashback:' || r.order_id
  ) then 'credited' else 'pending' end
from coupons c where c.id = r.coupon_id and c.type = 'cashback';

-- Delivery by the notification worker. title/body null = rendered from the template at delivery (then
-- they keep what was sent); rows without a template carry their text from the start.
alter table notification_outbox
  alter column title drop not null,
  alter column body drop not null,
  add column variables jsonb not null default '{}',
  add column language_code text,
  add column attempts integer not null default 0 constraint notification_outbox_attempts_check check (attempts >= 0),
  -- When the row may be tried next; a worker that claims a row moves it ahead by its lease.
  add column next_attempt_at timestamptz not null default now(),
  add column last_error text,
  add column sent_at timestamptz;
drop index notification_outbox_pending_idx;
create index notification_outbox_due_idx on notification_outbox (next_attempt_at, id) where status = 'pending';
create index notification_outbox_created_idx on notification_outbox (created_at, id);
