import type { TransactionSql } from '../../db/sql';
import { markOrderPaid, paidOrder } from './mark-order-paid';
import { insertOrder, insertOrderLines, type NewOrderLine } from './orders-repository';

/** One line of a circle's goal, priced when the circle was made (its locked price). */
export type CircleOrderLine = Omit<NewOrderLine, 'line_total_kobo' | 'discount_kobo'>;

/**
 * A food circle's delivery to one person (docs/decisions/0043-food-circles.md): an order born
 * paid with the goal's locked lines, paid through the one paid-order step from the circles held
 * account (decision 0023), so the food lands in the pantry with normal expiry in the caller's
 * transaction. The ledger's (kind, reference) key and the caller's row locks make it once.
 */
export async function placeCircleOrder(
  tx: TransactionSql,
  input: { userId: string; circleId: string; lines: readonly CircleOrderLine[] },
): Promise<{ orderId: string; invoiceNumber: string; totalKobo: number }> {
  const lines: NewOrderLine[] = input.lines.map((line) => ({
    ...line,
    line_total_kobo: line.unit_price_kobo * line.quantity,
    discount_kobo: 0,
  }));
  const totalKobo = lines.reduce((sum, line) => sum + line.line_total_kobo, 0);
  const row = await insertOrder(tx, {
    userId: input.userId,
    status: 'paid',
    paymentMethod: 'circle',
    totalKobo,
    discountKobo: 0,
    discounts: [],
  });
  await insertOrderLines(tx, row.id, lines);
  await markOrderPaid(tx, paidOrder(row), { method: 'circle', circleId: input.circleId });
  return { orderId: row.id, invoiceNumber: row.invoice_number, totalKobo };
}
