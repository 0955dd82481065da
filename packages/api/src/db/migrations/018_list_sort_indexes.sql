-- Found by bench:plans at 1,000,000 orders and customers: sorting orders by "Created" read the whole table
-- (5.5 s; every list offers createdAt as a sort, and orders had no index for it), and the customers list's
-- exact email filter (`email`, not the case-insensitive unique key) read every customer.
create index if not exists orders_created_idx on orders (created_at desc, id desc);
create index if not exists customers_email_idx on customers (email);
-- The customers list's group filter (a foreign key without an index).
create index if not exists customers_group_idx on customers (group_id);
