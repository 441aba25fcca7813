import type { TransactionSql } from '../../db/sql';
import { settleTopUp } from './settle-topup';
import { findTopUpByReference, insertTopUp } from './topups-repository';
import { walletOfUser } from '../ledger';

/** What each demo account starts with: enough to try sends, a subscription and a wallet checkout. */
export const DEMO_WALLET_KOBO = 50_000_00;

/**
 * Demo seed step: each demo account gets its balance as a bank top-up that is settled at once,
 * through the one step that credits top-ups, so the books reconcile (`npm run cli -- ledger
 * check`). Once: the reference names the wallet, so later starts find it and do nothing.
 */
export async function creditDemoWallets(
  tx: TransactionSql,
  accounts: readonly { id: string }[],
): Promise<void> {
  for (const account of accounts) {
    const wallet = await walletOfUser(tx, account.id);
    const reference = `DEMO-${wallet.id}`;
    if (await findTopUpByReference(tx, reference)) continue;
    const topup = await insertTopUp(tx, {
      reference,
      user_id: account.id,
      wallet_id: wallet.id,
      method: 'bank',
      provider: 'bank',
      amount_kobo: DEMO_WALLET_KOBO,
    });
    await settleTopUp(tx, topup, { receivedKobo: DEMO_WALLET_KOBO, staffId: null });
  }
}
