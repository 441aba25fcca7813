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

-- The opening receipt for a database that already sells: what its pantries hold and what its
-- unpaid orders wait for becomes stock on hand, held and reserved, so nothing already sold is
-- lost and nothing new is free until staff receive it. Runs on the old shape only once (the
-- migration runner applies a file once); the `not exists` guards keep a second run harmless.
with tiers as (
  select product_id, label, multiplier from product_tiers
),
pantry as (
  select l.product_id, sum(l.quantity * coalesce(t.multiplier, 1)) as units
  from pantry_lots l
  left join tiers t on t.product_id = l.product_id and t.label = l.quantity_type
  where l.quantity > 0
  group by l.product_id
),
unpaid_lines as (
  select o.id as order_id, ol.catalogue_id as product_id, ol.quantity_type as label, ol.quantity
  from orders o join order_lines ol on ol.order_id = o.id
  where o.status in ('awaiting_payment', 'payment_submitted') and ol.kind = 'item'
  union all
  select o.id, c->>'productId', c->>'quantityType', (c->>'quantity')::integer * ol.quantity
  from orders o join order_lines ol on ol.order_id = o.id,
       jsonb_array_elements(ol.contents) c
  where o.status in ('awaiting_payment', 'payment_submitted') and ol.kind = 'bundle'
),
unpaid as (
  select u.order_id, u.product_id, sum(u.quantity * coalesce(t.multiplier, 1)) as units
  from unpaid_lines u
  left join tiers t on t.product_id = u.product_id and t.label = u.label
  join products p on p.id = u.product_id
  group by u.order_id, u.product_id
),
opening as (
  select p.id as product_id,
         coalesce((select units from pantry where pantry.product_id = p.id), 0) as held,
         coalesce((select sum(units) from unpaid where unpaid.product_id = p.id), 0) as reserved
  from products p
  where not exists (select 1 from stock_levels s where s.product_id = p.id)
),
levels as (
  insert into stock_levels (product_id, on_hand, held, reserved)
  select product_id, held + reserved, held, reserved from opening
  returning product_id
),
receipts as (
  insert into stock_journal (product_id, kind, on_hand_delta, batch, supplier, reason)
  select product_id, 'receive', held + reserved, 'opening', 'Opening balance',
         'What pantries and unpaid orders held when stock keeping began'
  from opening where held + reserved > 0
),
sold as (
  insert into stock_journal (product_id, kind, held_delta, reason)
  select product_id, 'sell', held, 'Already in pantries when stock keeping began'
  from opening where held > 0
)
insert into stock_journal (product_id, kind, reserved_delta, order_id, reason)
select u.product_id, 'reserve', u.units, u.order_id, 'Unpaid when stock keeping began'
from unpaid u join opening o on o.product_id = u.product_id
where u.units > 0;
