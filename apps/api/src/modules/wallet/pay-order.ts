import type { TransactionSql } from '../../db/sql';
import { transfer } from './ledger';
import { SYSTEM_ACCOUNTS } from './ledger-accounts';
import { walletOfUser } from './wallet-accounts';

/**
 * Checkout's wallet payment (issue 10 item 2): debits the buyer's wallet to sales in the caller's
 * transaction, so the order is paid exactly when the money moved. Short of money: throws 422
 * INSUFFICIENT_BALANCE before anything is written. One payment per invoice number (the ledger's
 * (kind, reference) key).
 */
export async function payOrderFromWallet(
  tx: TransactionSql,
  order: { id: string; userId: string; invoiceNumber: string; totalKobo: number },
): Promise<{ balanceKobo: number; transferId: string }> {
  const wallet = await walletOfUser(tx, order.userId);
  const { transfer: moved, balances } = await transfer(tx, {
    kind: 'purchase',
    amountKobo: order.totalKobo,
    debit: wallet.id,
    credit: SYSTEM_ACCOUNTS.sales,
    reference: order.invoiceNumber,
    metadata: { order_id: order.id, invoice_number: order.invoiceNumber },
  });
  return { balanceKobo: balances.get(wallet.id)!, transferId: moved.id };
}
