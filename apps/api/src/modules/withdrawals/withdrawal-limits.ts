import type { TransactionSql } from '../../db/sql';

export type WithdrawalLimitInput = {
  userId: string;
  walletId: string;
  /** What leaves the wallet: the amount and its fee. */
  totalKobo: number;
  /** The wallet's balance before it, read under the wallet's row lock. */
  balanceKobo: number;
};

/**
 * Where a limit on money out is checked (docs/decisions/0062-withdrawals.md): called inside the
 * withdrawal's transaction, after the wallet's row is locked and before any money moves, so a
 * refusal thrown here leaves nothing written and two withdrawals cannot both pass it. The limits
 * by verification tier are checked here; until they exist, nothing is refused.
 */
export async function checkWithdrawalLimit(
  _tx: TransactionSql,
  _input: WithdrawalLimitInput,
): Promise<void> {}
