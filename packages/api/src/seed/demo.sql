-- Demo data for the back-office, generated in SQL so it loads in seconds even on PGlite.
select setseed(0.42);

insert into currencies (name, code, symbol_left, symbol_right, decimal_places, is_default) values
  ('US Dollar', 'USD', '$', null, 2, true), ('Euro', 'EUR', '€', null, 2, false),
  ('Pound Sterling', 'GBP', '£', null, 2, false), ('UAE Dirham', 'AED', null, ' AED', 2, false),
  ('Egyptian Pound', 'EGP', null, ' EGP', 2, false), ('Saudi Riyal', 'SAR', null, ' SAR', 2, false);

insert into languages (name, code, locale, is_rtl, is_default) values
  ('English', 'en', 'en-US', false, true), ('Arabic', 'ar', 'ar-EG', true, false);

insert into states (name, code) values
  ('California', 'CA'), ('Texas', 'TX'), ('New York', 'NY'), ('Florida', 'FL'), ('Illinois', 'IL'),
  ('Washington', 'WA'), ('Georgia', 'GA'), ('Ohio', 'OH'), ('Arizona', 'AZ'), ('Colorado', 'CO');

insert into cities (state_id, name)
select s.id, c.name from states s join (values
  ('CA', 'Los Angeles'), ('CA', 'San Francisco'), ('CA', 'San Diego'), ('TX', 'Houston'), ('TX', 'Austin'),
  ('TX', 'Dallas'), ('NY', 'New York City'), ('NY', 'Buffalo'), ('FL', 'Miami'), ('FL', 'Orlando'),
  ('IL', 'Chicago'), ('WA', 'Seattle'), ('GA', 'Atlanta'), ('OH', 'Columbus'), ('AZ', 'Phoenix'), ('CO', 'Denver')
) as c(state, name) on c.state = s.code;

insert into order_statuses (code, name, colour, sort, is_terminal, notify_customer, outcome) values
  ('pending', 'Pending', '#faad14', 1, false, false, null), ('confirmed', 'Confirmed', '#4b7cf3', 2, false, true, null),
  ('preparing', 'Preparing', '#722ed1', 3, false, false, null), ('ready', 'Ready', '#13c2c2', 4, false, false, null),
  ('out_for_delivery', 'Out for delivery', '#2f54eb', 5, false, true, null),
  ('delivered', 'Delivered', '#52c41a', 6, true, true, 'delivered'),
  ('cancelled', 'Cancelled', '#f5222d', 7, true, true, 'cancelled'),
  ('refunded', 'Refunded', '#8c8c8c', 8, true, true, 'refunded');

insert into order_status_transitions (from_status, to_status) values
  ('pending', 'confirmed'), ('pending', 'cancelled'), ('confirmed', 'preparing'), ('confirmed', 'cancelled'),
  ('preparing', 'ready'), ('preparing', 'cancelled'), ('ready', 'out_for_delivery'), ('out_for_delivery', 'delivered'),
  ('delivered', 'refunded');

insert into delivery_system_statuses (provider, code, name, maps_to_order_status) values
  ('courier', 'PICKED', 'Picked up', 'out_for_delivery'), ('courier', 'DROPPED', 'Delivered', 'delivered'),
  ('courier', 'FAILED', 'Delivery failed', null);

insert into payment_methods (code, name, fee, sort) values ('cash', 'Cash on delivery', 0, 1), ('card', 'Card', 0, 2), ('wallet', 'Wallet', 0, 3);
insert into delivery_methods (code, name, fee, sort) values ('standard', 'Standard', 299, 1), ('express', 'Express', 599, 2), ('pickup', 'Pickup', 0, 3);

insert into customer_groups (name, description, discount_percent) values
  ('Regular', 'Everyone', 0), ('Silver', 'Ten orders or more', 2), ('Gold', 'Fifty orders or more', 5);
insert into admin_groups (name, description) values ('Operations', 'Order desk and stores'), ('Finance', 'Wallets and reports');

-- One template per event, channel and language; the worker fills {{customerName}}, {{orderNo}}, {{status}}.
insert into notifications (event, channel, language_code, title, body)
select 'order_' || e.code, ch, l, case l when 'ar' then e.ar_title else e.en_title end,
       case l when 'ar' then 'مرحبًا {{customerName}}، طلبك {{orderNo}} ' || e.ar_state
              else 'Hi {{customerName}}, your order {{orderNo}} is now {{status}}.' end
from (values ('confirmed', 'Order confirmed', 'تم تأكيد طلبك', 'تم تأكيده.'),
             ('out_for_delivery', 'On its way', 'طلبك في الطريق', 'في الطريق إليك.'),
             ('delivered', 'Order delivered', 'تم توصيل طلبك', 'تم توصيله.'),
             ('cancelled', 'Order cancelled', 'تم إلغاء طلبك', 'تم إلغاؤه.')) e(code, en_title, ar_title, ar_state),
     unnest(array['email', 'sms', 'push']) ch, unnest(array['en', 'ar']) l;

insert into pages (slug, title, body) values
  ('terms', 'Terms and conditions', 'These terms apply to every order placed on the marketplace.'),
  ('privacy', 'Privacy policy', 'We keep only the data we need to deliver your orders.'),
  ('about', 'About us', 'A marketplace for local stores.');

insert into onboardings (image, title, text, sort) values
  ('/demo/onboarding-1.png', 'Order from local stores', 'Hundreds of stores near you.', 1),
  ('/demo/onboarding-2.png', 'Track every order', 'Follow your order live until it arrives.', 2),
  ('/demo/onboarding-3.png', 'Earn rewards', 'Collect points and cashback with every order.', 3);

insert into app_menu (title, link, icon, sort) values
  ('Home', '/home', 'home', 1), ('Orders', '/orders', 'receipt', 2), ('Wallet', '/wallet', 'wallet', 3), ('Help', '/help', 'help', 4);

insert into app_settings (key, value, is_secret) values
  ('phone', '{"regex": "^\\+?[0-9]{8,15}$", "length": 10}', false),
  ('app_versions', '{"ios": {"min": "3.0.0", "latest": "3.4.1"}, "android": {"min": "3.0.0", "latest": "3.4.2"}}', false),
  ('rewards', '{"pointsPerCurrencyUnit": 1, "redemptionRate": 100}', false),
  ('login_type', '"otp"', false),
  ('catalog', '{"lowStockThreshold": 5}', false),
  ('payment_keys', '{"publishable": "pk_demo", "secret": "sk_demo_never_returned"}', true);

insert into help_categories (name, sort) values ('Orders', 1), ('Payments', 2), ('Account', 3);
insert into help (category_id, question, answer, sort)
select c.id, q.question, q.answer, q.sort from help_categories c join (values
  ('Orders', 'How do I track my order?', 'Open Orders in the app and tap the order to see its live status.', 1),
  ('Orders', 'Can I cancel an order?', 'You can cancel until the store starts preparing it.', 2),
  ('Payments', 'Which payment methods work?', 'Cash on delivery, card and your wallet balance.', 1),
  ('Account', 'How do I change my phone number?', 'Go to Profile, tap your phone number and confirm the new one.', 1)
) as q(category, question, answer, sort) on q.category = c.name;

insert into merchants (legal_name, contact_name, email, phone, status, commission_type, commission_value)
select 'Merchant ' || i || ' LLC', 'Owner ' || i, 'merchant' || i || '@example.com', '+1555' || lpad(i::text, 7, '0'),
       (array['approved', 'approved', 'approved', 'pending', 'suspended'])[1 + i % 5],
       case when i % 4 = 0 then 'fixed' else 'percent' end, case when i % 4 = 0 then 150 else 10 + i % 10 end
from generate_series(1, 40) i;
-- Merchants signed up over the last eighteen months (the merchant sign-up report).
update merchants set created_at = now() - make_interval(days => 540 - substring(email from 'merchant(\d+)@')::int * 13);

insert into store_types (name, slug, icon, sort) values
  ('Restaurants', 'restaurants', 'utensils', 1), ('Groceries', 'groceries', 'basket', 2), ('Pharmacy', 'pharmacy', 'pill', 3),
  ('Bakery', 'bakery', 'bread', 4), ('Flowers', 'flowers', 'flower', 5), ('Electronics', 'electronics', 'plug', 6);

insert into stores (merchant_id, store_type_id, city_id, name, slug, zip_code, address, lat, lng, asap, preparation_time,
  buffer_time, minimum_order_amount, maximum_order_amount, free_delivery_amount, commission_type, commission_value,
  discount, average_price, is_open)
select m.id, t.id, c.id, 'Store ' || i, 'store-' || i, lpad((10000 + i * 37)::text, 5, '0'), i || ' Market Street',
       25 + (i % 20), -120 + (i % 40), i % 3 <> 0, 10 + i % 30, i % 10, 500, 50000, 3000, 'percent', 10 + i % 15,
       i % 4 * 5, 1500 + i * 10, i % 7 <> 0
from generate_series(1, 60) i
join lateral (select id from merchants order by legal_name offset (i % 40) limit 1) m on true
join lateral (select id from store_types order by sort offset (i % 6) limit 1) t on true
join lateral (select id from cities order by name offset (i % 16) limit 1) c on true;
-- Stores opened over the last thirteen months.
update stores set created_at = now() - make_interval(days => (substring(slug from 'store-(\d+)')::int * 29) % 400);

insert into store_timeslots (store_id, weekday, opens_at, closes_at)
select s.id, d, '09:00'::time, '14:00'::time from stores s, generate_series(0, 6) d
union all select s.id, d, '17:00'::time, '22:00'::time from stores s, generate_series(0, 6) d;

insert into store_type_collections (store_type_id, name, sort)
select t.id, 'Best of ' || t.name, t.sort from store_types t;
insert into store_type_collection_stores (collection_id, store_id)
select c.id, s.id from store_type_collections c join stores s on s.store_type_id = c.store_type_id;

insert into categories (name, slug, sort)
select n, lower(replace(n, ' ', '-')), row_number() over () from unnest(array['Pizza', 'Burgers', 'Salads', 'Drinks',
  'Desserts', 'Fruit', 'Vegetables', 'Dairy', 'Medicine', 'Bread', 'Bouquets', 'Phones']) n;

insert into products (store_id, category_id, name, sku, description, price, compare_at_price, stock, is_available)
select s.id, c.id, 'Product ' || s.slug || '-' || p, 'SKU-' || lpad(p::text, 4, '0'), 'A popular item from ' || s.name,
       price, case when p % 5 = 0 then price + 200 else null end, (p * 13) % 200, p % 17 <> 0
from stores s cross join generate_series(1, 10) p
join lateral (select id from categories order by sort offset ((p + length(s.slug)) % 12) limit 1) c on true
cross join lateral (select (300 + ((p * 977 + length(s.slug) * 131) % 4500))::bigint as price) pr;

insert into customers (name, email, phone, group_id, reward_points, created_at, language_code)
select (array['Ava', 'Liam', 'Noah', 'Emma', 'Mia', 'Omar', 'Layla', 'Yusuf', 'Sofia', 'Lucas'])[1 + i % 10] || ' ' ||
       (array['Smith', 'Garcia', 'Khan', 'Chen', 'Hassan', 'Brown', 'Silva', 'Nguyen', 'Ali', 'Jones'])[1 + (i / 10) % 10] || ' ' || i,
       'customer' || i || '@example.com', '+1444' || lpad(i::text, 7, '0'),
       (select id from customer_groups order by name offset (i % 3) limit 1), (i * 7) % 500,
       -- Signed up over the last eighteen months (the customer sign-up report).
       now() - make_interval(days => (i * 53) % 540, secs => (i * 7919) % 86400),
       -- Some customers chose Arabic in the app; the rest never chose (the default language).
       case when i % 10 in (5, 6, 7) then 'ar' when i % 10 = 0 then 'en' end
from generate_series(1, 5000) i;

insert into coupons (code, title, type, discount_type, discount_value, max_discount, min_order_amount, valid_from, valid_to,
  total_limit, per_customer_limit)
select 'SAVE' || i, 'Save ' || (5 + i) || (case when i % 2 = 0 then '%' else ' off' end),
       case when i % 3 = 0 then 'cashback' else 'deduct' end, case when i % 2 = 0 then 'percentage' else 'fixed' end,
       case when i % 2 = 0 then 5 + i else 100 * i end, 2000, 1000,
       now() - make_interval(days => 400 - i * 10), now() + make_interval(days => i * 10), 1000, 3
from generate_series(1, 20) i;

-- Orders: one product line each, spread over the last twelve months, older ones mostly finished.
create temp table seed_orders as
with
  customer_ids as (select array_agg(id order by email) ids from customers),
  pick as (select row_number() over (order by p.id) n, p.id pid, p.name pname, p.price, p.store_id, s.merchant_id
           from products p join stores s on s.id = p.store_id),
  methods as (select (select array_agg(id order by sort) from payment_methods) pm, (select array_agg(id order by sort) from delivery_methods) dm),
  base as (
    select i, random() r1, random() r2, random() r3,
           now() - make_interval(secs => (power(random(), 1.3) * 365 * 86400)::int) placed_at
    from generate_series(1, 20000) i)
select gen_random_uuid() id, b.i, b.placed_at, c.ids[1 + (b.i * 7919) % array_length(c.ids, 1)] customer_id,
       k.pid, k.pname, k.price, k.store_id, k.merchant_id, 1 + (b.i % 3) qty,
       m.pm[1 + b.i % 3] payment_method_id, m.dm[1 + b.i % 3] delivery_method_id,
       case when b.i % 3 = 2 then 0 else 299 + (b.i % 2) * 300 end delivery_charges,
       case
         when b.placed_at > now() - interval '2 days' then
           (array['pending', 'confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled', 'refunded'])[1 + floor(b.r1 * 8)::int]
         else (array['delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'cancelled', 'refunded'])[1 + floor(b.r1 * 8)::int]
       end status,
       b.r2
from base b cross join customer_ids c cross join methods m
join pick k on k.n = 1 + floor(b.r3 * 600)::int;

insert into orders (id, order_no, customer_id, store_id, merchant_id, payment_method_id, delivery_method_id, delivery_date,
  timeslot, status, payment_status, subtotal, delivery_charges, discount, grand_total, placed_at, created_at)
select id, 'ORD-' || (100000 + i), customer_id, store_id, merchant_id, payment_method_id, delivery_method_id,
       (placed_at + interval '1 day')::date, (array['09:00-12:00', '12:00-15:00', '17:00-20:00'])[1 + i % 3], status,
       case status when 'delivered' then 3 when 'refunded' then 3 when 'cancelled' then (case when r2 < 0.5 then 4 else 1 end)
                   when 'pending' then 1 else (case when r2 < 0.5 then 2 else 3 end) end,
       price * qty, delivery_charges, case when i % 10 = 0 then (price * qty) / 10 else 0 end,
       price * qty + delivery_charges - case when i % 10 = 0 then (price * qty) / 10 else 0 end, placed_at, placed_at
from seed_orders;

insert into order_items (order_id, product_id, name, unit_price, qty, line_total, created_at)
select id, pid, pname, price, qty, price * qty, placed_at from seed_orders;

insert into order_history (order_id, from_status, to_status, at, created_at)
select id, null, 'pending', placed_at, placed_at from seed_orders;
insert into order_history (order_id, from_status, to_status, at, created_at)
select id, 'pending', status, placed_at + interval '20 minutes', placed_at + interval '20 minutes' from seed_orders where status <> 'pending';

-- Returns of the order's line: refunded for refunded orders (at most the line's worth), and a few more
-- for delivered ones still requested, approved or rejected.
insert into returns (order_id, items, reason, status, refund_amount, created_at)
select o.id, jsonb_build_array(jsonb_build_object('orderItemId', i.id, 'name', i.name, 'unitPrice', i.unit_price, 'qty', i.qty)),
       'Item arrived damaged', 'refunded', least(o.grand_total, i.line_total), least(o.placed_at + interval '2 days', now())
from orders o join order_items i on i.order_id = o.id where o.status = 'refunded';
insert into returns (order_id, items, reason, status, refund_amount, created_at)
select o.id, jsonb_build_array(jsonb_build_object('orderItemId', i.id, 'name', i.name, 'unitPrice', i.unit_price, 'qty', 1)),
       (array['Wrong item', 'Not as described', 'Changed my mind'])[1 + so.i % 3],
       (array['requested', 'approved', 'rejected'])[1 + so.i % 3], 0, least(o.placed_at + interval '3 days', now())
from seed_orders so join orders o on o.id = so.id join order_items i on i.order_id = o.id
where o.status = 'delivered' and so.i % 25 = 0;

-- Coupons: every tenth order used a deduct coupon (its discount), every tenth from the fifth a cashback one
-- (5 %, at most 20.00): credited when delivered, reversed when refunded, pending otherwise.
with d as (select array_agg(id order by code) ids from coupons where type = 'deduct'),
     c as (select array_agg(id order by code) ids from coupons where type = 'cashback')
update orders o set coupon_id = case when so.i % 10 = 0 then d.ids[1 + (so.i / 10) % cardinality(d.ids)]
                                     else c.ids[1 + (so.i / 10) % cardinality(c.ids)] end
from seed_orders so, d, c where so.id = o.id and so.i % 10 in (0, 5);
insert into coupon_redemptions (coupon_id, customer_id, order_id, amount, cashback_status, cashback_reversed, created_at)
select o.coupon_id, o.customer_id, o.id, case when so.i % 10 = 0 then o.discount else least(o.subtotal / 20, 2000) end,
       case when so.i % 10 = 0 then null when o.status = 'delivered' then 'credited'
            when o.status = 'refunded' then 'reversed' else 'pending' end,
       case when so.i % 10 = 5 and o.status = 'refunded' then least(o.subtotal / 20, 2000) else 0 end, o.placed_at
from seed_orders so join orders o on o.id = so.id where so.i % 10 in (0, 5);

-- Reward points: earned on every third delivered order (one point per currency unit), and one redemption
-- by some customers.
insert into reward_point_entries (customer_id, points, reason, order_id, created_at)
select o.customer_id, o.grand_total / 100, 'earned', o.id, least(o.placed_at + interval '1 day', now())
from seed_orders so join orders o on o.id = so.id where o.status = 'delivered' and so.i % 3 = 0 and o.grand_total >= 100;
insert into reward_point_entries (customer_id, points, reason, order_id, created_at)
select distinct on (o.customer_id) o.customer_id, -least(c.reward_points / 2, 300), 'redeemed', o.id, o.placed_at
from seed_orders so join orders o on o.id = so.id join customers c on c.id = o.customer_id
where so.i % 7 = 0 and c.reward_points >= 20 order by o.customer_id, o.placed_at;

select setval('order_no_seq', 200000);

-- Wallets: one per customer (floor 0) and merchant (no floor), the platform's, and cashback journals.
insert into wallet_accounts (owner_type, owner_id, owner_name, currency_code, balance_floor)
select 'customer', id, name, 'USD', 0 from customers;
insert into wallet_accounts (owner_type, owner_id, owner_name, currency_code, balance_floor)
select 'merchant', id, legal_name, 'USD', null from merchants;
insert into wallet_accounts (owner_type, owner_id, owner_name, currency_code, balance_floor)
values ('platform', '00000000-0000-0000-0000-000000000000', 'Platform', 'USD', null);

create temp table seed_journals as
select gen_random_uuid() id, w.id account_id, 100 + (row_number() over (order by w.owner_name) * 37) % 2000 amount,
       -- Welcome cashback was given over the year.
       now() - make_interval(days => ((row_number() over (order by w.owner_name) * 7) % 360)::int) posted_at
from wallet_accounts w where w.owner_type = 'customer' and w.owner_name like '%0';
insert into journal_entries (id, type, idempotency_key, note, created_at)
select id, 'cashback', 'seed-' || id, 'Welcome cashback', posted_at from seed_journals;
insert into wallet_postings (journal_id, account_id, amount, created_at)
select id, account_id, amount, posted_at from seed_journals
union all select j.id, p.id, -j.amount, j.posted_at from seed_journals j, wallet_accounts p where p.owner_type = 'platform';

-- Wallet movements of the orders: cashback credited a day after delivery and reversed on refund, and every
-- refunded return paid into the customer's wallet (as the real flows post them).
create temp table seed_moves as
select gen_random_uuid() id, 'cashback' type, 'cashback:' || r.order_id key, r.order_id, r.customer_id, r.amount,
       least(o.placed_at + interval '1 day', now()) posted_at
from coupon_redemptions r join orders o on o.id = r.order_id where r.cashback_status in ('credited', 'reversed')
union all
select gen_random_uuid(), 'cashback_reversal', 'cashback_reversal:' || r.order_id, r.order_id, r.customer_id, -r.amount,
       least(o.placed_at + interval '2 days', now())
from coupon_redemptions r join orders o on o.id = r.order_id where r.cashback_status = 'reversed'
union all
select gen_random_uuid(), 'refund', 'refund:' || t.id, t.order_id, o.customer_id, t.refund_amount, t.created_at
from returns t join orders o on o.id = t.order_id where t.status = 'refunded' and t.refund_amount > 0;
insert into journal_entries (id, type, idempotency_key, order_id, created_at)
select id, type, key, order_id, posted_at from seed_moves;
-- Credits first, so a reversal never takes a wallet below its floor.
insert into wallet_postings (journal_id, account_id, amount, created_at)
select m.id, w.id, m.amount, m.posted_at from seed_moves m join wallet_accounts w on w.owner_type = 'customer' and w.owner_id = m.customer_id
where m.amount > 0
union all select m.id, p.id, -m.amount, m.posted_at from seed_moves m, wallet_accounts p where p.owner_type = 'platform' and m.amount > 0;
insert into wallet_postings (journal_id, account_id, amount, created_at)
select m.id, w.id, m.amount, m.posted_at from seed_moves m join wallet_accounts w on w.owner_type = 'customer' and w.owner_id = m.customer_id
where m.amount < 0
union all select m.id, p.id, -m.amount, m.posted_at from seed_moves m, wallet_accounts p where p.owner_type = 'platform' and m.amount < 0;
drop table seed_moves;

insert into filter_groups (name, slug, sort) values ('Diet', 'diet', 1), ('Price', 'price', 2);
insert into filters (group_id, merchant_id, name, description, slug)
select g.id, m.id, f.name, f.description, f.slug || '-' || row_number() over ()
from filter_groups g join (values ('diet', 'Vegan', 'Plant-based dishes only', 'vegan'), ('diet', 'Gluten free', 'No gluten ingredients', 'gluten-free'),
  ('price', 'Budget', 'Items under ten dollars', 'budget')) f(grp, name, description, slug) on f.grp = g.slug
cross join lateral (select id from merchants order by legal_name limit 1) m;

insert into sliders (title, image, link, sort) select 'Promotion ' || i, '/demo/slider-' || i || '.png', '/promo/' || i, i from generate_series(1, 4) i;
insert into store_sliders (store_id, title, image, sort) select id, 'Welcome to ' || name, '/demo/store-slider.png', 1 from stores limit 10;
insert into app_starts (title, image, duration_seconds, sort) values ('Summer sale', '/demo/app-start.png', 3, 1);

drop table seed_orders;
drop table seed_journals;
