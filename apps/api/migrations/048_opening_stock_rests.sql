-- Migration 045 opened stock at what pantries held, reading a lot's label through its product's
-- tiers and counting a label with no tier as one base unit. An opened rest is labelled in grams
-- or millilitres (decision 0037), so 4,200 g of rice was booked as 4,200 kg held (and on hand).
-- This takes the excess back out of held and on hand (free is unchanged) with one negative
-- opening receipt per product: the opening receipt was wrong, nothing was written off.
-- (docs/decisions/0056-warehouse-stock.md)
--
-- 045 is left as it ran: the runner records migrations by name only, so editing it would change
-- nothing for databases that ran it, and this correction is computed against what 045 booked.
-- The conversion is the plan's unit table (packages/shared/src/plan/units.ts) as of this
-- migration, as the stock code converts a rest since: the rest's grams or millilitres over what
-- one base unit of the product holds (its first tier's label over its multiplier); a label either
-- side cannot convert stays one base unit, as the stock code does. A rest is read at its quantity
-- now: cooking from it since moves no stock and is not journalled per lot. Run twice, the
-- second run finds its own correction and changes nothing.
with generic(unit, base, factor) as (
  values ('g', 'g', 1), ('kg', 'g', 1000), ('ml', 'ml', 1), ('litre', 'ml', 1000),
         ('litres', 'ml', 1000), ('tbsp', 'ml', 15), ('cup', 'ml', 250)
),
measures(product_id, unit, base, factor) as (
  values ('parboiled-rice', 'derica', 'g', 700), ('parboiled-rice', 'cup', 'g', 200),
         ('ofada-rice', 'derica', 'g', 650), ('ofada-rice', 'cup', 'g', 190),
         ('honey-beans', 'derica', 'g', 650), ('honey-beans', 'cup', 'g', 190),
         ('garri-ijebu', 'derica', 'g', 500), ('garri-ijebu', 'cup', 'g', 150),
         ('crayfish', 'derica', 'g', 150), ('crayfish', 'tbsp', 'g', 8),
         ('egusi', 'derica', 'g', 250), ('egusi', 'cup', 'g', 120),
         ('ata-rodo', 'nylon', 'g', 500),
         ('tomato-paste', 'tin', 'g', 400), ('tomato-paste', 'tbsp', 'g', 16),
         ('spaghetti', 'packet', 'g', 500),
         ('seasoning-cubes', 'packet', 'g', 400), ('seasoning-cubes', 'cube', 'g', 4)
),
-- When 045 opened each product whose pantries held food: its 'sell' row.
opened as (
  select product_id, min(created_at) as opened_at from stock_journal
  where kind = 'sell' and order_id is null
    and reason = 'Already in pantries when stock keeping began'
  group by product_id
),
parsed as (
  select l.id, l.product_id, l.quantity,
         regexp_match(lower(trim(l.quantity_type)), '^(?:per\s+)?(\d+(?:\.\d+)?)?\s*([a-z]+)$') as own,
         (select regexp_match(lower(trim(t.label)), '^(?:per\s+)?(\d+(?:\.\d+)?)?\s*([a-z]+)$')
          from product_tiers t where t.product_id = l.product_id
          order by t.position limit 1) as first_label,
         (select t.multiplier from product_tiers t where t.product_id = l.product_id
          order by t.position limit 1) as first_multiplier
  from pantry_lots l join opened o on o.product_id = l.product_id
  where l.quantity > 0 and l.created_at <= o.opened_at
    and not exists (select 1 from product_tiers t
                    where t.product_id = l.product_id and t.label = l.quantity_type)
),
based as (
  select p.id, p.product_id, p.quantity, p.first_multiplier,
         coalesce(p.own[1]::numeric, 1) * coalesce(om.factor, og.factor) as own_amount,
         coalesce(om.base, og.base) as own_base,
         coalesce(p.first_label[1]::numeric, 1) * coalesce(fm.factor, fg.factor) as first_amount,
         coalesce(fm.base, fg.base) as first_base
  from parsed p
  left join measures om on om.product_id = p.product_id and om.unit = p.own[2]
  left join generic og on og.unit = p.own[2]
  left join measures fm on fm.product_id = p.product_id and fm.unit = p.first_label[2]
  left join generic fg on fg.unit = p.first_label[2]
),
-- Base units per unit of the rest's label, three decimals, at least one thousandth.
converted as (
  select product_id, quantity,
         greatest(round(own_amount / (first_amount / first_multiplier), 3), 0.001) as per_unit
  from based
  where own_base is not null and own_base = first_base and first_amount > 0
    and first_multiplier > 0
),
excess as (
  select c.product_id, least(sum(c.quantity * (1 - c.per_unit)), s.held) as units
  from converted c join stock_levels s on s.product_id = c.product_id
  where not exists (select 1 from stock_journal j
                    where j.product_id = c.product_id and j.batch = 'opening-correction')
  group by c.product_id, s.held
  having sum(c.quantity * (1 - c.per_unit)) > 0
),
corrected as (
  update stock_levels s
  set on_hand = s.on_hand - e.units, held = s.held - e.units, updated_at = now()
  from excess e where s.product_id = e.product_id
  returning s.product_id
)
insert into stock_journal (product_id, kind, on_hand_delta, held_delta, batch, supplier, reason)
select product_id, 'receive', -units, -units, 'opening-correction', 'Opening balance',
       'Opened rests in pantries were counted as whole base units when stock keeping began'
from excess where units > 0;
