-- Wrong passwords no longer lock an account (anyone could lock anyone out): sign-ins are throttled by
-- source instead (src/auth/throttle.ts), with counters in memory or Redis, so these columns are dead.
alter table accounts drop column if exists failed_login_count;
alter table accounts drop column if exists locked_until;
