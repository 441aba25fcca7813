-- The opening receipt for a database that already sells: what its pantries hold and what its
-- unpaid orders wait for becomes stock on hand, held and reserved, so nothing already sold is
-- lost and nothing new is free until staff receive it (docs/decisions/0056-warehouse-stock.md).
-- Only products with no stock row yet are opened, so a second run changes nothing. On a fresh
-- database there are no products yet: the catalogue seed opens each one it inserts.
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
