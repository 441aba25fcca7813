-- Food circles (docs/decisions/0043-food-circles.md, docs/architecture.md §1b). Members pay
-- instalments from their wallets into the `circles_held` system account of the ledger; each
-- member's share of it is `circle_members.paid_kobo` until it leaves as a paid order (the
-- delivery, through the one paid-order step, decision 0023) or as a refund to that member's wallet.
-- Every change to a circle and its members happens under the circle's row lock.

-- The check lists are restated whole (the lists of 005 and 022 plus ours).
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in
  ('wallet', 'provider_clearing', 'bank_clearing', 'sales', 'subscription_revenue', 'gifts_held',
   'circles_held'));
alter table ledger_transfers drop constraint ledger_transfers_kind_check;
alter table ledger_transfers add constraint ledger_transfers_kind_check check (kind in
  ('topup_card', 'topup_bank', 'send', 'purchase', 'subscription', 'subscription_credit',
   'adjustment', 'gift_hold', 'gift_claim', 'gift_return', 'circle_payment', 'circle_refund'));
alter table orders drop constraint orders_payment_method_check;
alter table orders add constraint orders_payment_method_check
  check (payment_method in ('bank_transfer', 'wallet', 'circle'));

-- Fixed id, repeated in apps/api/src/modules/ledger/ledger-accounts.ts.
insert into ledger_accounts (id, kind, name) values
  ('00000000-0000-4000-8000-000000000043', 'circles_held', 'Food circles: instalments held');

create table circles (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 3 and 60),
  kind text not null check (kind in ('save_together', 'chip_in')),
  creator_id uuid not null references users(id),
  -- Chip-in: who gets the food (may or may not be a member).
  beneficiary_id uuid references users(id),
  -- The goal's bundle, or null for a list of foods; the lines are in circle_goal_lines.
  goal_bundle_id text,
  goal_bundle_name text,
  -- The goal's price when the circle was made, and what each member pays: locked for its life.
  goal_kobo bigint not null check (goal_kobo > 0),
  price_kobo bigint not null check (price_kobo > 0),
  schedule text not null check (schedule in ('weekly', 'monthly')),
  instalments integer not null check (instalments between 2 and 12),
  max_members integer not null check (max_members between 2 and 30),
  start_date date not null,
  delivery_date date not null check (delivery_date > start_date),
  -- The WhatsApp link's code: 128 random bits, base64url.
  invite_code text not null unique check (invite_code ~ '^[A-Za-z0-9_-]{22,64}$'),
  state text not null default 'open'
    check (state in ('open', 'running', 'delivered', 'cancelled', 'failed')),
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  -- Cancelled or failed: who or what ended it, and why in words.
  closed_by text check (closed_by in ('creator', 'staff', 'unfilled', 'unreached')),
  closed_by_staff uuid references users(id),
  cancel_reason text check (length(cancel_reason) <= 500),
  -- Chip-in: the beneficiary's paid order.
  order_id uuid references orders(id),
  constraint circles_beneficiary check ((kind = 'chip_in') = (beneficiary_id is not null)),
  constraint circles_closed check (
    (state in ('delivered', 'cancelled', 'failed')) = (closed_at is not null)
    and (state in ('cancelled', 'failed')) = (closed_by is not null)),
  constraint circles_chip_in_order check (kind = 'chip_in' or order_id is null)
);
create index circles_creator_idx on circles (creator_id, created_at desc);
-- The job's work: circles still taking members or paying.
create index circles_active_idx on circles (start_date) where state in ('open', 'running');

-- The goal as order lines, priced when the circle was made: each delivery's order copies them.
create table circle_goal_lines (
  circle_id uuid not null references circles(id),
  position integer not null check (position >= 0),
  kind text not null check (kind in ('item', 'bundle')),
  catalogue_id text not null,
  name text not null,
  quantity_type text not null,
  quantity integer not null check (quantity between 1 and 99),
  unit_price_kobo bigint not null check (unit_price_kobo > 0),
  image_url text not null,
  contents jsonb not null default '[]'::jsonb check (jsonb_typeof(contents) = 'array'),
  primary key (circle_id, position)
);

create table circle_members (
  id uuid primary key default gen_random_uuid(),
  circle_id uuid not null references circles(id),
  user_id uuid not null references users(id),
  role text not null check (role in ('creator', 'member')),
  joined_at timestamptz not null default now(),
  autopay boolean not null default true,
  -- Paid in so far; it never goes down (a refund is recorded beside it, in refunded_kobo).
  paid_kobo bigint not null default 0 check (paid_kobo >= 0),
  -- active → delivered | refunded; active → left → refunded.
  status text not null default 'active'
    check (status in ('active', 'left', 'delivered', 'refunded')),
  refunded_kobo bigint not null default 0 check (refunded_kobo >= 0),
  -- Set by the job when an instalment's grace ran out unpaid; cleared when they catch up.
  late boolean not null default false,
  -- The day autopay last found the wallet short: it tries once a day.
  autopay_short_on date,
  left_at timestamptz,
  settled_at timestamptz,
  -- Save-together: the member's paid order.
  order_id uuid references orders(id),
  unique (circle_id, user_id),
  constraint circle_members_settled check (
    (status in ('delivered', 'refunded')) = (settled_at is not null)),
  -- A refunded member got back exactly what they paid; a delivered chip-in member may have got
  -- back the kobo of rounding (docs/decisions/0043-food-circles.md).
  constraint circle_members_refund check (
    refunded_kobo <= paid_kobo and (status <> 'refunded' or refunded_kobo = paid_kobo))
);
create index circle_members_user_idx on circle_members (user_id);

create table circle_invites (
  circle_id uuid not null references circles(id),
  user_id uuid not null references users(id),
  invited_by uuid not null references users(id),
  created_at timestamptz not null default now(),
  primary key (circle_id, user_id)
);
create index circle_invites_user_idx on circle_invites (user_id);

-- Every movement of a member's money, with the ledger transfer that made it. An instalment is paid
-- once: (member, instalment) is unique among payments, whoever (member or autopay) pays it.
create table circle_payments (
  id uuid primary key default gen_random_uuid(),
  circle_id uuid not null references circles(id),
  member_id uuid not null references circle_members(id),
  kind text not null check (kind in ('payment', 'autopay', 'refund')),
  instalment integer check (instalment between 1 and 12),
  amount_kobo bigint not null check (amount_kobo > 0),
  transfer_id uuid not null unique references ledger_transfers(id),
  created_at timestamptz not null default now(),
  constraint circle_payments_instalment check ((kind = 'refund') = (instalment is null))
);
create unique index circle_payments_once on circle_payments (member_id, instalment)
  where kind <> 'refund';
create index circle_payments_circle_idx on circle_payments (circle_id, created_at);
