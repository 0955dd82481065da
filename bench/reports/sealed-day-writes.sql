-- What rollup upkeep costs a write to an order of a sealed day (placed before today), which the write bench
-- (`pnpm bench:reports --only writes`, today's orders) does not see: 400 delivered orders of a week ago are
-- moved to refunded and back, one UPDATE each, and the time per change is printed. Run it against two bench
-- databases (code before and after a change), alternated:
--   psql -h 127.0.0.1 -U postgres -d market_bench -f bench/reports/sealed-day-writes.sql
-- It leaves the orders as it found them; the rollups follow them there and back.
do $$
declare t0 timestamptz; ids uuid[]; i int;
begin
  select array_agg(id) into ids from (select id from orders
    where placed_at >= now() - interval '8 days' and placed_at < now() - interval '7 days' and status = 'delivered'
    order by id limit 400) x;
  t0 := clock_timestamp();
  for i in 1..array_length(ids, 1) loop
    update orders set status = 'refunded' where id = ids[i];
    update orders set status = 'delivered' where id = ids[i];
  end loop;
  raise notice 'ms per sealed-day status change: %',
    round((extract(epoch from clock_timestamp() - t0) * 1000 / (2 * array_length(ids, 1)))::numeric, 3);
end $$;
