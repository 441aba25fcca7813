-- The pantry: food held for customers (docs/architecture.md §2 "Ledgers, not mutable totals").
-- A lot is one batch of one product in one quantity type, with one expiry and one unit price. Its
-- quantity only changes together with an append-only journal row in the same transaction, so a
-- lot's quantity always equals the sum of its journal rows (the tests check it).

create table pantry_lots (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references users(id),
  product_id text not null references products(id),
  -- The catalogue tier label the food was bought in ('5kg', 'per derica'); kept as text so a
  -- later catalogue edit never rewrites what a customer holds.
  quantity_type text not null check (length(quantity_type) between 1 and 100),
  quantity integer not null check (quantity >= 0),
  unit_price_kobo bigint not null check (unit_price_kobo >= 0),
  -- When the food entered this owner's pantry (for a received lot: when it was received).
  added_at timestamptz not null default now(),
  -- docs/architecture.md §3: added + min(storage duration of the owner's tier, product storage life) when the
  -- food first entered a pantry. A sent lot keeps its expiry.
  expires_at timestamptz not null,
  -- The min() above, in days; travels with the food when it is sent.
  storage_duration_days integer not null check (storage_duration_days >= 0),
  -- Where the lot came from. Orders and deliveries live in other modules' tables (no FK here, so
  -- this migration does not depend on theirs).
  source text not null check (source in ('purchase', 'transfer', 'adjust')),
  source_lot_id uuid references pantry_lots(id),
  order_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((source = 'transfer') = (source_lot_id is not null))
);
-- The owner's pantry, soonest expiry first; also what a send locks (owner, product, type).
create index pantry_lots_owner_idx on pantry_lots (owner_id, product_id, quantity_type, expires_at);
create index pantry_lots_order_idx on pantry_lots (order_id) where order_id is not null;

create table pantry_journal (
  id uuid primary key default gen_random_uuid(),
  lot_id uuid not null references pantry_lots(id),
  -- The lot's owner, copied so a user's history is one index scan.
  owner_id uuid not null references users(id),
  kind text not null check (kind in
    ('purchase', 'transfer_out', 'transfer_in', 'delivery', 'delivery_return', 'adjust')),
  -- Signed: what this row added to (or took from) the lot.
  quantity integer not null check (quantity <> 0),
  -- Both sides of one send share it.
  transfer_id uuid,
  -- The other person of a transfer: the recipient on transfer_out, the sender on transfer_in.
  counterparty_id uuid references users(id),
  -- Who did it: the sender, the staff member, or null for the system (checkout, demo seed).
  actor_id uuid references users(id),
  order_id uuid,
  delivery_id uuid,
  created_at timestamptz not null default now(),
  check ((kind in ('transfer_out', 'transfer_in')) = (transfer_id is not null)),
  check ((kind in ('transfer_out', 'transfer_in')) = (counterparty_id is not null)),
  check ((kind in ('delivery', 'delivery_return')) = (delivery_id is not null)),
  check (case kind
           when 'purchase' then quantity > 0
           when 'transfer_in' then quantity > 0
           when 'delivery_return' then quantity > 0
           when 'transfer_out' then quantity < 0
           when 'delivery' then quantity < 0
           else true
         end)
);
create index pantry_journal_owner_idx on pantry_journal (owner_id, created_at desc, id desc);
create index pantry_journal_lot_idx on pantry_journal (lot_id);
create index pantry_journal_transfer_idx on pantry_journal (transfer_id) where transfer_id is not null;
create index pantry_journal_delivery_idx on pantry_journal (delivery_id) where delivery_id is not null;

create function pantry_journal_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'pantry_journal is append-only';
end $$;
create trigger pantry_journal_no_update before update or delete on pantry_journal
  for each row execute function pantry_journal_append_only();
