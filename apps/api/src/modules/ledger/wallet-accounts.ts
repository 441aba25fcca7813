import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';

export type WalletRow = { id: string; user_id: string; balance_kobo: number };

export async function findWallet(db: Queryable, walletId: string): Promise<WalletRow | null> {
  const [row] = await db<WalletRow[]>`
    select id, user_id, balance_kobo from wallets where id = ${walletId}`;
  return row ?? null;
}

export async function findWalletOfUser(db: Queryable, userId: string): Promise<WalletRow | null> {
  const [row] = await db<WalletRow[]>`
    select id, user_id, balance_kobo from wallets where user_id = ${userId}`;
  return row ?? null;
}

/** A user's wallet, opened now if they somehow have none (accounts made before wallets existed). */
export async function walletOfUser(tx: TransactionSql, userId: string): Promise<WalletRow> {
  const found = await findWalletOfUser(tx, userId);
  if (found) return found;
  await tx`insert into wallets (user_id) values (${userId}) on conflict (user_id) do nothing`;
  return (await findWalletOfUser(tx, userId))!;
}
