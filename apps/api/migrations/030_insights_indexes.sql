-- Indexes the monthly food analytics read by (docs/decisions/0040): each figure is one range scan.

-- A member's lots that expired in a month (the owner index leads with product, not expiry).
create index pantry_lots_owner_expiry_idx on pantry_lots (owner_id, expires_at);
-- Staff: paid orders and their sales by day over a date range.
create index orders_paid_at_idx on orders (paid_at) where paid_at is not null;
-- Staff: food expired in customers' pantries over a date range.
create index pantry_lots_expires_idx on pantry_lots (expires_at);
-- Staff: top-ups credited over a date range, by channel.
create index wallet_topups_credited_idx on wallet_topups (credited_at) where credited_at is not null;
-- A member's paid orders by when they were paid (a bank transfer is paid days after it is placed).
create index orders_user_paid_idx on orders (user_id, paid_at) where paid_at is not null;
-- Staff: members on a paid tier (a small share of all users).
create index users_paid_tier_idx on users (subscription_tier) where subscription_tier <> 'basic';
-- What a lot still held when it expired: its journal rows after the expiry, usually none, read
-- from the index alone.
create index pantry_journal_lot_time_idx on pantry_journal (lot_id, created_at) include (quantity);
-- The index above leads with lot_id: it serves every lookup the plain lot index did.
drop index pantry_journal_lot_idx;
