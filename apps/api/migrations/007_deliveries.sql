-- Deliveries of pantry food (docs/architecture.md §3 "Pantry consume"). Requesting a delivery takes
-- the food out of the pantry (journal kind `delivery`, carrying this table's id); cancelling gives
-- it back with its original expiry (journal kind `delivery_return`). The allowed status changes
-- are one table in packages/shared/src/deliveries/delivery-status.ts; the checks below only keep
-- each row self-consistent.

create table deliveries (
  -- Random ids, not a sequence: deliveries are requested concurrently (docs/architecture.md §4a).
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete restrict,
  status text not null check (status in ('requested', 'dispatched', 'delivered', 'cancelled')),
  street text not null check (length(street) between 1 and 200),
  area text not null check (length(area) between 1 and 100),
  city text not null check (length(city) between 1 and 100),
  state text not null check (length(state) between 1 and 50),
  -- Normalised +234…; the number the rider calls, not necessarily the account's.
  phone text not null check (phone ~ '^\+234[789][01][0-9]{8}$'),
  note text check (length(note) <= 500),
  created_at timestamptz not null default now(),
  dispatched_at timestamptz,
  dispatched_by uuid references users(id) on delete set null,
  delivered_at timestamptz,
  delivered_by uuid references users(id) on delete set null,
  cancelled_at timestamptz,
  cancelled_by text check (cancelled_by in ('customer', 'staff')),
  cancelled_by_user uuid references users(id) on delete set null,
  cancel_reason text check (length(cancel_reason) <= 500),
  updated_at timestamptz not null default now(),
  constraint deliveries_dispatched_consistent check (
    (status in ('dispatched', 'delivered')) <= (dispatched_at is not null)),
  constraint deliveries_delivered_consistent check ((status = 'delivered') = (delivered_at is not null)),
  constraint deliveries_cancelled_consistent check (
    (status = 'cancelled') = (cancelled_at is not null and cancelled_by is not null))
);
create index deliveries_user_created_idx on deliveries (user_id, created_at desc);
-- The staff queue: deliveries not yet finished, oldest first (the tier order is applied on top).
create index deliveries_open_idx on deliveries (created_at)
  where status in ('requested', 'dispatched');

-- What was asked for, copied when requested: the staff and the customer read the names and types
-- even if the catalogue changes later. The food itself is accounted for in pantry_journal.
create table delivery_lines (
  delivery_id uuid not null references deliveries(id) on delete cascade,
  lot_id uuid not null references pantry_lots(id),
  product_id text not null,
  name text not null,
  quantity_type text not null,
  quantity integer not null check (quantity > 0),
  image_url text not null,
  primary key (delivery_id, lot_id)
);
