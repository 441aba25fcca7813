import type { TransactionSql } from '../../db/sql';

/**
 * Opens the user's wallet with a zero balance, inside the sign-up transaction. The ledger that
 * moves money in and out of it belongs to the wallet module.
 */
export async function createWallet(tx: TransactionSql, userId: string): Promise<string> {
  const [wallet] = await tx<{ id: string }[]>`
    insert into wallets (user_id) values (${userId}) returning id`;
  return wallet!.id;
}
