import type { TransactionSql } from '../../db/sql';
import { markOrderPaid, paidOrder } from './mark-order-paid';
import type { GroupSplit } from './order-fulfilment';
import { insertOrder, insertOrderLines } from './orders-repository';

/**
 * A filled group buy's one order (docs/decisions/0064-group-buys.md): one bulk unit at the tier's
 * locked price, the share price's rounding as its discount, so the total is exactly what the
 * members hold; placed in the starter's name and paid through the one paid-order step from the
 * group buys held account, which splits the unit into the members' pantries in the caller's
 * transaction. The ledger's (kind, reference) key and the group's row lock make it once.
 */
export async function placeGroupBuyOrder(
  tx: TransactionSql,
  input: {
    starterId: string;
    groupBuyId: string;
    line: {
      productId: string;
      name: string;
      tier: string;
      tierPriceKobo: number;
      discountKobo: number;
      imageUrl: string;
    };
    split: GroupSplit;
  },
): Promise<{ orderId: string; invoiceNumber: string; totalKobo: number }> {
  const { line } = input;
  const totalKobo = line.tierPriceKobo - line.discountKobo;
  const row = await insertOrder(tx, {
    userId: input.starterId,
    status: 'paid',
    paymentMethod: 'group_buy',
    totalKobo,
    discountKobo: line.discountKobo,
    discounts: [],
  });
  await insertOrderLines(tx, row.id, [
    {
      kind: 'item',
      catalogue_id: line.productId,
      name: line.name,
      quantity_type: line.tier,
      quantity: 1,
      unit_price_kobo: line.tierPriceKobo,
      line_total_kobo: line.tierPriceKobo,
      discount_kobo: line.discountKobo,
      image_url: line.imageUrl,
      contents: [],
    },
  ]);
  await markOrderPaid(tx, paidOrder(row), {
    method: 'group_buy',
    groupBuyId: input.groupBuyId,
    split: input.split,
  });
  return { orderId: row.id, invoiceNumber: row.invoice_number, totalKobo };
}
