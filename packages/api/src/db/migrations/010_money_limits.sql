-- No balance can overflow: every wallet balance stays within 10^15 minor units either way. Single amounts are
-- at most 10^12 (MAX_MINOR_UNITS in @market/domain), and 10^15 < 2^53 keeps every balance exact as a JS number.
alter table wallet_accounts
  add constraint wallet_accounts_balance_limit check (balance between -1000000000000000 and 1000000000000000);
