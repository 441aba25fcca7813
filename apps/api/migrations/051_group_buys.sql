-- Group buys (docs/decisions/0064-group-buys.md, docs/architecture.md §1b). Members take shares
-- of one bulk unit; each share's money moves from the member's wallet into the `group_buys_held`
-- system account at once. When the last share is taken the held money pays the group's one order
-- (the one paid-order step, decision 0023) and the bulk unit is split into the members' pantries;
-- if the group has not filled by its closing time, every member gets back exactly what they paid.
-- Every change to a group and its members happens under the group's row lock.

-- The check lists are restated whole (the lists of 032, 039, 041 and 049 plus ours).
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in
  ('wallet', 'provider_clearing', 'bank_clearing', 'sales', 'subscription_revenue', 'gifts_held',
   'circles_held', 'delivery_revenue', 'payouts_pending', 'withdrawal_fees', 'group_buys_held'));
alter table ledger_transfers drop constraint ledger_transfers_kind_check;
alter table ledger_transfers add constraint ledger_transfers_kind_check check (kind in
  ('topup_card', 'topup_bank', 'send', 'purchase', 'subscription', 'subscription_credit',
   'adjustment', 'gift_hold', 'gift_claim', 'gift_return', 'circle_payment', 'circle_refund',
   'topup_transfer', 'delivery_fee', 'delivery_fee_refund', 'withdrawal_hold',
   'withdrawal_settle', 'withdrawal_fee', 'withdrawal_return', 'withdrawal_fee_refund',
   'group_buy_payment', 'group_buy_refund'));
alter table orders drop constraint orders_payment_method_check;
alter table orders add constraint orders_payment_method_check
  check (payment_method in ('bank_transfer', 'wallet', 'circle', 'group_buy'));

-- Fixed id, repeated in apps/api/src/modules/ledger/ledger-accounts.ts.
insert into ledger_accounts (id, kind, name) values
  ('00000000-0000-4000-8000-000000000064', 'group_buys_held', 'Group buys: shares held');

create table group_buys (
  id uuid primary key default gen_random_uuid(),
  product_id text not null references products(id),
  -- The bulk tier and the share size, as the catalogue named them when the group started (a
  -- share is one of the product's smaller tiers, so its lot is an ordinary pantry lot).
  tier_label text not null,
  tier_base_units numeric(14, 3) not null check (tier_base_units > 0),
  share_label text not null,
  share_base_units numeric(14, 3) not null check (share_base_units > 0),
  shares integer not null check (shares between 2 and 50),
  -- Locked at the start: the tier's price, each share's (floor of price / shares) and what the
  -- same quantity cost bought small.
  tier_price_kobo bigint not null check (tier_price_kobo > 0),
  share_price_kobo bigint not null check (share_price_kobo > 0),
  small_price_kobo bigint check (small_price_kobo > 0),
  starter_id uuid not null references users(id),
  closes_at timestamptz not null,
  shares_taken integer not null default 0,
  state text not null default 'open' check (state in ('open', 'filled', 'refunded')),
  -- Filled: the group's one order; the day the 24-hours-left notice went out.
  order_id uuid references orders(id),
  reminded_at timestamptz,
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  constraint group_buys_price check (share_price_kobo * shares <= tier_price_kobo
                                     and tier_price_kobo - share_price_kobo * shares < shares),
  constraint group_buys_taken check (shares_taken between 0 and shares),
  constraint group_buys_filled check ((state = 'filled') = (order_id is not null)
                                      and (state = 'filled') <= (shares_taken = shares)),
  constraint group_buys_closed check ((state = 'open') = (closed_at is null))
);
-- The list of open groups near closing, and the job's work.
create index group_buys_open_idx on group_buys (closes_at) where state = 'open';
create index group_buys_starter_idx on group_buys (starter_id, created_at desc);

create table group_buy_members (
  id uuid primary key default gen_random_uuid(),
  group_buy_id uuid not null references group_buys(id),
  user_id uuid not null references users(id),
  -- Shares held now; what came in, what went back and what paid the group's order (kobo).
  shares integer not null default 0 check (shares >= 0),
  paid_kobo bigint not null default 0 check (paid_kobo >= 0),
  refunded_kobo bigint not null default 0 check (refunded_kobo >= 0),
  spent_kobo bigint not null default 0 check (spent_kobo >= 0),
  -- Each money move of this member is numbered: the ledger reference is `<member id>:<seq>`.
  seq integer not null default 0,
  joined_at timestamptz not null default now(),
  unique (group_buy_id, user_id),
  check (paid_kobo - refunded_kobo - spent_kobo >= 0)
);
create index group_buy_members_user_idx on group_buy_members (user_id, joined_at desc);

-- The split in the pantry journal: each member's `purchase` row of the group's order names it.
alter table pantry_journal add column group_buy_id uuid references group_buys(id);
create index pantry_journal_group_buy_idx on pantry_journal (group_buy_id)
  where group_buy_id is not null;
