-- Order numbers come from a sequence so concurrent placements never collide.
create sequence order_no_seq start 100001;
