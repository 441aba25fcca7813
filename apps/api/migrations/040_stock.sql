-- Warehouse stock behind every pantry (docs/decisions/0056-warehouse-stock.md), in each product's
-- base unit (its tiers' multiplier unit), three decimals like the multipliers.
--
-- stock_levels caches one row per product under a row lock: checkout's reservation is one
-- conditional update of it, and the check makes free stock (on hand − held − reserved) never
-- negative whatever path writes it. stock_journal is append-only: every row says what one event
-- did to the three figures, and `npm run cli -- stock check` proves the cache equals its sums.
create table stock_levels (
  product_id text primary key references products(id),
  on_hand numeric(14, 3) not null default 0 check (on_hand >= 0),
  held numeric(14, 3) not null default 0 check (held >= 0),
  reserved numeric(14, 3) not null default 0 check (reserved >= 0),
  -- Free stock at or below this shows as a low-stock alert in the console.
  reorder_level numeric(14, 3) not null default 0 check (reorder_level >= 0),
  updated_at timestamptz not null default now(),
  constraint stock_levels_free_check check (on_hand - held - reserved >= 0)
);

create table stock_journal (
  id uuid primary key default gen_random_uuid(),
  product_id text not null references products(id),
  -- receive: a goods-received note; reserve / release: an unpaid order's hold; sell: into a
  -- pantry (from a reservation or from free stock); deliver / delivery_return: out of the door and
  -- back; write_off: spoiled, damaged or thrown away; count / adjust: a correction with a reason.
  kind text not null check (kind in ('receive', 'reserve', 'release', 'sell', 'deliver',
    'delivery_return', 'write_off', 'count', 'adjust')),
  on_hand_delta numeric(14, 3) not null default 0,
  held_delta numeric(14, 3) not null default 0,
  reserved_delta numeric(14, 3) not null default 0,
  order_id uuid,
  delivery_id uuid,
  batch text check (length(batch) <= 100),
  supplier text check (length(supplier) <= 200),
  unit_cost_kobo bigint check (unit_cost_kobo >= 0),
  best_before date,
  reason text check (length(reason) <= 500),
  actor_id uuid references users(id),
  created_at timestamptz not null default now(),
  check (on_hand_delta <> 0 or held_delta <> 0 or reserved_delta <> 0),
  check ((kind = 'receive') = (supplier is not null)),
  check (kind not in ('reserve', 'release') or order_id is not null)
);
create index stock_journal_product_idx on stock_journal (product_id, created_at);
create index stock_journal_order_idx on stock_journal (order_id) where order_id is not null;
