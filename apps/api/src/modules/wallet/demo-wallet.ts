import type { TransactionSql } from '../../db/sql';
import { transfer } from './ledger';
import { SYSTEM_ACCOUNTS } from './ledger-accounts';
import { walletOfUser } from './wallet-accounts';

/** What each demo account starts with: enough to try sends, a subscription and a wallet checkout. */
export const DEMO_WALLET_KOBO = 50_000_00;

/**
 * Demo seed step (issue 9 item 8): each demo account gets its balance as a bank top-up through the
 * ledger, once (the reference names the wallet, so later starts find it and do nothing).
 */
export async function creditDemoWallets(
  tx: TransactionSql,
  accounts: readonly { id: string }[],
): Promise<void> {
  for (const account of accounts) {
    const wallet = await walletOfUser(tx, account.id);
    const reference = `DEMO-${wallet.id}`;
    const [done] = await tx`select 1 from ledger_transfers
                            where kind = 'topup_bank' and reference = ${reference}`;
    if (done) continue;
    await transfer(tx, {
      kind: 'topup_bank',
      amountKobo: DEMO_WALLET_KOBO,
      debit: SYSTEM_ACCOUNTS.bankClearing,
      credit: wallet.id,
      reference,
      metadata: { demo: true },
    });
  }
}
