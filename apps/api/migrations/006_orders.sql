-- Orders (docs/architecture.md §3 "Who confirms a bank transfer", "Pay from wallet"). An order is
-- created on the server at checkout with every price copied from the catalogue; staff confirm a bank
-- transfer, a wallet payment is paid at once. The allowed status changes are one table in
-- packages/shared/src/orders/order-status.ts; the checks below only keep each row self-consistent.

create table orders (
  -- Random ids, not a sequence: orders are created concurrently (docs/architecture.md §4a).
  id uuid primary key default gen_random_uuid(),
  -- 'INV-' plus a millisecond timestamp (docs/product-spec.md §9); a clash moves on to the next millisecond.
  invoice_number text not null unique check (invoice_number ~ '^INV-[0-9]{13,}$'),
  user_id uuid not null references users(id) on delete restrict,
  status text not null
    check (status in ('awaiting_payment', 'payment_submitted', 'paid', 'cancelled')),
  payment_method text not null check (payment_method in ('bank_transfer', 'wallet')),
  total_kobo bigint not null check (total_kobo > 0),
  created_at timestamptz not null default now(),
  -- "I have paid", with the customer's optional note.
  payment_submitted_at timestamptz,
  customer_note text check (length(customer_note) <= 500),
  paid_at timestamptz,
  -- The staff member who confirmed a bank transfer (null for wallet payments).
  confirmed_by uuid references users(id) on delete set null,
  cancelled_at timestamptz,
  cancelled_by text check (cancelled_by in ('customer', 'staff', 'system')),
  cancel_reason text check (length(cancel_reason) <= 500),
  -- When the customer's app showed 'Order Confirmed!' for a staff confirmation; null until then.
  confirmation_seen_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint orders_paid_consistent check ((status = 'paid') = (paid_at is not null)),
  constraint orders_cancelled_consistent check (
    (status = 'cancelled') = (cancelled_at is not null and cancelled_by is not null)),
  constraint orders_wallet_is_paid check (payment_method = 'bank_transfer' or status = 'paid')
);
create index orders_user_created_idx on orders (user_id, created_at desc);
-- The staff queue: orders still waiting for money, oldest first.
create index orders_open_idx on orders (created_at)
  where status in ('awaiting_payment', 'payment_submitted');

-- One line per product tier or bundle, as ordered. Names, prices and images are copies, not
-- references: a later price change or renamed product never rewrites an order or its invoice.
create table order_lines (
  order_id uuid not null references orders(id) on delete cascade,
  position integer not null check (position >= 0),
  kind text not null check (kind in ('item', 'bundle')),
  -- products.id for an item line, bundles.id for a bundle line.
  catalogue_id text not null,
  name text not null,
  quantity_type text not null,
  quantity integer not null check (quantity between 1 and 99),
  unit_price_kobo bigint not null check (unit_price_kobo > 0),
  line_total_kobo bigint not null check (line_total_kobo = unit_price_kobo * quantity),
  image_url text not null,
  -- Bundle lines: the items of one bundle when it was ordered, so confirming the order later fills
  -- the pantry with what the customer bought even if the bundle has been edited since.
  -- [{ productId, name, quantityType, quantity, unitPriceKobo, image }]
  contents jsonb not null default '[]'::jsonb check (jsonb_typeof(contents) = 'array'),
  primary key (order_id, position),
  constraint order_lines_bundle_contents check (kind = 'bundle' or contents = '[]'::jsonb)
);
