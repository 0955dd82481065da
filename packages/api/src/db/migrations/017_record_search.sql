-- The command palette's record search (`search`): orders by number, customers by phone, products by name
-- (customers' name and email, stores' and merchants' names have their trigram indexes from 006). Trigram
-- indexes serve `ilike '%…%'` on any part of the text.
create extension if not exists pg_trgm;

create index if not exists orders_order_no_trgm_idx on orders using gin (order_no gin_trgm_ops);
create index if not exists customers_phone_trgm_idx on customers using gin (phone gin_trgm_ops);
create index if not exists products_name_trgm_idx on products using gin (name gin_trgm_ops);
create index if not exists merchants_email_trgm_idx on merchants using gin (email gin_trgm_ops);
