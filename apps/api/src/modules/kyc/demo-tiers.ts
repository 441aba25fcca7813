import type { TransactionSql } from '../../db/sql';

/**
 * The demo accounts are Tier 2, as if each had its BVN checked: their ₦50,000 demo balance is a day's
 * money in at Tier 1, which would leave a newcomer's first demo send to the other account refused
 * (docs/decisions/0063-verification-tiers-and-limits.md). Never lowers a tier staff raised.
 */
export async function verifyDemoTiers(
  tx: TransactionSql,
  accounts: readonly { id: string }[],
): Promise<void> {
  const ids = accounts.map((a) => a.id);
  if (ids.length === 0) return;
  await tx`update users set kyc_tier = 2 where id in ${tx(ids)} and kyc_tier < 2`;
}
