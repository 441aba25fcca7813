import { lagosDayEnd, lagosDayStart, nextStep, type AccountLimits } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { latestAddressStatus } from './address-repository';
import { latestIdentityCheck, toIdentityStatus } from './identity-repository';
import { movedSince, readWalletForLimits } from './limits-repository';

const usage = (limitKobo: number, usedKobo: number) => ({
  limitKobo,
  usedKobo,
  leftKobo: Math.max(0, limitKobo - usedKobo),
});

/** `GET /api/account/limits`: the tier, the day's use of each limit, the balance cap, the checks. */
export async function accountLimits(
  db: Queryable,
  userId: string,
  now = new Date(),
): Promise<AccountLimits> {
  const wallet = await readWalletForLimits(db, userId);
  const moved = wallet.walletId
    ? await movedSince(db, wallet.walletId, lagosDayStart(now))
    : { inKobo: 0, outKobo: 0 };
  return {
    tier: wallet.tier,
    nextStep: nextStep(wallet.tier),
    dailyIn: usage(wallet.limits.dailyInKobo, moved.inKobo),
    dailyOut: usage(wallet.limits.dailyOutKobo, moved.outKobo),
    maxBalanceKobo: wallet.limits.maxBalanceKobo,
    balanceKobo: wallet.balanceKobo,
    resetsAt: lagosDayEnd(now).toISOString(),
    identity: toIdentityStatus(await latestIdentityCheck(db, userId)),
    address: await latestAddressStatus(db, userId),
  };
}
