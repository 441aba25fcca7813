import { custodyProblems, type CustodyFigures } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

export type StockCheckReport = {
  ok: boolean;
  products: (CustodyFigures & { problems: string[] })[];
};

type Row = {
  product_id: string;
  c_on_hand: string;
  c_held: string;
  c_reserved: string;
  j_on_hand: string;
  j_held: string;
  j_reserved: string;
  received: string;
  delivered: string;
  written_off: string;
  unpaid: string;
};

/**
 * The custody check (`npm run cli -- stock check`, nightly with the ledger check): every product's
 * cached figures against its journal, on hand against what came in and went out, free stock not
 * below zero, and reservations against the unpaid orders' own lines (bundles expanded, at the
 * multipliers the catalogue has now). One statement, so it reads one snapshot.
 */
export async function checkStock(db: Queryable): Promise<StockCheckReport> {
  const rows = await db<Row[]>`
    with j as (
      select product_id,
             sum(on_hand_delta) as on_hand, sum(held_delta) as held,
             sum(reserved_delta) as reserved,
             sum(case when kind = 'receive' or (kind in ('adjust', 'count') and on_hand_delta > 0)
                      then on_hand_delta else 0 end) as received,
             sum(case when kind in ('deliver', 'delivery_return') then -on_hand_delta else 0 end)
               as delivered,
             sum(case when kind = 'write_off' or (kind in ('adjust', 'count') and on_hand_delta < 0)
                      then -on_hand_delta else 0 end) as written_off
      from stock_journal group by product_id
    ),
    unpaid_lines as (
      select ol.catalogue_id as product_id, ol.quantity_type as label, ol.quantity
      from orders o join order_lines ol on ol.order_id = o.id
      where o.status in ('awaiting_payment', 'payment_submitted') and ol.kind = 'item'
      union all
      select c->>'productId', c->>'quantityType', (c->>'quantity')::integer * ol.quantity
      from orders o join order_lines ol on ol.order_id = o.id,
           jsonb_array_elements(ol.contents) c
      where o.status in ('awaiting_payment', 'payment_submitted') and ol.kind = 'bundle'
    ),
    unpaid as (
      select u.product_id, sum(u.quantity * coalesce(t.multiplier, 1)) as units
      from unpaid_lines u
      left join product_tiers t on t.product_id = u.product_id and t.label = u.label
      group by u.product_id
    )
    select s.product_id,
           s.on_hand::text as c_on_hand, s.held::text as c_held, s.reserved::text as c_reserved,
           coalesce(j.on_hand, 0)::text as j_on_hand, coalesce(j.held, 0)::text as j_held,
           coalesce(j.reserved, 0)::text as j_reserved,
           coalesce(j.received, 0)::text as received, coalesce(j.delivered, 0)::text as delivered,
           coalesce(j.written_off, 0)::text as written_off,
           coalesce(u.units, 0)::text as unpaid
    from stock_levels s
    left join j on j.product_id = s.product_id
    left join unpaid u on u.product_id = s.product_id
    order by s.product_id`;
  const products = rows.map((r) => {
    const figures: CustodyFigures = {
      productId: r.product_id,
      cached: {
        onHand: Number(r.c_on_hand),
        heldForPantries: Number(r.c_held),
        reserved: Number(r.c_reserved),
      },
      journal: {
        onHand: Number(r.j_on_hand),
        heldForPantries: Number(r.j_held),
        reserved: Number(r.j_reserved),
      },
      received: Number(r.received),
      delivered: Number(r.delivered),
      writtenOff: Number(r.written_off),
      unpaidOrdersNeed: Number(r.unpaid),
    };
    return { ...figures, problems: custodyProblems(figures) };
  });
  return { ok: products.every((p) => p.problems.length === 0), products };
}
