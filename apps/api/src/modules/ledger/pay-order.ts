import type { TransactionSql } from '../../db/sql';
import { transfer } from './ledger';
import { SYSTEM_ACCOUNTS } from './ledger-accounts';
import { walletOfUser } from './wallet-accounts';

/**
 * Where an order's money comes from: the buyer's wallet, a bank transfer staff saw arrive, or the
 * instalments a food circle holds (docs/decisions/0043-food-circles.md).
 */
export type OrderPaymentSource =
  | { from: 'wallet'; userId: string }
  | { from: 'bank_transfer' }
  | { from: 'circle'; circleId: string }
  /** A group buy's one order, paid from its members' shares (docs/decisions/0064-group-buys.md). */
  | { from: 'group_buy'; groupBuyId: string };

export type BookedOrderPayment = { transferId: string };

/**
 * Books an order's money into sales, in the caller's transaction, so the order is paid exactly when
 * the money moved: wallet → sales for a wallet checkout, bank-transfer clearing → sales at the
 * order's total for a confirmed transfer, circles held → sales for a circle's delivery. Every order payment is a `purchase` transfer whose
 * reference is the invoice number, so the ledger's (kind, reference) key refuses a second booking
 * of one order whatever races above it (docs/decisions/0012). A wallet short of money throws 422
 * INSUFFICIENT_BALANCE before anything is written.
 */
export async function bookOrderPayment(
  tx: TransactionSql,
  order: { id: string; invoiceNumber: string; totalKobo: number },
  source: OrderPaymentSource,
): Promise<BookedOrderPayment> {
  const debit =
    source.from === 'wallet'
      ? (await walletOfUser(tx, source.userId)).id
      : source.from === 'circle'
        ? SYSTEM_ACCOUNTS.circlesHeld
        : source.from === 'group_buy'
          ? SYSTEM_ACCOUNTS.groupBuysHeld
          : SYSTEM_ACCOUNTS.bankClearing;
  const { transfer: moved } = await transfer(tx, {
    kind: 'purchase',
    amountKobo: order.totalKobo,
    debit,
    credit: SYSTEM_ACCOUNTS.sales,
    reference: order.invoiceNumber,
    metadata: {
      order_id: order.id,
      invoice_number: order.invoiceNumber,
      method: source.from,
      ...(source.from === 'circle' ? { circle_id: source.circleId } : {}),
      ...(source.from === 'group_buy' ? { group_buy_id: source.groupBuyId } : {}),
    },
  });
  return { transferId: moved.id };
}
