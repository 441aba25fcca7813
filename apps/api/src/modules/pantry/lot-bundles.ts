import { pantryLinesOfOrder, type OrderLine } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import type { LotRow } from './lots-repository';

type BoughtLot = {
  id: string;
  order_id: string;
  product_id: string;
  quantity_type: string;
  unit_price_kobo: number;
  /** What the purchase put in the lot (it may hold less now). */
  bought: number;
};

type LineRow = Pick<OrderLine, 'kind' | 'name' | 'quantityType' | 'quantity' | 'contents'> & {
  order_id: string;
  catalogue_id: string;
  unit_price_kobo: number;
  paid_kobo: number;
};

const keyOf = (l: {
  productId: string;
  quantityType: string;
  unitPriceKobo: number;
  quantity: number;
}) => `${l.productId}\u0000${l.quantityType}\u0000${l.unitPriceKobo}\u0000${l.quantity}`;

/**
 * The bundle each bought lot came out of, by lot id (lots bought singly are absent). A lot keeps
 * only its order id, so this replays what checkout put in the pantry (`pantryLinesOfOrder`, line
 * by line) and pairs each of the order's lots with the line that made it: same product, quantity
 * type, unit price and quantity. Lots alike in all four are interchangeable, so any pairing of them
 * tells the truth. The pantry shows it so a product bought singly and in a bundle reads as two.
 */
export async function bundleNamesOf(
  db: Queryable,
  lots: readonly Pick<LotRow, 'order_id' | 'source'>[],
): Promise<Map<string, string>> {
  const orderIds = [
    ...new Set(lots.flatMap((l) => (l.source === 'purchase' && l.order_id ? [l.order_id] : []))),
  ];
  const names = new Map<string, string>();
  if (orderIds.length === 0) return names;
  // order_lines belongs to the orders module; read here (not imported) because orders depends on
  // the pantry to fill it, and this is a read of two columns' worth.
  const [orderLots, lines] = await Promise.all([
    db<BoughtLot[]>`
      select l.id, l.order_id, l.product_id, l.quantity_type, l.unit_price_kobo,
             (select j.quantity from pantry_journal j
              where j.lot_id = l.id and j.kind = 'purchase' limit 1) as bought
      from pantry_lots l
      where l.order_id = any(${orderIds}::uuid[]) and l.source = 'purchase'`,
    db<LineRow[]>`
      select order_id, kind, name, catalogue_id, quantity_type as "quantityType", quantity,
             unit_price_kobo, paid_kobo, contents
      from order_lines where order_id = any(${orderIds}::uuid[])
      order by order_id, position`,
  ]);
  // Grouped by order once: filtering both lists for each order grew with the square of a
  // customer's history.
  const linesOf = groupByOrder(lines);
  const lotsOf = groupByOrder(orderLots);
  for (const orderId of orderIds) {
    // Each line the order put in the pantry, once, with the bundle it came from (null: singly).
    const made = new Map<string, (string | null)[]>();
    for (const line of linesOf.get(orderId) ?? []) {
      const source = line.kind === 'bundle' ? line.name : null;
      const expanded = pantryLinesOfOrder([
        {
          ...line,
          catalogueId: line.catalogue_id,
          unitPriceKobo: Number(line.unit_price_kobo),
          paidKobo: Number(line.paid_kobo),
        },
      ]);
      for (const one of expanded) {
        const key = keyOf(one);
        const sources = made.get(key);
        if (sources) sources.push(source);
        else made.set(key, [source]);
      }
    }
    for (const lot of lotsOf.get(orderId) ?? []) {
      const key = keyOf({
        productId: lot.product_id,
        quantityType: lot.quantity_type,
        unitPriceKobo: Number(lot.unit_price_kobo),
        quantity: lot.bought,
      });
      const bundle = made.get(key)?.shift();
      if (bundle) names.set(lot.id, bundle);
    }
  }
  return names;
}

function groupByOrder<T extends { order_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.order_id);
    if (group) group.push(row);
    else groups.set(row.order_id, [row]);
  }
  return groups;
}
